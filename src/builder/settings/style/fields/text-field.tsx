/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { FieldProps } from '../types';
import { textOrUndefined } from '../style-values';

export interface TextFieldProps extends FieldProps< string > {
	help?: string;
	placeholder?: string;
}

/**
 * Free text; an empty field stores nothing.
 *
 * @param props             Field props.
 * @param props.label       Label.
 * @param props.value       Stored text.
 * @param props.onChange    Receives the text, undefined when emptied.
 * @param props.help        Help text.
 * @param props.placeholder Placeholder.
 */
export default function TextField( {
	label,
	value,
	onChange,
	help,
	placeholder,
}: TextFieldProps ) {
	return (
		<TextControl
			label={ label }
			value={ value ?? '' }
			help={ help }
			placeholder={ placeholder }
			onChange={ ( text: string ) =>
				onChange( textOrUndefined( text ), true )
			}
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
