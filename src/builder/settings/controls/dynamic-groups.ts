/**
 * The dynamic data catalogue grouped for a picker.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DynamicCatalogue } from '../../../engine/dynamic-data';
import { useDynamicCatalogue } from '../../../engine/dynamic-data';
import { pageEngineConfig } from '../../../engine/renderer/page-engine-config';

export interface DynamicChoice {
	key: string;
	label: string;
	/** The value now, as text. */
	preview: string;
}

export interface DynamicGroup {
	name: string;
	label: string;
	choices: DynamicChoice[];
}

/**
 * The label of a catalogue group; unknown groups show their name.
 *
 * @param group Group name.
 */
export function dynamicGroupLabel( group: string ): string {
	switch ( group ) {
		case 'user':
			return __( 'User', 'uipress' );
		case 'site':
			return __( 'Site', 'uipress' );
		case 'date':
			return __( 'Date and time', 'uipress' );
		case 'content':
			return __( 'Content', 'uipress' );
		default:
			return group;
	}
}

/**
 * The catalogue's values by group: groups in the order they first appear,
 * values in catalogue order.
 *
 * @param catalogue The dynamic data catalogue.
 */
export function groupDynamicValues(
	catalogue: DynamicCatalogue
): DynamicGroup[] {
	const groups = new Map< string, DynamicGroup >();
	for ( const [ key, entry ] of Object.entries( catalogue ) ) {
		let group = groups.get( entry.group );
		if ( ! group ) {
			group = {
				name: entry.group,
				label: dynamicGroupLabel( entry.group ),
				choices: [],
			};
			groups.set( entry.group, group );
		}
		group.choices.push( {
			key,
			label: entry.label,
			preview: String( entry.value ),
		} );
	}
	return [ ...groups.values() ];
}

/**
 * The dynamic values of this page, grouped.
 */
export function useDynamicGroups(): DynamicGroup[] {
	const engine = useMemo( () => pageEngineConfig(), [] );
	const catalogue = useDynamicCatalogue( engine );
	return useMemo( () => groupDynamicValues( catalogue ), [ catalogue ] );
}
