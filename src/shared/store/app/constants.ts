export const STORE_NAME = 'uipress/app';
