/**
 * WordPress dependencies
 */
import * as data from '@wordpress/data';

/**
 * Internal dependencies
 */
import { STORE_NAME } from '../constants';
import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';

export type { NotificationInput } from './actions';

/**
 * The `uipress/notifications` store: toasts any part of the interface shows.
 */
export const notificationsStore = data.createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

/** The part of a @wordpress/data registry this module uses. */
export interface RegistryLike {
	select: ( storeName: string ) => unknown;
	register: ( store: typeof notificationsStore ) => void;
}

/**
 * Registers the store in `registry` unless it is already there. Several
 * UiPress scripts may share one registry (WordPress's), so a store already
 * there is kept.
 *
 * @param registry A @wordpress/data registry; the default one when omitted.
 */
export function ensureNotificationsStore(
	registry: RegistryLike = data as unknown as RegistryLike
): void {
	if ( ! registry.select( STORE_NAME ) ) {
		registry.register( notificationsStore );
	}
}

// Importing the store makes it available in the default registry.
ensureNotificationsStore();
