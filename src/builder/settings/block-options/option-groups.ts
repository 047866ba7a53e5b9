/**
 * How the Settings tab groups a block's options (OptionDefinition.panel).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OptionDefinition } from '../../../engine/types';

export interface OptionGroup {
	/** The group's name, as the options' `panel` says it. */
	panel: string;
	options: OptionDefinition[];
}

/**
 * A block's options split into those shown first, without a group, and the
 * groups, each in the order its first option is declared.
 *
 * @param options The definition's options.
 */
export function optionGroups( options: readonly OptionDefinition[] ): {
	ungrouped: OptionDefinition[];
	groups: OptionGroup[];
} {
	const ungrouped: OptionDefinition[] = [];
	const groups: OptionGroup[] = [];
	for ( const option of options ) {
		const panel =
			typeof option.panel === 'string' ? option.panel.trim() : '';
		if ( ! panel ) {
			ungrouped.push( option );
			continue;
		}
		const group = groups.find( ( entry ) => entry.panel === panel );
		if ( group ) {
			group.options.push( option );
		} else {
			groups.push( { panel, options: [ option ] } );
		}
	}
	return { ungrouped, groups };
}

/**
 * The title of an options group: the known ones in words, a block's own
 * group by its name.
 *
 * @param panel The group's name.
 */
export function optionPanelTitle( panel: string ): string {
	switch ( panel ) {
		case 'layout':
			return __( 'Layout', 'uipress' );
		case 'accessibility':
			return __( 'Accessibility', 'uipress' );
		default:
			return panel;
	}
}
