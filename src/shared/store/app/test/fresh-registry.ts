/**
 * WordPress dependencies
 */
import { createRegistry, dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { AppStore } from '..';

/**
 * A registry of its own for one test, with the app store registered and the
 * typed select/dispatch of the default registry (the package types the
 * registry object's methods only as Function).
 *
 * @param store The store to register.
 */
export function freshRegistryWith( store: AppStore ) {
	const registry = createRegistry();
	const typed = registry as unknown as {
		register: ( descriptor: AppStore ) => void;
		select: typeof select;
		dispatch: typeof dispatch;
	};
	typed.register( store );
	return { registry, select: typed.select, dispatch: typed.dispatch };
}
