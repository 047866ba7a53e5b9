/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../../engine/notifications';
import type { Notification } from '../../engine/types';

export type FakeHandler = ( options: APIFetchOptions ) => unknown;

/**
 * Answers every apiFetch call with `handler` (a thrown value or a rejected
 * promise is a failed request) and records the options of each call.
 *
 * @param handler Answers a request.
 */
export function answerApiFetch( handler: FakeHandler ): APIFetchOptions[] {
	const calls: APIFetchOptions[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		calls.push( options );
		return handler( options );
	} );
	return calls;
}

/** The toasts shown in the default registry. */
export function shownNotifications(): Notification[] {
	return (
		select( notificationsStore ) as unknown as {
			getNotifications: () => Notification[];
		}
	 ).getNotifications();
}

/** Removes every toast of the default registry. */
export function clearNotifications(): void {
	const actions = dispatch( notificationsStore ) as unknown as {
		removeNotification: ( uid: string ) => void;
	};
	for ( const notification of shownNotifications() ) {
		actions.removeNotification( notification.uid );
	}
}
