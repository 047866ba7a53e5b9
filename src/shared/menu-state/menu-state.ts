/**
 * Local storage key for the menu minimised flag (spec: business constants).
 */
export const MENU_STATE_STORAGE_KEY = 'uipc-menu-state';

/**
 * The stored menu minimised flag, or `fallback` when nothing usable is stored.
 * Storage can throw (disabled, sandboxed frame), so every access is guarded.
 *
 * @param storage  Where the flag is kept.
 * @param fallback Value when nothing is stored.
 */
export function readMenuMinimised(
	storage: Storage | undefined,
	fallback: boolean
): boolean {
	try {
		const stored = storage?.getItem( MENU_STATE_STORAGE_KEY );
		if ( stored === null || stored === undefined ) {
			return fallback;
		}
		const parsed: unknown = JSON.parse( stored );
		return typeof parsed === 'boolean' ? parsed : fallback;
	} catch {
		return fallback;
	}
}

/**
 * Saves the menu minimised flag; returns whether it was stored.
 *
 * @param storage   Where the flag is kept.
 * @param minimised The flag.
 */
export function writeMenuMinimised(
	storage: Storage | undefined,
	minimised: boolean
): boolean {
	try {
		if ( ! storage ) {
			return false;
		}
		storage.setItem( MENU_STATE_STORAGE_KEY, JSON.stringify( minimised ) );
		return true;
	} catch {
		return false;
	}
}

/**
 * The browser's local storage, or undefined where reading it throws.
 */
export function browserStorage(): Storage | undefined {
	try {
		return window.localStorage;
	} catch {
		return undefined;
	}
}
