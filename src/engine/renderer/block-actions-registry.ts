/**
 * Internal dependencies
 */
import type { BlockActionHandlers } from '../types';

/** Where one renderer's blocks register their block-specific action handlers. */
export interface BlockActionsRegistry {
	/**
	 * Registers the handlers of a rendered block; returns the unregister.
	 * `read` is called each time an interaction runs, so it can hand out the
	 * block's latest handlers.
	 */
	register: ( uid: string, read: () => BlockActionHandlers ) => () => void;
	/** The handlers of the block `uid`, when it is rendered and has any. */
	get: ( uid: string ) => BlockActionHandlers | undefined;
}

/**
 * A registry for one renderer. A uid rendered several times (the children of
 * a query loop) answers with the handlers registered last.
 */
export function createBlockActionsRegistry(): BlockActionsRegistry {
	const readers = new Map< string, Array< () => BlockActionHandlers > >();
	return {
		register( uid, read ) {
			readers.set( uid, [ ...( readers.get( uid ) ?? [] ), read ] );
			return () => {
				const left = ( readers.get( uid ) ?? [] ).filter(
					( entry ) => entry !== read
				);
				if ( left.length ) {
					readers.set( uid, left );
				} else {
					readers.delete( uid );
				}
			};
		},
		get( uid ) {
			const entries = readers.get( uid );
			return entries?.[ entries.length - 1 ]?.();
		},
	};
}
