/**
 * Internal dependencies
 */
import type { Block } from '../types';

/**
 * The module names a block tree uses, each once, in tree order.
 *
 * @param blocks A template's blocks.
 */
export function collectModuleNames( blocks: readonly Block[] ): string[] {
	const names = new Set< string >();
	const visit = ( list: readonly Block[] ): void => {
		list.forEach( ( block ) => {
			if ( typeof block?.moduleName === 'string' ) {
				names.add( block.moduleName );
			}
			if ( Array.isArray( block?.content ) ) {
				visit( block.content );
			}
		} );
	};
	visit( blocks );
	return [ ...names ];
}
