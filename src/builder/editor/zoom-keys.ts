/**
 * The canvas's zoom keys. They act only while the focus is in the canvas
 * (its handler is the canvas region's), so everywhere else in the editor the
 * browser's own zoom keys work as usual.
 */

/**
 * Internal dependencies
 */
import type { CanvasZoom } from '../store';
import { nextZoom } from './canvas-scale';

/** What a zoom key does. */
export type ZoomKey = 'fit' | 'in' | 'out';

/** The parts of a keyboard event the zoom keys read. */
export interface ZoomKeyPress {
	key: string;
	ctrlKey: boolean;
	metaKey: boolean;
	altKey: boolean;
}

/** The keys, as the zoom menu shows them. */
export const ZOOM_SHORTCUTS: Record< string, string > = {
	fit: 'Ctrl+0',
	in: 'Ctrl+=',
	out: 'Ctrl+-',
};

/**
 * The zoom a key press asks for, or null: Ctrl/Cmd+0 fits, Ctrl/Cmd+= (or +)
 * zooms in, Ctrl/Cmd+- zooms out.
 *
 * @param event The key press.
 */
export function zoomKeyFor( event: ZoomKeyPress ): ZoomKey | null {
	if ( ! ( event.ctrlKey || event.metaKey ) || event.altKey ) {
		return null;
	}
	switch ( event.key ) {
		case '0':
			return 'fit';
		case '=':
		case '+':
			return 'in';
		case '-':
			return 'out';
	}
	return null;
}

/**
 * The zoom after a zoom key.
 *
 * @param command What the key does.
 * @param zoom    The current zoom.
 * @param fit     The scale 'fit' gives now.
 */
export function zoomAfter(
	command: ZoomKey,
	zoom: CanvasZoom,
	fit: number
): CanvasZoom {
	if ( command === 'fit' ) {
		return 'fit';
	}
	return nextZoom( zoom, fit, command === 'in' ? 1 : -1 );
}
