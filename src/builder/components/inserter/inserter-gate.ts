/**
 * What the inserter's gates share: a flag the builder's page prints, and
 * a group kept in its place (empty) so the inserter can say why its blocks
 * are missing. Used by store-gate (WooCommerce) and user-management-gate.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../../shared/is-record';
import { GROUP_ORDER, type DefinitionGroup } from './catalogue';

/**
 * Whether the page configuration sets a flag to true.
 *
 * @param config The page configuration, normally `window.uipressConfig`.
 * @param flag   The flag's key.
 */
export function pageFlag( config: unknown, flag: string ): boolean {
	return isRecord( config ) && config[ flag ] === true;
}

/**
 * The groups with one group present (empty when none of its blocks is
 * listed), where GROUP_ORDER puts it: after the known groups before it.
 *
 * @param groups The groups the inserter lists.
 * @param group  The group to keep.
 */
export function withGroupListed(
	groups: readonly DefinitionGroup[],
	group: string
): DefinitionGroup[] {
	if ( groups.some( ( entry ) => entry.group === group ) ) {
		return [ ...groups ];
	}
	const position = GROUP_ORDER.indexOf( group );
	const after = groups.findIndex( ( entry ) => {
		const order = GROUP_ORDER.indexOf( entry.group );
		return order < 0 || order > position;
	} );
	const index = after < 0 ? groups.length : after;
	return [
		...groups.slice( 0, index ),
		{ group, definitions: [] },
		...groups.slice( index ),
	];
}
