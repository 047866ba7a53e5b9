/**
 * The to-do list's fixed values (spec §7, §9).
 */

/** The user preference holding the list (`uipress/v1/preferences/<key>`). */
export const TODO_PREFERENCE_KEY = 'uip-todo-list';

/** Changes are saved this long after the last one, in ms. */
export const TODO_SAVE_DELAY_MS = 8000;

/** A name or description field grows with its text up to this height (px), then scrolls. */
export const TODO_TEXT_MAX_HEIGHT = 500;
