export type AppAction =
	| { type: 'SET_LOADING'; loading: boolean }
	| { type: 'SET_MENU_MINIMISED'; minimised: boolean };

/**
 * Marks the interface as loading (a spinner shows) or ready.
 *
 * @param loading Whether data is still loading.
 */
export function setLoading( loading: boolean ): AppAction {
	return { type: 'SET_LOADING', loading };
}

/**
 * Minimises or expands the admin menu.
 *
 * @param minimised Whether the menu is minimised.
 */
export function setMenuMinimised( minimised: boolean ): AppAction {
	return { type: 'SET_MENU_MINIMISED', minimised };
}
