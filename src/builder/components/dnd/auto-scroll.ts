/**
 * The spec's auto-scroll constants, as `autoScroll` options of dnd-kit.
 *
 * Dnd-kit scrolls the scroll container under the pointer when the pointer is
 * within `threshold × container size` of an edge; each tick (every `interval`
 * ms) scrolls `acceleration × depth` px, where depth grows from 0 at the
 * threshold to 1 at the edge. So:
 * - interval 24 ms → `interval: 24`;
 * - speed 10 → `acceleration: 10` (10 px per tick at the edge, less farther in);
 * - sensitivity 30 px → `threshold` is a fraction of the container, so it is
 *   computed as 30 px over the viewport's width and height when a drag starts:
 *   exactly 30 px for containers as tall as the viewport (the canvas), a little
 *   less for smaller ones (the layers panel).
 */

/**
 * Internal dependencies
 */
import {
	AUTO_SCROLL_INTERVAL,
	AUTO_SCROLL_SENSITIVITY,
	AUTO_SCROLL_SPEED,
} from './constants';

export interface AutoScrollSettings {
	acceleration: number;
	interval: number;
	threshold: { x: number; y: number };
}

function fraction( size: number ): number {
	if ( ! Number.isFinite( size ) || size <= 0 ) {
		return 0.2;
	}
	return Math.min( 0.5, AUTO_SCROLL_SENSITIVITY / size );
}

/**
 * Dnd-kit auto-scroll options for a viewport of this size.
 *
 * @param viewportWidth  Viewport width in px.
 * @param viewportHeight Viewport height in px.
 */
export function autoScrollSettings(
	viewportWidth: number,
	viewportHeight: number
): AutoScrollSettings {
	return {
		acceleration: AUTO_SCROLL_SPEED,
		interval: AUTO_SCROLL_INTERVAL,
		threshold: {
			x: fraction( viewportWidth ),
			y: fraction( viewportHeight ),
		},
	};
}
