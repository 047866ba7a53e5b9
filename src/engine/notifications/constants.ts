export const STORE_NAME = 'uipress/notifications';
