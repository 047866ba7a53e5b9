/**
 * WordPress dependencies
 */
import { createRegistry, dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../store';

/**
 * A registry of its own with the notifications store, and its typed
 * select/dispatch (the package types the registry's methods only as Function).
 */
export function freshNotificationsRegistry() {
	const registry = createRegistry();
	const typed = registry as unknown as {
		register: ( descriptor: typeof notificationsStore ) => void;
		select: typeof select;
		dispatch: typeof dispatch;
	};
	typed.register( notificationsStore );
	return {
		registry,
		select: () => typed.select( notificationsStore ),
		dispatch: () => typed.dispatch( notificationsStore ),
	};
}
