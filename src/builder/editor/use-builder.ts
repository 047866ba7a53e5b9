/**
 * WordPress dependencies
 */
import { useDispatch, useSelect, type select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { builderStore } from '../store';

/** The builder store's selectors, bound to its state. */
export type BuilderSelectors = ReturnType<
	typeof select< typeof builderStore >
>;

/** The builder store's bound actions. */
export function useBuilderActions() {
	return useDispatch( builderStore );
}

/**
 * A value read from the builder store.
 *
 * @param read Reads from the store's selectors.
 * @param deps What `read` depends on.
 */
export function useBuilderSelect< T >(
	read: ( selectors: BuilderSelectors ) => T,
	deps: unknown[] = []
): T {
	// eslint-disable-next-line react-hooks/exhaustive-deps
	return useSelect( ( pick ) => read( pick( builderStore ) ), deps );
}
