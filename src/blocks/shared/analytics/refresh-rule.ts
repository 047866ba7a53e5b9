/**
 * When a live block (realtime) asks again: every `interval` while the page
 * is visible, never while it is hidden, and at once on becoming visible
 * when a refresh fell due meanwhile.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * The wait before the next refresh, or null while the page is hidden.
 *
 * @param settledAt When the last answer arrived (ms), 0 when none yet.
 * @param now       Now (ms).
 * @param interval  The refresh interval (ms).
 * @param hidden    Whether the page is hidden.
 */
export function nextRefreshIn(
	settledAt: number,
	now: number,
	interval: number,
	hidden: boolean
): number | null {
	if ( hidden || settledAt === 0 ) {
		return null;
	}
	return Math.max( 0, settledAt + interval - now );
}

/**
 * Calls `refresh` by the rule above. `settledAt` changes with each answer,
 * which restarts the wait.
 *
 * @param refresh   Asks again.
 * @param settledAt When the last answer arrived (ms), 0 while loading.
 * @param interval  The refresh interval (ms).
 */
export function useRefreshWhileVisible(
	refresh: () => void,
	settledAt: number,
	interval: number
): void {
	const latest = useRef( refresh );
	latest.current = refresh;
	useEffect( () => {
		let timer: ReturnType< typeof setTimeout > | undefined;
		const schedule = () => {
			clearTimeout( timer );
			const wait = nextRefreshIn(
				settledAt,
				Date.now(),
				interval,
				document.visibilityState === 'hidden'
			);
			if ( wait !== null ) {
				timer = setTimeout( () => latest.current(), wait );
			}
		};
		schedule();
		document.addEventListener( 'visibilitychange', schedule );
		return () => {
			clearTimeout( timer );
			document.removeEventListener( 'visibilitychange', schedule );
		};
	}, [ settledAt, interval ] );
}
