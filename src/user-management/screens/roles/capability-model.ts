/**
 * What the role editor shows of capabilities: grouped, searched, and what a
 * toggle does to a role's set or to a user's own capabilities. Pure, so the
 * rules are tested without a screen.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	CapabilityGroup,
	CapabilityInfo,
	CapabilitySet,
	Role,
} from '../../api/roles';

/** The group of a role's capabilities that no group of the server lists. */
export const UNLISTED_GROUP = 'unlisted';

/**
 * Whether a capability matches a search: its name, label or hint holds
 * every word of it (any case).
 *
 * @param capability The capability.
 * @param search     What was typed.
 */
export function matchesSearch(
	capability: CapabilityInfo,
	search: string
): boolean {
	const words = search.toLowerCase().split( /\s+/ ).filter( Boolean );
	const text =
		`${ capability.name } ${ capability.label } ${ capability.hint }`.toLowerCase();
	return words.every( ( word ) => text.includes( word ) );
}

/**
 * The groups with only the capabilities a search leaves; empty groups go.
 *
 * @param groups The groups.
 * @param search What was typed ('' keeps all).
 */
export function searchGroups(
	groups: CapabilityGroup[],
	search: string
): CapabilityGroup[] {
	if ( search.trim() === '' ) {
		return groups;
	}
	return groups
		.map( ( group ) => ( {
			...group,
			capabilities: group.capabilities.filter( ( capability ) =>
				matchesSearch( capability, search )
			),
		} ) )
		.filter( ( group ) => group.capabilities.length > 0 );
}

/**
 * The server's groups, plus one for the capabilities a set holds that no
 * group lists (the `level_*` capabilities of WordPress's own roles, a
 * removed plugin's): shown so nothing is changed unseen. The acting user
 * is taken to hold those; the server refuses a grant they lack.
 *
 * @param groups The server's groups.
 * @param held   The capabilities of the role or user edited.
 */
export function withUnlisted(
	groups: CapabilityGroup[],
	held: CapabilitySet
): CapabilityGroup[] {
	const listed = new Set(
		groups.flatMap( ( group ) =>
			group.capabilities.map( ( capability ) => capability.name )
		)
	);
	const unlisted = Object.keys( held )
		.filter( ( name ) => ! listed.has( name ) )
		.sort();
	if ( ! unlisted.length ) {
		return groups;
	}
	return [
		...groups,
		{
			id: UNLISTED_GROUP,
			label: __( 'Not in any group', 'uipress' ),
			capabilities: unlisted.map( ( name ) => ( {
				name,
				label: name,
				hint: '',
				granted: true,
			} ) ),
		},
	];
}

/**
 * A role's set after a checkbox changes: checked grants, unchecked
 * removes (the full set is saved).
 *
 * @param set  The role's capabilities.
 * @param name The capability.
 * @param on   Checked.
 */
export function toggleRoleCapability(
	set: CapabilitySet,
	name: string,
	on: boolean
): CapabilitySet {
	const next = { ...set };
	if ( on ) {
		next[ name ] = true;
	} else {
		delete next[ name ];
	}
	return next;
}

/**
 * Whether a role set grants a capability.
 * @param set
 * @param name
 */
export function grants( set: CapabilitySet, name: string ): boolean {
	return set[ name ] === true;
}

/**
 * The capabilities a user has through their roles, as WordPress merges
 * them (WP_User::get_role_caps): role after role in the user's order, a
 * later role's value replacing an earlier one's.
 *
 * @param roles     Every role.
 * @param userRoles The user's role slugs, in their order.
 */
export function capabilitiesFromRoles(
	roles: Role[],
	userRoles: string[]
): CapabilitySet {
	const set: CapabilitySet = {};
	userRoles.forEach( ( slug ) => {
		const role = roles.find( ( candidate ) => candidate.slug === slug );
		Object.assign( set, role?.capabilities );
	} );
	return set;
}

/** A user's own setting of a capability. */
export type UserCapabilityState = 'roles' | 'granted' | 'denied';

/**
 * What a user's own capabilities say of one.
 *
 * @param own  The user's own capabilities.
 * @param name The capability.
 */
export function userCapabilityState(
	own: CapabilitySet,
	name: string
): UserCapabilityState {
	if ( ! ( name in own ) ) {
		return 'roles';
	}
	return own[ name ] ? 'granted' : 'denied';
}

/**
 * A user's own capabilities after one changes.
 *
 * @param own   The user's own capabilities.
 * @param name  The capability.
 * @param state From the roles (removed), granted or denied.
 */
export function setUserCapability(
	own: CapabilitySet,
	name: string,
	state: UserCapabilityState
): CapabilitySet {
	const next = { ...own };
	if ( state === 'roles' ) {
		delete next[ name ];
	} else {
		next[ name ] = state === 'granted';
	}
	return next;
}

/**
 * Whether two sets say the same (order aside).
 *
 * @param a A set.
 * @param b Another.
 */
export function sameCapabilities(
	a: CapabilitySet,
	b: CapabilitySet
): boolean {
	const names = Object.keys( a );
	return (
		names.length === Object.keys( b ).length &&
		names.every( ( name ) => b[ name ] === a[ name ] )
	);
}

/**
 * A role slug made from a name, as WordPress's own slugs are: lower case
 * letters, digits, `_` and `-` (the route's pattern).
 *
 * @param name The role's name.
 */
export function slugFromName( name: string ): string {
	return name
		.normalize( 'NFKD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase()
		.replace( /[^a-z0-9_-]+/g, '_' )
		.replace( /^_+|_+$/g, '' )
		.slice( 0, 64 );
}
