/**
 * Internal dependencies
 */
import { BREAKPOINTS } from '../../engine/types';
import type { Viewport } from '../../engine/types';
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
	/** The scale that fits `width` into the canvas, at most 1. */
	scale: number;
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
 * canvas's width.
 *
 * @param viewport The simulated viewport.
 * @param screen   The window's inner size.
 * @param room     The canvas's width for the template.
 */
export function canvasLayout(
	viewport: Viewport,
	screen: Size,
	room: number
): CanvasLayout {
	const width =
		viewport === 'desktop'
			? Math.max( screen.width, BREAKPOINTS.desktop )
			: CANVAS_WIDTHS[ viewport ];
	return {
		width,
		minHeight: screen.height,
		scale: fitScale( room, width ),
	};
}
