/**
 * Internal dependencies
 */
import type { Viewport } from '../../engine/types';

/**
 * The width each simulated viewport is laid out at, in CSS pixels (inside
 * the spec's breakpoints). Desktop has none: it takes the width the
 * administrator's own window gives the interface (see canvas-scale.ts).
 */
export const CANVAS_WIDTHS: Record< Exclude< Viewport, 'desktop' >, number > = {
	mobile: 480,
	tablet: 768,
};
