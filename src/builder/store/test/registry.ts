/**
 * WordPress dependencies
 */
import { createRegistry, dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { builderStore } from '..';
import { notificationsStore } from '../../../engine/notifications';

/**
 * A registry of its own for one test, with the builder and notifications
 * stores and typed select/dispatch.
 */
export function freshBuilderRegistry() {
	const registry = createRegistry();
	const typed = registry as unknown as {
		register: (
			descriptor: typeof builderStore | typeof notificationsStore
		) => void;
		select: typeof select;
		dispatch: typeof dispatch;
	};
	typed.register( builderStore );
	typed.register( notificationsStore );
	return {
		registry,
		select: () => typed.select( builderStore ),
		dispatch: () => typed.dispatch( builderStore ),
		notifications: () =>
			typed.select( notificationsStore ).getNotifications(),
	};
}
