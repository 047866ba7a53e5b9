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
 * response's `error` field): the one helper every screen and block uses.
 *
 * @param error    What was thrown or returned.
 * @param fallback Text when it carries none; by default "Something went wrong…".
 */
export function errorMessage( error: unknown, fallback?: string ): string {
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
	return (
		fallback ?? __( 'Something went wrong. Please try again.', 'uipress' )
	);
}

/**
 * What a failed request rejected with, readable by `errorMessage`: the JSON
 * body of a response (apiFetch with `parse: false` rejects with the
 * `Response`), else the error as it is.
 *
 * @param error What the request rejected with.
 */
export async function errorBody( error: unknown ): Promise< unknown > {
	const response = error as Partial< Response > | null;
	if (
		! response ||
		typeof response !== 'object' ||
		typeof response.json !== 'function' ||
		typeof response.status !== 'number'
	) {
		return error;
	}
	try {
		return await response.json();
	} catch {
		return error;
	}
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
