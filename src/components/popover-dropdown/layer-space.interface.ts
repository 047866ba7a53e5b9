/**
 * The interface build's placement space: the window (layer-space.ts places
 * panels in the builder's scaled canvas too).
 */

/**
 * Internal dependencies
 */
import type { PlacementSpace } from './layer-space';

/**
 * The toggle's box and the window's size.
 *
 * @param toggle The toggle.
 */
export function placementSpace( toggle: HTMLElement ): PlacementSpace {
	return {
		toggle: toggle.getBoundingClientRect(),
		bounds: { width: window.innerWidth, height: window.innerHeight },
	};
}
