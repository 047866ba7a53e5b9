/**
 * WordPress dependencies
 */
import { createRegistry, dispatch, select } from '@wordpress/data';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import { builderStore } from '..';
import { notificationsStore } from '../../../engine/notifications';

/**
 * A registry of its own for one test, with the builder, notifications and
 * preferences stores and typed select/dispatch.
 */
export function freshBuilderRegistry() {
	const registry = createRegistry();
	const typed = registry as unknown as {
		register: (
			descriptor:
				| typeof builderStore
				| typeof notificationsStore
				| typeof preferencesStore
		) => void;
		select: typeof select;
		dispatch: typeof dispatch;
	};
	typed.register( builderStore );
	typed.register( notificationsStore );
	typed.register( preferencesStore );
	return {
		registry,
		select: () => typed.select( builderStore ),
		dispatch: () => typed.dispatch( builderStore ),
		notifications: () =>
			typed.select( notificationsStore ).getNotifications(),
		preferences: () => typed.select( preferencesStore ),
		setPreferencesPersistence: (
			layer: Parameters<
				ReturnType<
					typeof dispatch< typeof preferencesStore >
				>[ 'setPersistenceLayer' ]
			>[ 0 ]
		) => typed.dispatch( preferencesStore ).setPersistenceLayer( layer ),
	};
}
