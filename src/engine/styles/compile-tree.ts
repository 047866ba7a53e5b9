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
 * The CSS of every block of a tree, depth first (parents before children,
 * so a child's rules come later). One pass, string parts joined once: a
 * 1,000-block tree compiles in a few milliseconds.
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
			if ( typeof block !== 'object' || block === null ) {
				continue;
			}
			parts.push(
				compileBlockCss(
					block,
					definitionFor( block.moduleName )?.optionsEnabled
						.styleGroups
				)
			);
			if ( Array.isArray( block.content ) ) {
				walk( block.content );
			}
		}
	};
	walk( blocks );
	return parts.join( '' );
}
