/**
 * Where a panel is placed: in the window, or in a layer that is scaled (the
 * builder's canvas, whose template is laid out at a simulated screen's size
 * and scaled down; it says so with `data-uip-popover-scaled`). A panel in
 * such a layer is positioned in the layer's own coordinates, so it scales
 * with the template and stays on the canvas. The interface build takes
 * layer-space.interface.ts instead: there is no scaled layer there.
 */

/**
 * Internal dependencies
 */
import type { Rect, Size } from './position';

/** A toggle's box and the room around it, in the panel's coordinates. */
export interface PlacementSpace {
	toggle: Rect;
	bounds: Size;
}

/**
 * The toggle's box and the bounds a panel must stay within, in the
 * coordinates of the layer the panel is portalled into.
 *
 * @param toggle The toggle.
 * @param layer  The layer the panel is in.
 */
export function placementSpace(
	toggle: HTMLElement,
	layer: Element
): PlacementSpace {
	const box = toggle.getBoundingClientRect();
	if (
		! ( layer instanceof HTMLElement ) ||
		! layer.hasAttribute( 'data-uip-popover-scaled' ) ||
		! layer.offsetWidth
	) {
		return {
			toggle: box,
			bounds: { width: window.innerWidth, height: window.innerHeight },
		};
	}
	// A transformed layer holds its fixed panels: they are placed from its
	// top left corner, in its unscaled pixels.
	const origin = layer.getBoundingClientRect();
	const scale = origin.width / layer.offsetWidth || 1;
	return {
		toggle: {
			top: ( box.top - origin.top ) / scale,
			left: ( box.left - origin.left ) / scale,
			width: box.width / scale,
			height: box.height / scale,
		},
		bounds: { width: layer.offsetWidth, height: layer.offsetHeight },
	};
}
