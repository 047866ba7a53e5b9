/**
 * The blocks an interaction may target, as choices for a select.
 */

/**
 * WordPress dependencies
 */
import { sprintf, __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Block } from '../../../../engine/types';

export interface BlockTargetChoice {
	uid: string;
	moduleName: string;
	/** Block name and module, indented by depth. */
	label: string;
}

/**
 * Every block of the tree in document order, except `exclude`, labelled
 * "Name (module)" and indented with one dash per level of nesting.
 *
 * @param blocks  The template's blocks.
 * @param exclude uid left out (the block being edited: it is "This block").
 */
export function blockTargetChoices(
	blocks: readonly Block[],
	exclude?: string
): BlockTargetChoice[] {
	const choices: BlockTargetChoice[] = [];
	const visit = ( list: readonly Block[], depth: number ) => {
		for ( const item of list ) {
			if ( item.uid !== exclude ) {
				const label = sprintf(
					/* translators: 1: a block's name, 2: its module, e.g. "uip-button". */
					__( '%1$s (%2$s)', 'uipress' ),
					item.name,
					item.moduleName
				);
				choices.push( {
					uid: item.uid,
					moduleName: item.moduleName,
					label: `${ '– '.repeat( depth ) }${ label }`,
				} );
			}
			if ( Array.isArray( item.content ) ) {
				visit( item.content, depth + 1 );
			}
		}
	};
	visit( blocks, 0 );
	return choices;
}
