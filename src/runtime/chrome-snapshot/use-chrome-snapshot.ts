/**
 * The chrome's snapshot in the runtime's life: after the first render, the
 * printed snapshot makes way for the real chrome (handover.ts), and a new
 * one is sent for the next visit when this page settles (keep.ts).
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { RUNTIME_ROOT_ID } from '../root-id';
import { captureChrome } from './capture';
import { printedSnapshot, releaseSnapshot } from './handover';
import { keepChromeSnapshot, type SnapshotKey } from './keep';

/**
 * Hands over from the printed snapshot and keeps the next one. Call once,
 * in the component that renders the template.
 *
 * @param snapshotKey  The page's key and token; undefined sends nothing.
 * @param statePrinted Whether the page opened with the state the server
 *                     prints (a collapsed menu known from local storage
 *                     only is not): a snapshot of another state would not
 *                     match the page it is printed on.
 */
export function useChromeSnapshot(
	snapshotKey: SnapshotKey | undefined,
	statePrinted: boolean
): void {
	useEffect( () => {
		const root = document.getElementById( RUNTIME_ROOT_ID );
		if ( ! root ) {
			return;
		}
		const printed = printedSnapshot();
		const printedMarkup = printed ? captureChrome( printed ) : null;
		releaseSnapshot( root );
		if ( ! snapshotKey || ! statePrinted ) {
			return;
		}
		return keepChromeSnapshot( root, snapshotKey, printedMarkup ).stop;
		// The first render's page only: later renders are other states.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
