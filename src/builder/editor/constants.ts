/**
 * Internal dependencies
 */
import type { Viewport } from '../../engine/types';

/** Canvas width per simulated viewport (inside the spec's breakpoints). */
export const CANVAS_WIDTHS: Record< Viewport, string > = {
	mobile: '480px',
	tablet: '768px',
	desktop: '100%',
};
