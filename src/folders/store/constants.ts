/** The folders store's name in the @wordpress/data registry. */
export const FOLDERS_STORE = 'uipress/folders';

/** The notices context of the panel's snackbars (Undo, errors). */
export const FOLDERS_NOTICES_CONTEXT = 'uipress/folders';

/** Moves of more items than this show a progress bar. */
export const PROGRESS_THRESHOLD = 100;
