/**
 * Internal dependencies
 */
import type { Notification } from '../../types';
import type { NotificationsState } from './reducer';

export const getNotifications = ( state: NotificationsState ): Notification[] =>
	state;

export const getNotification = (
	state: NotificationsState,
	uid: string
): Notification | undefined =>
	state.find( ( notification ) => notification.uid === uid );
