/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../components/utils/api';
import { isRecord } from '../../shared/is-record';
import { PAGE_EVENTS, usePageEvent } from '../../runtime/events';
import {
	fetchActivity,
	fetchActivityActions,
	type ActivityAction,
	type ActivityQuery,
	type ActivityRow,
} from '../../user-management/api/activity';
import type { ActivityLogSettings } from './activity-log-options';

/**
 * What the block shows: the entries, or why not. `hidden` is a viewer the
 * log is not for (no `uipress_manage_users`: 401/403) or a site with user
 * management off (the routes do not exist: 404).
 */
export type ActivityLogState =
	| { status: 'loading' }
	| { status: 'ready'; rows: ActivityRow[] }
	| { status: 'hidden'; reason: 'refused' | 'off' }
	| { status: 'error'; message: string };

/**
 * Whether a failed request says the log is not for this viewer, and why.
 *
 * @param error What the request rejected with.
 */
export function hiddenReason( error: unknown ): 'refused' | 'off' | null {
	if ( ! isRecord( error ) ) {
		return null;
	}
	if ( error.code === 'rest_no_route' ) {
		return 'off';
	}
	const status = isRecord( error.data ) ? error.data.status : undefined;
	return status === 401 || status === 403 ? 'refused' : null;
}

// The actions of the log, asked once per page when a block needs them.
let actionsRequest: Promise< ActivityAction[] > | undefined;

/**
 * The query of the block's settings. Several kinds of object are asked as
 * the actions on them (the route takes one object type).
 *
 * @param settings The block's settings.
 * @param userId   The viewer (for "Only my activity").
 * @param actions  The log's actions, when several kinds are chosen.
 */
export function blockQuery(
	settings: ActivityLogSettings,
	userId: number,
	actions: ActivityAction[]
): ActivityQuery {
	const query: ActivityQuery = {};
	if ( settings.onlyMine && userId > 0 ) {
		query.user = userId;
	}
	const [ single ] = settings.objectTypes;
	if ( settings.objectTypes.length === 1 && single ) {
		query.objectType = single;
	} else if ( settings.objectTypes.length > 1 ) {
		query.actions = actions
			.filter( ( action ) =>
				( settings.objectTypes as string[] ).includes(
					action.objectType
				)
			)
			.map( ( action ) => action.action );
	}
	return query;
}

/**
 * The newest entries for the block's settings, read again when the
 * content frame finishes loading a page (what the user did there is
 * logged).
 *
 * @param settings The block's settings.
 * @param userId   The viewer.
 * @param enabled  False asks nothing (the builder with user management off).
 */
export function useActivityLog(
	settings: ActivityLogSettings,
	userId: number,
	enabled = true
): ActivityLogState {
	const [ state, setState ] = useState< ActivityLogState >( {
		status: 'loading',
	} );
	const [ version, setVersion ] = useState( 0 );
	const reload = useCallback( () => setVersion( ( n ) => n + 1 ), [] );
	usePageEvent( PAGE_EVENTS.loadFinish, reload );
	const key = JSON.stringify( settings );

	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		const controller = new AbortController();
		const several = settings.objectTypes.length > 1;
		if ( several && ! actionsRequest ) {
			actionsRequest = fetchActivityActions().catch( ( failure ) => {
				actionsRequest = undefined;
				throw failure;
			} );
		}
		( several && actionsRequest ? actionsRequest : Promise.resolve( [] ) )
			.then( ( actions ) =>
				fetchActivity(
					blockQuery( settings, userId, actions ),
					{ page: 1, perPage: settings.rowLimit },
					controller.signal
				)
			)
			.then( ( answer ) => {
				if ( ! controller.signal.aborted ) {
					setState( { status: 'ready', rows: answer.items } );
				}
			} )
			.catch( ( failure: unknown ) => {
				if ( controller.signal.aborted ) {
					return;
				}
				const reason = hiddenReason( failure );
				setState(
					reason
						? { status: 'hidden', reason }
						: { status: 'error', message: errorMessage( failure ) }
				);
			} );
		return () => controller.abort();
		// `key` stands for the settings.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key, userId, version, enabled ] );

	return state;
}
