/**
 * The chrome's snapshot in the runtime's life: after the first render, the
 * printed snapshot makes way for the real chrome (handover.ts); a page
 * printed without one for its width loads the chunk that keeps one for the
 * next visit (start.ts). Most pages never load it; the chunk waits for the
 * window's load itself, and the browser keeps its file.
 */

/**
 * Internal dependencies
 */
import { laterChunk } from '../../shared/printed-chunks';
import { releaseSnapshot } from './handover';

/** The chunk that captures and sends a snapshot (webpack.config.js). */
export const KEEP_CHUNK = 'later/chrome-snapshot';

/**
 * Takes over from the printed snapshot; when the page had none for the
 * window's width, loads the chunk that keeps one (it reads the page's key,
 * `runtime.snapshot` as printed). Call once, after the runtime's first
 * render.
 */
export function takeOverChrome(): void {
	if ( ! releaseSnapshot() ) {
		laterChunk( KEEP_CHUNK );
	}
}
