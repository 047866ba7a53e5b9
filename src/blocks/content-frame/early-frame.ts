/**
 * The content frame's first page, started with the interface page's HTML
 * (Takeover::early_frame_script()): a hidden iframe the page content block
 * moves into its place with `moveBefore()`, which keeps the frame's
 * document, so the page does not wait for the interface's scripts.
 */

export const EARLY_FRAME_ID = 'uip-early-frame';

type MovingParent = Element & {
	moveBefore: ( node: Node, child: Node | null ) => void;
};

/**
 * The early frame when it shows `startUrl` and this browser can move it
 * with its document; null otherwise (the block loads the page itself).
 *
 * @param startUrl The page the block starts with (runtime.frameUrl).
 */
export function findEarlyFrame( startUrl: string ): HTMLIFrameElement | null {
	const frame = document.getElementById( EARLY_FRAME_ID );
	return frame instanceof HTMLIFrameElement &&
		frame.getAttribute( 'data-uip-start' ) === startUrl &&
		typeof ( Element.prototype as Partial< MovingParent > ).moveBefore ===
			'function'
		? frame
		: null;
}

/**
 * Moves the early frame into `parent`, its document kept, and makes it an
 * ordinary frame of the block.
 *
 * @param frame  The early frame.
 * @param parent Where it goes.
 */
export function adoptEarlyFrame(
	frame: HTMLIFrameElement,
	parent: Element
): void {
	( parent as MovingParent ).moveBefore( frame, null );
	frame.removeAttribute( 'id' );
	frame.removeAttribute( 'style' );
	frame.removeAttribute( 'aria-hidden' );
	frame.removeAttribute( 'tabindex' );
}

/**
 * Whether a frame's page has loaded (its load event has run) and can be
 * read: a frame adopted after its page loaded gets no load event.
 *
 * @param frame The frame.
 */
export function hasLoaded( frame: HTMLIFrameElement ): boolean {
	try {
		const doc = frame.contentDocument;
		return (
			!! doc &&
			doc.readyState === 'complete' &&
			doc.location.href !== 'about:blank'
		);
	} catch {
		return false;
	}
}

/**
 * Removes an early frame no block took (the template's page content block
 * did not render), so its page does not run unseen.
 */
export function discardEarlyFrame(): void {
	document.getElementById( EARLY_FRAME_ID )?.remove();
}
