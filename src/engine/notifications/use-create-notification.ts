/**
 * WordPress dependencies
 */
import { useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	ensureNotificationsStore,
	notificationsStore,
	type NotificationInput,
	type RegistryLike,
} from './store';

type NotifyingRegistry = RegistryLike & {
	dispatch: ( store: typeof notificationsStore ) => {
		createNotification: ( input: NotificationInput ) => Promise< string >;
	};
};

/**
 * A function that shows a notification through the registry in context
 * (registering the store there first when needed) and resolves to its uid.
 */
export function useCreateNotification(): (
	input: NotificationInput
) => Promise< string > {
	const registry = useRegistry() as unknown as NotifyingRegistry;
	return useCallback(
		( input: NotificationInput ) => {
			ensureNotificationsStore( registry );
			return registry
				.dispatch( notificationsStore )
				.createNotification( input );
		},
		[ registry ]
	);
}
