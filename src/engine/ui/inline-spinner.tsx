/**
 * Internal dependencies
 */
import './ui.scss';

export interface InlineSpinnerProps {
	className?: string;
}

/**
 * A turning ring beside a text that says what is loading; decorative, so
 * screen readers hear the text, not the ring.
 *
 * @param props           Component props.
 * @param props.className Extra class.
 */
export default function InlineSpinner( { className }: InlineSpinnerProps ) {
	return (
		<span
			className={ `uip-inline-spinner${
				className ? ` ${ className }` : ''
			}` }
			aria-hidden="true"
		/>
	);
}
