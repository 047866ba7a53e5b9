/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldProps } from '../types';

export interface Choice< Value extends string > {
	value: Value;
	label: string;
}

export interface SelectFieldProps<
	Value extends string,
> extends FieldProps< Value > {
	choices: Choice< Value >[];
	/** A sentence under the field. */
	help?: string;
}

/**
 * One of a fixed list of keywords, or 'Default' (nothing stored).
 *
 * @param props          Field props.
 * @param props.label    Label.
 * @param props.value    Stored keyword.
 * @param props.onChange Receives the keyword, undefined for 'Default'.
 * @param props.choices  The keywords and their labels.
 * @param props.help     A sentence under the field.
 */
export default function SelectField< Value extends string >( {
	label,
	value,
	onChange,
	choices,
	help,
}: SelectFieldProps< Value > ) {
	return (
		<SelectControl< Value | '' >
			label={ label }
			help={ help }
			value={ value ?? '' }
			options={ [
				{ value: '', label: __( 'Default', 'uipress' ) },
				...choices,
			] }
			onChange={ ( next ) => {
				const choice = choices.find( ( item ) => item.value === next );
				onChange( choice?.value );
			} }
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
