/**
 * Notifications: the `uipress/notifications` store and its toast list.
 */
export {
	notificationsStore,
	ensureNotificationsStore,
	type NotificationInput,
} from './store';
export { useCreateNotification } from './use-create-notification';
export { STORE_NAME as NOTIFICATIONS_STORE_NAME } from './constants';
export { default as Notifications } from './notifications';
export { generateUid, UID_LENGTH } from './uid';
