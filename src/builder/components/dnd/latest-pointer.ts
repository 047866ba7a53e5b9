/**
 * The pointer's latest position, from the window's own pointer events.
 *
 * What @dnd-kit reports during a drag (`delta`, `over`, and the event given
 * to `onDragEnd`) is as of its last render. A busy page may receive the last
 * moves and the release before that render, so a drop computed from them
 * lands where the pointer was a few moves earlier: on a small target (a
 * container that holds one line of text) that is often beside it. Where the
 * pointer is comes from here instead.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import type { MutableRefObject } from 'react';

/**
 * Internal dependencies
 */
import type { Point } from './types';

const POINTER_EVENTS = [ 'pointerdown', 'pointermove', 'pointerup' ] as const;

/**
 * Starts recording the pointer's position in the window (client
 * coordinates). Listens in the capture phase, so a position is recorded
 * before any other listener (the drag sensor's among them) handles the event.
 *
 * @param view   The window.
 * @param record Called with each position.
 * @return Stops recording.
 */
export function watchPointer(
	view: Window,
	record: ( point: Point ) => void
): () => void {
	const listener = ( event: Event ) => {
		const { clientX, clientY } = event as MouseEvent;
		if ( typeof clientX === 'number' && typeof clientY === 'number' ) {
			record( { x: clientX, y: clientY } );
		}
	};
	const options: AddEventListenerOptions = { capture: true, passive: true };
	for ( const type of POINTER_EVENTS ) {
		view.addEventListener( type, listener, options );
	}
	return () => {
		for ( const type of POINTER_EVENTS ) {
			view.removeEventListener( type, listener, options );
		}
	};
}

/**
 * The pointer's latest position in the window while the component is
 * mounted; null until the pointer first moves or presses.
 */
export function useLatestPointer(): MutableRefObject< Point | null > {
	const latest = useRef< Point | null >( null );
	useEffect(
		() =>
			watchPointer( window, ( point ) => {
				latest.current = point;
			} ),
		[]
	);
	return latest;
}
