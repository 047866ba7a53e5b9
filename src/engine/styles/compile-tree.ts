/**
 * Internal dependencies
 */
import type { Block, StyleGroupDefinition } from '../types';
import { compileBlockCss } from './compile-block';

/** What the tree compiler needs from a block definition. */
export type StyleDefinitionLookup = (
	moduleName: string
) => { optionsEnabled: { styleGroups?: StyleGroupDefinition[] } } | undefined;

/**
 * The CSS of every block of a tree, depth first.
 *
 * @param blocks        The tree.
 * @param definitionFor The definition of a module, for its style groups.
 */
export function compileTreeCss(
	blocks: Block[],
	definitionFor: StyleDefinitionLookup
): string {
	const parts: string[] = [];
	const walk = ( list: Block[] ) => {
		for ( const block of list ) {
			parts.push(
				compileBlockCss(
					block,
					definitionFor( block.moduleName )?.optionsEnabled
						.styleGroups
				)
			);
			if ( block.content ) {
				walk( block.content );
			}
		}
	};
	walk( blocks );
	return parts.join( '' );
}
