/**
 * Internal dependencies
 */
import { BREAKPOINTS } from '../../engine/types';
import type { Viewport } from '../../engine/types';
import { CANVAS_ZOOMS, type CanvasZoom } from '../store/preferences';
import { CANVAS_WIDTHS } from './constants';

/** A width and height in CSS pixels. */
export interface Size {
	width: number;
	height: number;
}

/** How the template sits in the canvas. */
export interface CanvasLayout {
	/** The width the template is laid out at, before scaling. */
	width: number;
	/** The least height it is laid out at, before scaling. */
	minHeight: number;
	/** The scale the template shows at: the zoom's, or `fit`'s. */
	scale: number;
	/** The scale that fits `width` into the canvas, at most 1. */
	fit: number;
}

/**
 * The scale that fits `width` into `available` pixels: never above 1 (a
 * narrow viewport is shown at its real size, not blown up).
 *
 * @param available The canvas's width for the template.
 * @param width     The width the template is laid out at.
 */
export function fitScale( available: number, width: number ): number {
	if ( available <= 0 || width <= 0 ) {
		return 1;
	}
	return Math.min( 1, available / width );
}

/**
 * How the template is laid out and scaled in `viewport`: at the viewport's
 * real width (desktop is the administrator's own window, at least the first
 * desktop width) and at least the window's height, so a template sized in
 * `vh` fills it as it will fill the screen; then scaled down to fit the
 * canvas's width, or to the zoom's percentage (the canvas scrolls then).
 *
 * @param viewport The simulated viewport.
 * @param screen   The window's inner size.
 * @param room     The canvas's width for the template.
 * @param zoom     'fit' or a percentage.
 */
export function canvasLayout(
	viewport: Viewport,
	screen: Size,
	room: number,
	zoom: CanvasZoom = 'fit'
): CanvasLayout {
	const width =
		viewport === 'desktop'
			? Math.max( screen.width, BREAKPOINTS.desktop )
			: CANVAS_WIDTHS[ viewport ];
	const fit = fitScale( room, width );
	return {
		width,
		minHeight: screen.height,
		scale: zoomScale( zoom, fit ),
		fit,
	};
}

/**
 * The scale a zoom shows the template at.
 *
 * @param zoom 'fit' or a percentage.
 * @param fit  The scale 'fit' gives now.
 */
export function zoomScale( zoom: CanvasZoom, fit: number ): number {
	return zoom === 'fit' ? fit : zoom / 100;
}

/**
 * The zoom level whose scale is the nearest above (`step` 1) or below (-1)
 * the current one, 'fit' among them; the same zoom when there is none.
 *
 * @param zoom The current zoom.
 * @param fit  The scale 'fit' gives now.
 * @param step 1 to zoom in, -1 to zoom out.
 */
export function nextZoom(
	zoom: CanvasZoom,
	fit: number,
	step: 1 | -1
): CanvasZoom {
	const current = zoomScale( zoom, fit );
	let best: CanvasZoom = zoom;
	let bestDistance = Infinity;
	for ( const level of CANVAS_ZOOMS ) {
		// Past the current scale in the step's direction, by more than a
		// rounding error ('fit' may equal a percentage).
		const distance = ( zoomScale( level, fit ) - current ) * step;
		if ( distance > 0.001 && distance < bestDistance ) {
			best = level;
			bestDistance = distance;
		}
	}
	return best;
}
