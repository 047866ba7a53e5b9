/**
 * WordPress dependencies
 */
import { Tooltip as CoreTooltip } from '@wordpress/components';
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import { TOOLTIP_DELAY_MS } from '../../engine/renderer/tooltip-constants';

/**
 * Default delay before a tooltip shows, in ms: WordPress's, the same as a
 * block's tooltip in the interface (tooltip-layer.tsx) when it sets none.
 */
export const TOOLTIP_DEFAULT_DELAY_MS = TOOLTIP_DELAY_MS;

export interface TooltipProps {
	message: string;
	/** Delay before showing, in ms; default 700. */
	delay?: number;
	placement?: 'top' | 'bottom';
	/** One element that takes focus and pointer events (a button). */
	children: ReactElement;
}

/**
 * The builder's tooltip (spec: "appears after a configurable delay on
 * hover"): WordPress's Tooltip, shown after `delay` ms of hover or on
 * keyboard focus, hidden on leave, blur or Escape. Blocks' tooltips in the
 * interface, where WordPress's components are not loaded, are the
 * renderer's tooltip layer, with the same default delay.
 *
 * @param props           Component props.
 * @param props.message   The text.
 * @param props.delay     Delay in ms.
 * @param props.placement Above or below the element.
 * @param props.children  The element it describes.
 */
export default function Tooltip( {
	message,
	delay = TOOLTIP_DEFAULT_DELAY_MS,
	placement = 'top',
	children,
}: TooltipProps ) {
	if ( ! message ) {
		return children;
	}
	return (
		<CoreTooltip text={ message } delay={ delay } placement={ placement }>
			{ children }
		</CoreTooltip>
	);
}
