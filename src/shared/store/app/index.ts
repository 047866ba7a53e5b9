/**
 * WordPress dependencies
 */
import { createReduxStore, register, select, subscribe } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { AppState } from '../../config/types';
import {
	readMenuMinimised,
	writeMenuMinimised,
} from '../../menu-state/menu-state';
import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';
import { STORE_NAME } from './constants';

export { STORE_NAME };

/**
 * Creates the `uipress/app` store descriptor, seeded with the server's state.
 * The menu minimised flag is restored from storage (spec: restored at start).
 *
 * @param initial The app state from the page configuration.
 * @param storage Where the menu flag is kept.
 */
export function createAppStore(
	initial: AppState,
	storage: Storage | undefined
) {
	return createReduxStore( STORE_NAME, {
		reducer,
		actions,
		selectors,
		initialState: {
			...initial,
			menu_minimised: readMenuMinimised(
				storage,
				initial.menu_minimised
			),
		},
	} );
}

export type AppStore = ReturnType< typeof createAppStore >;

/**
 * Registers the app store and saves the menu flag whenever it changes
 * (spec: saved on change).
 *
 * @param initial The app state from the page configuration.
 * @param storage Where the menu flag is kept.
 */
export function registerAppStore(
	initial: AppState,
	storage: Storage | undefined
): AppStore {
	const store = createAppStore( initial, storage );
	register( store );

	let minimised = select( store ).isMenuMinimised();
	subscribe( () => {
		const next = select( store ).isMenuMinimised();
		if ( next !== minimised ) {
			minimised = next;
			writeMenuMinimised( storage, next );
		}
	}, store );

	return store;
}
