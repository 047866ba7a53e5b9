/**
 * The users app's routes (`uipress/v1/users…`, issue 33): typed calls
 * against the contract. The server decides what the acting user may do
 * (UserGuard, RoleGuard) and answers a WP_Error whose message the screens
 * show as it is.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { isRecord, type UnknownRecord } from '../../shared/is-record';
import {
	type PageRequest,
	type PagedAnswer,
	pagingArgs,
	readPagedAnswer,
} from './paging';

export const USERS_PATH = '/uipress/v1/users';

export type UserActivityFilter =
	'any' | 'active-7' | 'active-30' | 'inactive-30' | 'never';

export type UserOrderBy =
	'registered' | 'name' | 'email' | 'login' | 'last_login';

/** What `GET /users` filters and orders by (the page aside). */
export interface UsersQuery {
	search?: string;
	roles?: string[];
	activity?: UserActivityFilter;
	orderby?: UserOrderBy;
	order?: 'asc' | 'desc';
}

/** A user as the list shows it. */
export interface UserRow {
	id: number;
	login: string;
	name: string;
	firstName: string;
	lastName: string;
	email: string;
	avatar: string;
	roles: string[];
	roleNames: string[];
	posts: number;
	/** ISO-8601, UTC. */
	registered: string;
	lastLogin: string | null;
	lastActivity: string | null;
	editUrl: string;
	canEdit: boolean;
	canDelete: boolean;
	canPromote: boolean;
	isCurrent: boolean;
}

/** A user with what the side panel adds. */
export interface UserDetail extends UserRow {
	sessions: number;
	applicationPasswords: number;
	/** Managers' notes (plain text). */
	notes: string;
	/** Per-user capabilities: true granted, false denied. */
	extraCapabilities: Record< string, boolean >;
}

/** What the side panel may change. */
export interface UserChanges {
	firstName?: string;
	lastName?: string;
	name?: string;
	email?: string;
	roles?: string[];
	notes?: string;
}

export interface NewUser {
	login: string;
	email: string;
	firstName?: string;
	lastName?: string;
	roles: string[];
	/** Send WordPress's new-user e-mail (default true). */
	sendWelcome?: boolean;
	password?: string;
}

export type BulkAction =
	'set-role' | 'add-role' | 'remove-role' | 'send-reset' | 'delete';

export interface BulkRequest {
	action: BulkAction;
	ids: number[];
	role?: string;
	/** Who gets the deleted users' content. */
	reassign?: number;
}

export interface BulkResult {
	done: number[];
	failed: { id: number; code: string; message: string }[];
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function nullableText( value: unknown ): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}

function strings( value: unknown ): string[] {
	return Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];
}

function count( value: unknown ): number {
	return typeof value === 'number' && Number.isFinite( value ) ? value : 0;
}

function readRow( source: UnknownRecord ): UserRow {
	return {
		id: count( source.id ),
		login: text( source.login ),
		name: text( source.name ),
		firstName: text( source.firstName ),
		lastName: text( source.lastName ),
		email: text( source.email ),
		avatar: text( source.avatar ),
		roles: strings( source.roles ),
		roleNames: strings( source.roleNames ),
		posts: count( source.posts ),
		registered: text( source.registered ),
		lastLogin: nullableText( source.lastLogin ),
		lastActivity: nullableText( source.lastActivity ),
		editUrl: text( source.editUrl ),
		canEdit: source.canEdit === true,
		canDelete: source.canDelete === true,
		canPromote: source.canPromote === true,
		isCurrent: source.isCurrent === true,
	};
}

/**
 * A user row of an answer, or null when it is not one.
 *
 * @param value One row.
 */
export function readUserRow( value: unknown ): UserRow | null {
	return isRecord( value ) && typeof value.id === 'number'
		? readRow( value )
		: null;
}

/**
 * A user's details, or null when the answer is not one.
 *
 * @param value The answer.
 */
export function readUserDetail( value: unknown ): UserDetail | null {
	if ( ! isRecord( value ) || typeof value.id !== 'number' ) {
		return null;
	}
	const extra = isRecord( value.extraCapabilities )
		? value.extraCapabilities
		: {};
	const extraCapabilities: Record< string, boolean > = {};
	Object.entries( extra ).forEach( ( [ name, granted ] ) => {
		if ( typeof granted === 'boolean' ) {
			extraCapabilities[ name ] = granted;
		}
	} );
	return {
		...readRow( value ),
		sessions: count( value.sessions ),
		applicationPasswords: count( value.applicationPasswords ),
		notes: text( value.notes ),
		extraCapabilities,
	};
}

/**
 * The query arguments of a users query (also the export's).
 *
 * @param query The filters and order.
 */
