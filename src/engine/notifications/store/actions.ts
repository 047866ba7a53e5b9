/**
 * Internal dependencies
 */
import type { Notification, NotificationStatus } from '../../types';
import { generateUid } from '../uid';

/** What a caller gives; everything but the text has a default. */
export interface NotificationInput {
	title?: string;
	message?: string;
	/** Default 'default'. */
	status?: NotificationStatus;
	/** Default true: it disappears after 6 s or on click. */
	dismissable?: boolean;
	/** Default false. */
	loader?: boolean;
	/** An id of the caller's choosing; generated when absent. */
	uid?: string;
}

export type NotificationsAction =
	| { type: 'ADD_NOTIFICATION'; notification: Notification }
	| { type: 'REMOVE_NOTIFICATION'; uid: string };

const STATUSES: readonly NotificationStatus[] = [
	'success',
	'error',
	'warning',
	'default',
];

/**
 * The stored notification for an input, with defaults applied.
 *
 * @param input What the caller gave.
 */
export function toNotification( input: NotificationInput ): Notification {
	return {
		uid: input.uid || generateUid(),
		title: input.title ?? '',
		message: input.message ?? '',
		status:
			input.status && STATUSES.includes( input.status )
				? input.status
				: 'default',
		dismissable: input.dismissable ?? true,
		loader: input.loader ?? false,
	};
}

/**
 * Shows a notification.
 *
 * `dispatch( notificationsStore ).createNotification( … )` resolves to the
 * notification's uid, which `removeNotification` takes (a loader is removed
 * that way once its task ends).
 *
 * @param input Title, message, status, dismissable, loader.
 */
export const createNotification =
	( input: NotificationInput ) =>
	( {
		dispatch,
	}: {
		dispatch: ( action: NotificationsAction ) => void;
	} ): string => {
		const notification = toNotification( input );
		dispatch( { type: 'ADD_NOTIFICATION', notification } );
		return notification.uid;
	};

/**
 * Removes a notification; removing one that is gone does nothing.
 *
 * @param uid The notification's uid.
 */
export function removeNotification( uid: string ): NotificationsAction {
	return { type: 'REMOVE_NOTIFICATION', uid };
}
