/**
 * WordPress dependencies
 */
import { useEffect, type RefObject } from '@wordpress/element';

/** On the body while previewing: a modal block's dialog keeps to the canvas. */
export const PREVIEW_BODY_CLASS = 'uip-builder-is-previewing';

/**
 * While previewing, gives the page the canvas's rectangle (`--uip-canvas-top`,
 * `-left`, `-width`, `-height` on the body), kept up as the canvas moves or
 * resizes. A modal block's dialog is WordPress's Modal, which always opens in
 * the page's body: builder-only styles (canvas-popups.scss) fit its overlay
 * to that rectangle, so it covers the template being previewed and not the
 * sidebars.
 *
 * @param canvas  The canvas element.
 * @param preview Whether previewing.
 */
export function usePreviewDialogBounds(
	canvas: RefObject< HTMLElement >,
	preview: boolean
): void {
	useEffect( () => {
		const element = canvas.current;
		const body = element?.ownerDocument.body;
		if ( ! preview || ! element || ! body ) {
			return;
		}
		const place = () => {
			const box = element.getBoundingClientRect();
			body.style.setProperty( '--uip-canvas-top', `${ box.top }px` );
			body.style.setProperty( '--uip-canvas-left', `${ box.left }px` );
			body.style.setProperty( '--uip-canvas-width', `${ box.width }px` );
			body.style.setProperty(
				'--uip-canvas-height',
				`${ box.height }px`
			);
		};
		place();
		body.classList.add( PREVIEW_BODY_CLASS );
		const view = element.ownerDocument.defaultView;
		const resize =
			view && 'ResizeObserver' in view
				? new view.ResizeObserver( place )
				: null;
		resize?.observe( element );
		view?.addEventListener( 'resize', place );
		return () => {
			resize?.disconnect();
			view?.removeEventListener( 'resize', place );
			body.classList.remove( PREVIEW_BODY_CLASS );
			for ( const side of [ 'top', 'left', 'width', 'height' ] ) {
				body.style.removeProperty( `--uip-canvas-${ side }` );
			}
		};
	}, [ canvas, preview ] );
}
