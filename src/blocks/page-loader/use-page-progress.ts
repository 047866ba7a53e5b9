/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, usePageEvent } from '../../runtime/events';

/** Progress-bar defaults (spec: business constants). */
export const PROGRESS_DEFAULTS = {
	/** A load shorter than this shows no bar. */
	throttle: 200,
	/** Time the bar takes to creep towards the end. */
	duration: 2000,
	/** Bar height in px. */
	height: 3,
	/** The full bar stays this long after loading ends. */
	hide: 500,
	/** Then it goes back to empty after this long. */
	reset: 400,
} as const;

/** The loader shows at most this long after a start event. */
export const LOADER_MAX_VISIBLE = 2000;

/**
 * idle: nothing shown; running: the bar creeps forward; complete: full, about
 * to hide; hidden: faded out, about to reset.
 */
export type ProgressState = 'idle' | 'running' | 'complete' | 'hidden';

/**
 * The progress bar's state, driven by `uipress/page/loadstart` and
 * `uipress/page/loadfinish`.
 */
export function usePageProgress(): ProgressState {
	const [ state, setState ] = useState< ProgressState >( 'idle' );
	const timers = useRef< ReturnType< typeof setTimeout >[] >( [] );
	const shown = useRef( false );

	const clear = () => {
		timers.current.forEach( clearTimeout );
		timers.current = [];
	};
	const later = ( callback: () => void, delay: number ) => {
		timers.current.push( setTimeout( callback, delay ) );
	};

	const finish = useCallback( () => {
		clear();
		if ( ! shown.current ) {
			setState( 'idle' );
			return;
		}
		setState( 'complete' );
		later( () => {
			setState( 'hidden' );
			later( () => {
				shown.current = false;
				setState( 'idle' );
			}, PROGRESS_DEFAULTS.reset );
		}, PROGRESS_DEFAULTS.hide );
	}, [] );

	usePageEvent( PAGE_EVENTS.loadStart, () => {
		clear();
		later( () => {
			shown.current = true;
			setState( 'running' );
		}, PROGRESS_DEFAULTS.throttle );
		later( finish, LOADER_MAX_VISIBLE );
	} );
	usePageEvent( PAGE_EVENTS.loadFinish, finish );

	useEffect( () => clear, [] );
	return state;
}
