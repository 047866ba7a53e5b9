/**
 * Internal dependencies
 */
import { BREAKPOINTS } from '../types';
import type { Viewport } from '../types';

/**
 * The media query of each viewport. Upper edges stop 0.02 px short of the
 * next breakpoint (698.98px, 989.98px) so fractional widths on zoomed
 * screens never match two viewports, and never fall between them.
 */
export const VIEWPORT_MEDIA_QUERIES: Record< Viewport, string > = {
	mobile: `(max-width: ${ BREAKPOINTS.tablet - 0.02 }px)`,
	tablet: `(min-width: ${ BREAKPOINTS.tablet }px) and (max-width: ${
		BREAKPOINTS.desktop - 0.02
	}px)`,
	desktop: `(min-width: ${ BREAKPOINTS.desktop }px)`,
};

export const VIEWPORTS: readonly Viewport[] = [ 'mobile', 'tablet', 'desktop' ];
