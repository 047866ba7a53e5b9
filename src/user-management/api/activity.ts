/**
 * The activity log's routes (`uipress/v1/activity`, `/activity/actions`,
 * `/activity/export`): typed reads of the server's answers.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import {
	pagingArgs,
	readPagedAnswer,
	type PageRequest,
	type PagedAnswer,
} from './paging';

export const ACTIVITY_PATH = '/uipress/v1/activity';

/** The kinds of object the log records. */
export const OBJECT_TYPES = [
	'post',
	'attachment',
	'comment',
	'user',
	'role',
	'plugin',
	'theme',
	'setting',
	'uipress',
] as const;
export type ActivityObjectType = ( typeof OBJECT_TYPES )[ number ];

/** One changed field of an entry; secrets read '•'. */
export interface ActivityChange {
	field: string;
	label: string;
	before: unknown;
	after: unknown;
}

/** One entry of the log (`GET /activity`). */
export interface ActivityRow {
	id: number;
	/** ISO 8601, UTC. */
	date: string;
	/** Who did it (id 0: a visitor, as a failed sign-in). */
	user: { id: number; name: string; avatar: string; url: string | null };
	action: string;
	actionLabel: string;
	objectType: string;
	objectSubtype: string;
	objectId: string;
	objectName: string;
	/** Where the object is edited or seen now; null when gone. */
	objectUrl: string | null;
	changes: ActivityChange[];
	/** As kept (anonymised by default, '' when not kept). */
	ip: string;
}

/** The filters of the log (and of its export). */
export interface ActivityQuery {
	/** Only what this user did (0: visitors). */
	user?: number;
	actions?: string[];
	objectType?: string;
	objectId?: string;
	/** YYYY-MM-DD, the site's time zone. */
	after?: string;
	/** YYYY-MM-DD (the whole day), the site's time zone. */
	before?: string;
}

/** An action the log records, for the filters. */
export interface ActivityAction {
	action: string;
	label: string;
	objectType: string;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function nullableText( value: unknown ): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}

function readChange( value: unknown ): ActivityChange | null {
	if ( ! isRecord( value ) || typeof value.field !== 'string' ) {
		return null;
	}
	return {
		field: value.field,
		label: text( value.label ) || value.field,
		before: value.before,
		after: value.after,
	};
}

/**
 * An entry of an answer, or null when the row is not one.
 *
 * @param value One row.
 */
export function readActivityRow( value: unknown ): ActivityRow | null {
	if ( ! isRecord( value ) || typeof value.id !== 'number' ) {
		return null;
	}
	const user = isRecord( value.user ) ? value.user : {};
	return {
		id: value.id,
		date: text( value.date ),
		user: {
			id: typeof user.id === 'number' ? user.id : 0,
			name: text( user.name ),
			avatar: text( user.avatar ),
			url: nullableText( user.url ),
		},
		action: text( value.action ),
		actionLabel: text( value.actionLabel ) || text( value.action ),
		objectType: text( value.objectType ),
		objectSubtype: text( value.objectSubtype ),
		objectId: text( value.objectId ),
		objectName: text( value.objectName ),
		objectUrl: nullableText( value.objectUrl ),
		changes: Array.isArray( value.changes )
			? value.changes
					.map( readChange )
					.filter( ( change ): change is ActivityChange => !! change )
			: [],
		ip: text( value.ip ),
	};
}

/**
 * The query arguments of the filters (also the export's).
 *
 * @param query The filters.
 */
export function activityQueryArgs(
	query: ActivityQuery
): Record< string, string | number | string[] > {
	const args: Record< string, string | number | string[] > = {};
	if ( query.user !== undefined ) {
		args.user = query.user;
	}
	if ( query.actions?.length ) {
		args.action = query.actions;
	}
	if ( query.objectType ) {
		args.object_type = query.objectType;
	}
	if ( query.objectId ) {
		args.object_id = query.objectId;
	}
	if ( query.after ) {
		args.after = query.after;
	}
	if ( query.before ) {
		args.before = query.before;
	}
	return args;
}

/**
 * One page of the log, newest first.
 *
 * @param query   The filters.
 * @param request The page.
 * @param signal  Aborts the request.
 */
export function fetchActivity(
	query: ActivityQuery,
	request: PageRequest,
	signal?: AbortSignal
): Promise< PagedAnswer< ActivityRow > > {
	return apiFetch( {
		path: addQueryArgs( ACTIVITY_PATH, {
			...activityQueryArgs( query ),
			...pagingArgs( request ),
		} ),
		signal,
	} ).then( ( answer ) => readPagedAnswer( answer, readActivityRow ) );
}

/**
 * The actions the log records, with their labels.
 */
export function fetchActivityActions(): Promise< ActivityAction[] > {
	return apiFetch( { path: `${ ACTIVITY_PATH }/actions` } ).then(
		( answer ) =>
			Array.isArray( answer )
				? answer.filter( isRecord ).map( ( row ) => ( {
						action: text( row.action ),
						label: text( row.label ) || text( row.action ),
						objectType: text( row.objectType ),
					} ) )
				: []
	);
}

/**
 * The address of the CSV of the entries the filters match (`GET
 * /activity/export`), downloaded by the browser (streamed by the server,
 * not held in the page), signed with the REST nonce.
 *
 * @param exportUrl `GET /activity/export`'s address (the page configuration's).
 * @param nonce     The `wp_rest` nonce.
 * @param query     The filters.
 */
export function activityExportUrl(
	exportUrl: string,
	nonce: string,
	query: ActivityQuery
): string {
	return addQueryArgs( exportUrl, {
		...activityQueryArgs( query ),
		_wpnonce: nonce,
	} );
}
