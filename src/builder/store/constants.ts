export const BUILDER_STORE = 'uipress/builder';

/** How many earlier versions undo can go back to. */
export const HISTORY_LIMIT = 100;

/** REST path of the template post type. */
export const TEMPLATES_PATH = '/wp/v2/uip-ui-template';
