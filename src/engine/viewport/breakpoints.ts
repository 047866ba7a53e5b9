/**
 * Internal dependencies
 */
import { BREAKPOINTS } from '../types';
import type { ResponsiveFlags, Viewport } from '../types';

/**
 * The viewport a window of `width` CSS pixels falls in.
 *
 * Spec: mobile below 699 px; tablet 699 up to below 990; desktop "above 990
 * (strict)". Read literally, exactly 990 px would belong to no viewport, so
 * we decided that desktop starts AT 990 (tablet ends below 990, so 990 is the
 * first desktop width). Every width has exactly one viewport.
 *
 * @param width Window width in CSS pixels.
 */
export function viewportForWidth( width: number ): Viewport {
	if ( width < BREAKPOINTS.tablet ) {
		return 'mobile';
	}
	if ( width < BREAKPOINTS.desktop ) {
		return 'tablet';
	}
	return 'desktop';
}

/**
 * Whether the block's hide flags hide it in `viewport`.
 *
 * @param flags    The block's `responsive` flags.
 * @param viewport The current viewport.
 */
export function isHiddenAt(
	flags: ResponsiveFlags | undefined,
	viewport: Viewport
): boolean {
	return flags?.[ viewport ] === true;
}
