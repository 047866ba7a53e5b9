/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TEXT_SIZE_PRESETS, type TextFormat } from '../../../../engine/types';
import type { FieldProps } from '../types';
import { presetLabel } from './preset-labels';
import SelectField from './select-field';
import SizeField from './size-field';

type TextSize = NonNullable< TextFormat[ 'size' ] >;

/**
 * A text size: a preset of the theme's scale, or 'Custom' with a length.
 *
 * @param props          Field props.
 * @param props.label    Label.
 * @param props.value    Stored size.
 * @param props.onChange Receives the new size, undefined for 'Default'.
 */
export default function TextSizeField( {
	label,
	value,
	onChange,
}: FieldProps< TextSize > ) {
	return (
		<>
			<SelectField
				label={ label }
				value={ value?.preset }
				choices={ TEXT_SIZE_PRESETS.map( ( preset ) => ( {
					value: preset,
					label: presetLabel( preset ),
				} ) ) }
				onChange={ ( preset ) => {
					if ( preset === undefined ) {
						onChange( undefined );
					} else if ( preset === 'custom' && value?.custom ) {
						onChange( { preset, custom: value.custom } );
					} else {
						onChange( { preset } );
					}
				} }
			/>
			{ value?.preset === 'custom' && (
				<SizeField
					label={ __( 'Custom text size', 'uipress' ) }
					value={ value.custom }
					onChange={ ( custom, merge ) =>
						onChange(
							custom
								? { preset: 'custom', custom }
								: { preset: 'custom' },
							merge
						)
					}
				/>
			) }
		</>
	);
}
