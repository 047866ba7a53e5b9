/** Share of the window width the panel takes. */
export const OFF_CANVAS_WIDTH_PERCENT = 30;
/** Time the closing animation takes before the panel is gone, in ms. */
export const OFF_CANVAS_CLOSE_MS = 200;
/** The page event after which a panel with closeOnPageLoad closes. */
export const PAGE_LOAD_FINISH_EVENT = 'uipress/page/loadfinish';

export type OffCanvasState = 'closed' | 'open' | 'closing';
export type OffCanvasEvent = 'open' | 'close' | 'closed';

/**
 * closed → open → closing (200 ms) → closed.
 *
 * @param state Current state.
 * @param event What happened.
 */
export function nextOffCanvasState(
	state: OffCanvasState,
	event: OffCanvasEvent
): OffCanvasState {
	switch ( event ) {
		case 'open':
			return 'open';
		case 'close':
			return state === 'open' ? 'closing' : state;
		case 'closed':
			return state === 'closing' ? 'closed' : state;
	}
	return state;
}

/**
 * Panel width in px for a window width.
 *
 * @param windowWidth Window width in px.
 */
export function offCanvasWidth( windowWidth: number ): number {
	return Math.round( ( windowWidth * OFF_CANVAS_WIDTH_PERCENT ) / 100 );
}

/**
 * What push mode moves: the admin page's wrapper (the interface lives in
 * it), never the body the panel is portalled into — a transformed body
 * would carry the fixed panel and its backdrop along with it.
 *
 * @param document The page.
 */
export function pushTarget( document: Document ): HTMLElement {
	return (
		document.getElementById( 'wpwrap' ) ??
		document.getElementById( 'uip-runtime-root' ) ??
		document.body
	);
}

/**
 * The transform that pushes the page aside by the panel's width.
 *
 * @param side  Side the panel opens from.
 * @param width Panel width in px.
 */
export function pushTransform( side: 'left' | 'right', width: number ): string {
	return `translateX(${ side === 'left' ? width : -width }px)`;
}
