/**
 * Whom the preview shows the menu as: a role or a user the menu applies
 * to (the first by default), another role, or the administrator.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AudienceLists } from '../../components/audience';
import type { AccessAudience } from '../api/access';
import type { SiteRole } from '../menu-creator-config';

/** The preview's audience: a role, a user, or the administrator. */
export type PreviewAudience = AccessAudience | { type: 'self' };

/** One entry of the preview's picker. */
export interface AudienceChoice {
	/** `role:<name>`, `user:<id>` or `self`. */
	value: string;
	label: string;
	audience: PreviewAudience;
}

/** The picker's entries, in groups. */
export interface AudienceChoices {
	/** Roles and users the menu applies to, in its order. */
	applies: AudienceChoice[];
	/** The site's other roles. */
	otherRoles: AudienceChoice[];
	self: AudienceChoice;
}

/**
 * The picker's value of an audience.
 *
 * @param audience The audience.
 */
export function audienceValue( audience: PreviewAudience ): string {
	if ( audience.type === 'role' ) {
		return `role:${ audience.name }`;
	}
	return audience.type === 'user' ? `user:${ audience.id }` : 'self';
}

/**
 * A role the menu names (by name or display name, as the server matches
 * audiences) as the site's role, or undefined.
 *
 * @param name  The name the menu stores.
 * @param roles The site's roles.
 */
function siteRole(
	name: string,
	roles: readonly SiteRole[]
): SiteRole | undefined {
	return (
		roles.find( ( role ) => role.name === name ) ??
		roles.find( ( role ) => role.label === name )
	);
}

/**
 * The roles and users a menu applies to, its exclusions left out: roles by
 * their role name, users by id.
 *
 * @param lists The menu's audience lists.
 * @param roles The site's roles.
 */
export function appliesTo(
	lists: AudienceLists,
	roles: readonly SiteRole[]
): AccessAudience[] {
	const excluded = new Set(
		lists.excludesRoles.map(
			( name ) => siteRole( name, roles )?.name ?? name
		)
	);
	const audiences: AccessAudience[] = [];
	for ( const name of lists.forRoles ) {
		const role = siteRole( name, roles )?.name ?? name;
		if (
			! excluded.has( role ) &&
			! audiences.some(
				( entry ) => entry.type === 'role' && entry.name === role
			)
		) {
			audiences.push( { type: 'role', name: role } );
		}
	}
	for ( const id of lists.forUsers ) {
		if ( ! lists.excludesUsers.includes( id ) ) {
			audiences.push( { type: 'user', id } );
		}
	}
	return audiences;
}

/**
 * The picker's entries.
 *
 * @param lists      The menu's audience lists.
 * @param roles      The site's roles.
 * @param userLabels Display names of users, by id as a string.
 * @param selfName   The administrator's display name.
 */
export function audienceChoices(
	lists: AudienceLists,
	roles: readonly SiteRole[],
	userLabels: ReadonlyMap< string, string >,
	selfName: string
): AudienceChoices {
	const choice = ( audience: PreviewAudience ): AudienceChoice => {
		let label: string;
		if ( audience.type === 'role' ) {
			label = siteRole( audience.name, roles )?.label ?? audience.name;
		} else if ( audience.type === 'user' ) {
			label =
				userLabels.get( String( audience.id ) ) ??
				/* translators: %d: a user's id. */
				sprintf( __( 'User #%d', 'uipress' ), audience.id );
		} else {
			/* translators: %s: the administrator's display name. */
			label = sprintf( __( '%s (you)', 'uipress' ), selfName );
		}
		return { value: audienceValue( audience ), label, audience };
	};
	const applies = appliesTo( lists, roles ).map( choice );
	const taken = new Set( applies.map( ( entry ) => entry.value ) );
	return {
		applies,
		otherRoles: roles
			.map( ( role ) => choice( { type: 'role', name: role.name } ) )
			.filter( ( entry ) => ! taken.has( entry.value ) ),
		self: choice( { type: 'self' } ),
	};
}

/**
 * The entry the picker shows: the one chosen while it is offered, else the
 * first role or user the menu applies to, else the administrator.
 *
 * @param choices The picker's entries.
 * @param chosen  The value chosen, if any.
 */
export function currentChoice(
	choices: AudienceChoices,
	chosen: string | null
): AudienceChoice {
	const all = [ ...choices.applies, ...choices.otherRoles, choices.self ];
	return (
		all.find( ( entry ) => entry.value === chosen ) ??
		choices.applies[ 0 ] ??
		choices.self
	);
}
