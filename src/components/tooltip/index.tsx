/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import './tooltip.scss';

/** Default delay before a tooltip shows, in ms. */
export const TOOLTIP_DEFAULT_DELAY_MS = 200;

export interface TooltipProps {
	message: string;
	/** Delay before showing, in ms; default 200. */
	delay?: number;
	placement?: 'top' | 'bottom';
	children: ReactNode;
}

/**
 * Shows `message` after `delay` ms of hover (or on focus), hides it when the
 * pointer leaves or focus moves away.
 *
 * @param props           Component props.
 * @param props.message
 * @param props.delay
 * @param props.placement
 * @param props.children
 */
export default function Tooltip( {
	message,
	delay = TOOLTIP_DEFAULT_DELAY_MS,
	placement = 'top',
	children,
}: TooltipProps ) {
	const [ visible, setVisible ] = useState( false );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const clear = () => {
		if ( timer.current ) {
			clearTimeout( timer.current );
			timer.current = undefined;
		}
	};
	useEffect( () => clear, [] );
	const show = () => {
		clear();
		timer.current = setTimeout( () => setVisible( true ), delay );
	};
	const hide = () => {
		clear();
		setVisible( false );
	};
	return (
		<span
			className="uip-tooltip"
			onMouseEnter={ show }
			onMouseLeave={ hide }
			onFocus={ show }
			onBlur={ hide }
		>
			{ children }
			{ visible && message && (
				<span
					role="tooltip"
					className={ `uip-tooltip__bubble is-${ placement }` }
				>
					{ message }
				</span>
			) }
		</span>
	);
}
