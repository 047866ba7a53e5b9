export type NotificationStatus = 'success' | 'error' | 'warning' | 'default';

export interface Notification {
	uid: string;
	title: string;
	message: string;
	status: NotificationStatus;
	/** Dismissable notifications disappear after 6 s or on click. */
	dismissable: boolean;
	/** Shows a spinner (a long task in progress). */
	loader: boolean;
}

export const NOTIFICATION_LIFETIME_MS = 6000;
