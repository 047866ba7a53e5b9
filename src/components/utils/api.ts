/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** Spec "Picker items": name, label, type. */
export interface PickerItem {
	name: string;
	label: string;
	type: 'role' | 'user' | string;
}

/** Spec "Post type": name, label. */
export interface PostTypeItem {
	name: string;
	label: string;
}

/** A role of GET uipress/v1/users-roles. */
export interface RoleResult {
	name: string;
	label: string;
	type: 'role';
}

/** A user of GET uipress/v1/users-roles. */
export interface UserResult {
	id: number;
	login: string;
	email: string;
	label: string;
	type: 'user';
}

export interface UsersRolesResponse {
	roles: RoleResult[];
	users: UserResult[];
	total_users: number;
	error?: string;
}

/**
 * The message of a failed request (a WordPress REST error, an Error, or a
 * response's `error` field).
 *
 * @param error What was thrown or returned.
 */
export function errorMessage( error: unknown ): string {
	if ( typeof error === 'string' && error ) {
		return error;
	}
	if ( error && typeof error === 'object' ) {
		const record = error as Record< string, unknown >;
		for ( const key of [ 'message', 'error' ] ) {
			const value = record[ key ];
			if ( typeof value === 'string' && value ) {
				return value;
			}
		}
	}
	return __( 'Something went wrong. Please try again.', 'uipress' );
}

/**
 * Case-insensitive "contains" match of any of the texts.
 *
 * @param search Search text ('' matches everything).
 * @param texts  Texts to search.
 */
export function matchesSearch( search: string, ...texts: string[] ): boolean {
	const needle = search.trim().toLowerCase();
	return (
		needle === '' ||
		texts.some( ( text ) => text.toLowerCase().includes( needle ) )
	);
}
