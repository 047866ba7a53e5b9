/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Border } from '../../../../engine/types';
import ColorField from '../fields/color-field';
import SelectField from '../fields/select-field';
import SizeField from '../fields/size-field';
import { withField } from '../style-values';
import type { FieldProps } from '../types';

/**
 * The border: width, style and colour.
 *
 * @param props          Field props.
 * @param props.value    Stored `border`.
 * @param props.onChange Receives the new border, undefined when emptied.
 */
export default function BorderFields( {
	value,
	onChange,
}: Omit< FieldProps< Border >, 'label' > ) {
	const set =
		< K extends keyof Border >( key: K ) =>
		( next: Border[ K ] | undefined, merge?: boolean ) =>
			onChange( withField( value, key, next ), merge );
	return (
		<>
			<SizeField
				label={ __( 'Border width', 'uipress' ) }
				value={ value?.width }
				onChange={ set( 'width' ) }
			/>
			<SelectField
				label={ __( 'Border style', 'uipress' ) }
				value={ value?.style }
				onChange={ set( 'style' ) }
				choices={ [
					{ value: 'solid', label: __( 'Solid', 'uipress' ) },
					{ value: 'dashed', label: __( 'Dashed', 'uipress' ) },
					{ value: 'dotted', label: __( 'Dotted', 'uipress' ) },
					{ value: 'double', label: __( 'Double', 'uipress' ) },
					{ value: 'none', label: __( 'None', 'uipress' ) },
				] }
			/>
			<ColorField
				label={ __( 'Border colour', 'uipress' ) }
				value={ value?.color }
				onChange={ set( 'color' ) }
			/>
		</>
	);
}
