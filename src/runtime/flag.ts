/**
 * A page-wide on/off state components can follow (full screen, menu
 * collapsed): one value per page, shared by every block that shows it.
 */

/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

export interface Flag {
	get: () => boolean;
	set: ( value: boolean ) => void;
	subscribe: ( listener: () => void ) => () => void;
}

/**
 * Creates a flag.
 *
 * @param initial  Starting value.
 * @param onChange Called after each change.
 */
export function createFlag(
	initial: boolean,
	onChange?: ( value: boolean ) => void
): Flag {
	let value = initial;
	const listeners = new Set< () => void >();
	return {
		get: () => value,
		set( next ) {
			if ( next === value ) {
				return;
			}
			value = next;
			onChange?.( next );
			listeners.forEach( ( listener ) => listener() );
		},
		subscribe( listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}

/**
 * The flag's value, re-rendering when it changes.
 *
 * @param flag The flag.
 */
export function useFlag( flag: Flag ): boolean {
	return useSyncExternalStore( flag.subscribe, flag.get, flag.get );
}

/** Full screen of the page content frame (spec: full screen). */
export const fullScreenFlag = createFlag( false, ( on ) =>
	document.documentElement.toggleAttribute( 'uip-fullscreen', on )
);
