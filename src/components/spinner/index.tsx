/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './spinner.scss';

export interface LoadingSpinnerProps {
	/** Announced to screen readers; default 'Loading'. */
	label?: string;
	/** Bar height in px; default 16. */
	size?: number;
	/**
	 * Beside a text that already says what is loading: hidden from screen
	 * readers instead of being a status of its own.
	 */
	decorative?: boolean;
	className?: string;
}

/**
 * The loading indicator: three bars rising and falling in turn.
 *
 * @param props            Component props.
 * @param props.label      Announced text.
 * @param props.size       Bar height in px.
 * @param props.decorative Hidden from screen readers.
 * @param props.className  Extra class.
 */
export default function LoadingSpinner( {
	label,
	size = 16,
	decorative = false,
	className,
}: LoadingSpinnerProps ) {
	const announced = decorative
		? { 'aria-hidden': true }
		: { role: 'status', 'aria-label': label ?? __( 'Loading', 'uipress' ) };
	return (
		<span
			className={ `uip-spinner${ className ? ` ${ className }` : '' }` }
			{ ...announced }
			style={ { height: size } }
		>
			<span className="uip-spinner__bar" />
			<span className="uip-spinner__bar" />
			<span className="uip-spinner__bar" />
		</span>
	);
}
