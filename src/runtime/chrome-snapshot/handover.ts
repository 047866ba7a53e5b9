/**
 * The runtime takes over from the printed snapshot: the snapshot lies over
 * the root while the runtime renders the same chrome beneath it, and goes
 * once that chrome is drawn (its images decoded, its fonts loaded), so
 * nothing flashes and nothing moves.
 */

/**
 * Internal dependencies
 */
import { SNAPSHOT_SELECTOR } from './capture';

/** Longest wait for the chrome's images and fonts before the snapshot goes anyway. */
const LONGEST_WAIT_MS = 1000;

/**
 * The snapshot the server printed for the window's width (one per width
 * band may be printed; CSS shows the one of the window's), or null.
 *
 * @param doc The document.
 */
export function printedSnapshot( doc: Document = document ): Element | null {
	return (
		Array.from( doc.querySelectorAll( SNAPSHOT_SELECTOR ) ).find(
			( snapshot ) =>
				doc.defaultView?.getComputedStyle( snapshot ).display !== 'none'
		) ?? null
	);
}

/**
 * Resolves when what the chrome shows is drawn: its images decoded and the
 * document's fonts loaded, or after LONGEST_WAIT_MS.
 *
 * @param root The runtime's root.
 */
function chromeDrawn( root: Element ): Promise< void > {
	const images = Array.from( root.querySelectorAll( 'img' ) )
		.filter( ( image ) => ! image.hidden && ! image.complete )
		.map( ( image ) => image.decode().catch( () => undefined ) );
	const fonts = document.fonts?.ready ?? Promise.resolve();
	return Promise.race( [
		Promise.all( [ ...images, fonts ] ).then( () => undefined ),
		new Promise< void >( ( resolve ) =>
			setTimeout( resolve, LONGEST_WAIT_MS )
		),
	] );
}

/**
 * Removes the printed snapshot once the chrome the runtime rendered into
 * `root` is drawn (called after the runtime's first render). Resolves when
 * it is gone; at once when none was printed.
 *
 * @param root The runtime's root.
 */
export async function releaseSnapshot( root: Element ): Promise< void > {
	const snapshots = root.ownerDocument.querySelectorAll( SNAPSHOT_SELECTOR );
	if ( snapshots.length === 0 ) {
		return;
	}
	await chromeDrawn( root );
	// The next frame shows the runtime's chrome, drawn already.
	await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
	snapshots.forEach( ( snapshot ) => snapshot.remove() );
}
