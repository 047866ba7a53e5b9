/**
 * The runtime takes over from the printed snapshot (Runtime\ChromeSnapshot):
 * the snapshot lies over the root while the runtime renders the same chrome
 * beneath it, and goes once that render is in the page (the next paint
 * shows the runtime's chrome in its place), so nothing flashes and nothing
 * moves. Both use the same fonts and images: a font still
 * loading hides the icons of both alike, and the images the snapshot showed
 * are in the browser's memory. A page printed without a snapshot for its
 * width loads the chunk that keeps one for the next visit (start.ts); most
 * pages never load it, the chunk waits for the window's load itself, and
 * the browser keeps its file.
 */

/**
 * Internal dependencies
 */
import { laterChunk } from '../../shared/printed-chunks';

/** The chunk that captures and sends a snapshot (webpack.config.js). */
export const KEEP_CHUNK = 'later/snapshot';

/**
 * Removes the printed snapshots (one per width band may be printed; CSS
 * shows the window's), and keeps one when none was shown for the window's
 * width. Call once, after the runtime's first render.
 */
export function takeOverChrome(): void {
	const snapshots = [
		...document.querySelectorAll( '[data-uip-chrome-snapshot]' ),
	];
	const shown = snapshots.some( ( snapshot ) => snapshot.checkVisibility() );
	snapshots.forEach( ( snapshot ) => snapshot.remove() );
	if ( ! shown ) {
		laterChunk( KEEP_CHUNK );
	}
}
