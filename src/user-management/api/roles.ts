/**
 * The role editor's routes (`uipress/v1/roles…`, `/capabilities`,
 * `/users/{id}/capabilities`). The server decides what the acting user may
 * grant (RoleGuard); these are typed calls against its contract.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/** Capability name → granted (true) or denied (false). */
export type CapabilitySet = Record< string, boolean >;

/** A role as `GET /roles` gives it. */
export interface Role {
	slug: string;
	name: string;
	/** How many users hold it. */
	users: number;
	capabilities: CapabilitySet;
	/** Whether the acting user may change it (get_editable_roles, not above their own). */
	editable: boolean;
	deletable: boolean;
	/** One of WordPress's own roles. */
	builtIn: boolean;
	/** The role new users get (Settings → General). */
	isDefault: boolean;
}

/** One capability of a group, with what it allows. */
export interface CapabilityInfo {
	name: string;
	label: string;
	/** What the capability allows, in a sentence. */
	hint: string;
	/** Whether the acting user has it (nobody grants what they lack). */
	granted: boolean;
}

export interface CapabilityGroup {
	id: string;
	label: string;
	capabilities: CapabilityInfo[];
}

export interface NewRole {
	name: string;
	slug?: string;
	/** The role copied (clone). */
	from?: string;
	capabilities?: CapabilitySet;
}

const ROLES = '/uipress/v1/roles';

export function fetchRoles(): Promise< Role[] > {
	return apiFetch< Role[] >( { path: ROLES } );
}

export function createRole( role: NewRole ): Promise< Role > {
	return apiFetch< Role >( { path: ROLES, method: 'POST', data: role } );
}

/**
 * Renames a role or replaces its capabilities (the full set).
 *
 * @param slug                 The role.
 * @param changes              Its new name and/or capabilities.
 * @param changes.name
 * @param changes.capabilities
 */
export function updateRole(
	slug: string,
	changes: { name?: string; capabilities?: CapabilitySet }
): Promise< Role > {
	return apiFetch< Role >( {
		path: `${ ROLES }/${ encodeURIComponent( slug ) }`,
		method: 'POST',
		data: changes,
	} );
}

/**
 * Deletes a role, first moving its users to `reassign`.
 *
 * @param slug     The role.
 * @param reassign The role its users get (required when it has users).
 */
export function deleteRole(
	slug: string,
	reassign?: string
): Promise< { deleted: boolean; moved: number } > {
	return apiFetch( {
		path: `${ ROLES }/${ encodeURIComponent( slug ) }`,
		method: 'DELETE',
		data: reassign ? { reassign } : {},
	} );
}

export function fetchCapabilityGroups(): Promise< CapabilityGroup[] > {
	return apiFetch< { groups: CapabilityGroup[] } >( {
		path: '/uipress/v1/capabilities',
	} ).then( ( answer ) => answer.groups );
}

/**
 * A user's own capabilities, on top of their roles' (true granted, false
 * denied, absent: from the roles).
 *
 * @param userId The user.
 */
export function fetchUserCapabilities(
	userId: number
): Promise< CapabilitySet > {
	return apiFetch< { capabilities: CapabilitySet } >( {
		path: `/uipress/v1/users/${ userId }/capabilities`,
	} ).then( ( answer ) => answer.capabilities );
}

export function saveUserCapabilities(
	userId: number,
	capabilities: CapabilitySet
): Promise< CapabilitySet > {
	return apiFetch< { capabilities: CapabilitySet } >( {
		path: `/uipress/v1/users/${ userId }/capabilities`,
		method: 'POST',
		data: { capabilities },
	} ).then( ( answer ) => answer.capabilities );
}
