/**
 * WordPress dependencies
 */
import { createReduxStore, register, select } from '@wordpress/data';

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
export const notificationsStore = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

/**
 * Registers the store in the default registry once. Several UiPress scripts
 * (and the page's own copy of @wordpress/data) may share one registry, so a
 * store already there is kept.
 */
export function registerNotificationsStore(): void {
	if ( ! select( STORE_NAME ) ) {
		register( notificationsStore );
	}
}
