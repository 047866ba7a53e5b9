/**
 * The interface build's off-canvas layer: the window (layer.ts shows panels
 * in the builder's scaled canvas too).
 */

/**
 * Internal dependencies
 */
import type { OffCanvasLayer } from './layer';
import { pushTarget } from './state';

/**
 * The page's body, the admin page's wrapper and the window's width.
 */
export function offCanvasLayer(): OffCanvasLayer {
	return {
		root: document.body,
		page: pushTarget( document ),
		width: window.innerWidth,
	};
}
