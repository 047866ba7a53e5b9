/**
 * External dependencies
 */
import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { useAutoHeight } from './use-auto-height';

interface TodoTextProps {
	value: string;
	label: string;
	className: string;
	placeholder?: string;
	/** Whether line breaks are kept (a description) or refused (a name). */
	multiline?: boolean;
	onChange: ( value: string ) => void;
	onFocus?: ( event: FocusEvent< HTMLTextAreaElement > ) => void;
	onBlur?: ( event: FocusEvent< HTMLTextAreaElement > ) => void;
}

/**
 * A to-do's name or description, edited in place: a text area that grows
 * with its text up to TODO_TEXT_MAX_HEIGHT, then scrolls.
 *
 * @param props             Component props.
 * @param props.value       The text.
 * @param props.label       Accessible name.
 * @param props.className   Class.
 * @param props.placeholder Shown when empty.
 * @param props.multiline   Whether Enter adds a line.
 * @param props.onChange    Gets the new text.
 * @param props.onFocus     Focus handler.
 * @param props.onBlur      Blur handler.
 */
export default function TodoText( {
	value,
	label,
	className,
	placeholder,
	multiline = false,
	onChange,
	onFocus,
	onBlur,
}: TodoTextProps ) {
	const ref = useAutoHeight( value );
	return (
		<textarea
			ref={ ref }
			className={ className }
			value={ value }
			rows={ 1 }
			aria-label={ label }
			placeholder={ placeholder }
			onChange={ ( event: ChangeEvent< HTMLTextAreaElement > ) =>
				onChange( event.target.value )
			}
			onKeyDown={ ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
				if ( ! multiline && event.key === 'Enter' ) {
					event.preventDefault();
				}
			} }
			onFocus={ onFocus }
			onBlur={ onBlur }
		/>
	);
}
