/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface LoadingSpinnerProps {
	/** Announced to screen readers; default 'Loading'. */
	label?: string;
	/** Bar height in px; default 16. */
	size?: number;
}

/**
 * The loading indicator: three bars rising and falling in turn.
 *
 * @param props       Component props.
 * @param props.label
 * @param props.size
 */
export default function LoadingSpinner( {
	label,
	size = 16,
}: LoadingSpinnerProps ) {
	return (
		<span
			className="uip-spinner"
			role="status"
			aria-label={ label ?? __( 'Loading', 'uipress' ) }
			style={ { height: size } }
		>
			<span className="uip-spinner__bar" />
			<span className="uip-spinner__bar" />
			<span className="uip-spinner__bar" />
		</span>
	);
}