export function usersQueryArgs(
	query: UsersQuery
): Record< string, string | string[] > {
	const args: Record< string, string | string[] > = {};
	if ( query.search ) {
		args.search = query.search;
	}
	if ( query.roles && query.roles.length > 0 ) {
		args.roles = query.roles;
	}
	if ( query.activity && query.activity !== 'any' ) {
		args.activity = query.activity;
	}
	if ( query.orderby ) {
		args.orderby = query.orderby;
	}
	if ( query.order ) {
		args.order = query.order;
	}
	return args;
}

function detailOrThrow( value: unknown ): UserDetail {
	const detail = readUserDetail( value );
	if ( ! detail ) {
		throw new Error( 'The server answered something that is not a user.' );
	}
	return detail;
}

/**
 * One page of users (`GET /users`).
 *
 * @param query   Filters and order.
 * @param request The page.
 * @param signal  Aborts the request.
 */
export function fetchUsers(
	query: UsersQuery,
	request: PageRequest,
	signal?: AbortSignal
): Promise< PagedAnswer< UserRow > > {
	return apiFetch( {
		path: addQueryArgs( USERS_PATH, {
			...usersQueryArgs( query ),
			...pagingArgs( request ),
		} ),
		signal,
	} ).then( ( answer ) => readPagedAnswer( answer, readUserRow ) );
}

/**
 * One user with the side panel's details (`GET /users/{id}`).
 *
 * @param id The user.
 */
export function fetchUser( id: number ): Promise< UserDetail > {
	return apiFetch( { path: `${ USERS_PATH }/${ id }` } ).then(
		detailOrThrow
	);
}

/**
 * Saves a user's names, e-mail, roles or notes (`POST /users/{id}`).
 *
 * @param id      The user.
 * @param changes What changed.
 */
export function updateUser(
	id: number,
	changes: UserChanges
): Promise< UserDetail > {
	return apiFetch( {
		path: `${ USERS_PATH }/${ id }`,
		method: 'POST',
		data: changes,
	} ).then( detailOrThrow );
}

/**
 * Creates a user (`POST /users`).
 *
 * @param user The new user.
 */
export function createUser( user: NewUser ): Promise< UserRow > {
	return apiFetch( { path: USERS_PATH, method: 'POST', data: user } ).then(
		( answer ) => {
			const row = readUserRow( answer );
			if ( ! row ) {
				throw new Error(
					'The server answered something that is not a user.'
				);
			}
			return row;
		}
	);
}

/**
 * Sends WordPress's password reset e-mail (`POST /users/{id}/password-reset`).
 *
 * @param id The user.
 */
export function sendPasswordReset( id: number ): Promise< boolean > {
	return apiFetch( {
		path: `${ USERS_PATH }/${ id }/password-reset`,
		method: 'POST',
	} ).then( ( answer ) => isRecord( answer ) && answer.sent === true );
}

/**
 * Signs a user out everywhere (`DELETE /users/{id}/sessions`); the acting
 * user keeps the session they are using. Answers how many were ended.
 *
 * @param id The user.
 */
export function destroySessions( id: number ): Promise< number > {
	return apiFetch( {
		path: `${ USERS_PATH }/${ id }/sessions`,
		method: 'DELETE',
	} ).then( ( answer ) =>
		isRecord( answer ) ? count( answer.destroyed ) : 0
	);
}

/**
 * One action on many users (`POST /users/bulk`): each user done or failed
 * with the server's reason.
 *
 * @param request The action and users.
 */
export function bulkUsers( request: BulkRequest ): Promise< BulkResult > {
	return apiFetch( {
		path: `${ USERS_PATH }/bulk`,
		method: 'POST',
		data: request,
	} ).then( ( answer ) => {
		const source = isRecord( answer ) ? answer : {};
		const done = Array.isArray( source.done )
			? source.done.filter(
					( id ): id is number => typeof id === 'number'
				)
			: [];
		const failed = Array.isArray( source.failed )
			? source.failed.filter( isRecord ).map( ( entry ) => ( {
					id: count( entry.id ),
					code: text( entry.code ),
					message: text( entry.message ),
				} ) )
			: [];
		return { done, failed };
	} );
}

/**
 * The address of the CSV of the users a query matches (`GET
 * /users/export`), downloaded by the browser (streamed, not held in the
 * page), signed with the REST nonce.
 *
 * @param exportUrl The route's address (the page configuration's).
 * @param nonce     The `wp_rest` nonce.
 * @param query     Filters and order.
 */
export function usersExportUrl(
	exportUrl: string,
	nonce: string,
	query: UsersQuery
): string {
	return addQueryArgs( exportUrl, {
		...usersQueryArgs( query ),
		_wpnonce: nonce,
	} );
}
