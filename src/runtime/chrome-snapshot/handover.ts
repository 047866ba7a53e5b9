/**
 * The runtime takes over from the printed snapshot: the snapshot lies over
 * the root while the runtime renders the same chrome beneath it, and goes
 * on the frame after that render, so nothing flashes and nothing moves.
 * Both use the same fonts and images: a font still loading hides the icons
 * of both alike, and the images the snapshot showed are in the browser's
 * memory.
 */

/**
 * Removes the printed snapshots (one per width band may be printed; CSS
 * shows the window's) on the next frame. Call after the runtime's first
 * render. Returns whether one was shown for the window's width.
 */
export function releaseSnapshot(): boolean {
	const snapshots = document.querySelectorAll( '[data-uip-chrome-snapshot]' );
	requestAnimationFrame( () =>
		snapshots.forEach( ( snapshot ) => snapshot.remove() )
	);
	return Array.from( snapshots ).some(
		( snapshot ) => getComputedStyle( snapshot ).display !== 'none'
	);
}
