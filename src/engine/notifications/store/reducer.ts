/**
 * Internal dependencies
 */
import type { Notification } from '../../types';
import type { NotificationsAction } from './actions';

export type NotificationsState = Notification[];

/**
 * Notifications in the order they were created. Creating one with the uid of
 * a shown notification replaces it in place (a loader turning into a result).
 *
 * @param state  Current notifications.
 * @param action What happened.
 */
export default function reducer(
	state: NotificationsState = [],
	action: NotificationsAction
): NotificationsState {
	switch ( action.type ) {
		case 'ADD_NOTIFICATION': {
			const { notification } = action;
			const index = state.findIndex(
				( shown ) => shown.uid === notification.uid
			);
			if ( index === -1 ) {
				return [ ...state, notification ];
			}
			const next = [ ...state ];
			next[ index ] = notification;
			return next;
		}
		case 'REMOVE_NOTIFICATION':
			return state.some( ( shown ) => shown.uid === action.uid )
				? state.filter( ( shown ) => shown.uid !== action.uid )
				: state;
	}
	return state;
}
