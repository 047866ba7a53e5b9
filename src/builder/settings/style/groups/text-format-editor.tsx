/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TextFormat } from '../../../../engine/types';
import ColorField from '../fields/color-field';
import NumberField from '../fields/number-field';
import SelectField from '../fields/select-field';
import SizeField from '../fields/size-field';
import TextField from '../fields/text-field';
import TextSizeField from '../fields/text-size-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';

const WEIGHTS = [
	'100',
	'200',
	'300',
	'400',
	'500',
	'600',
	'700',
	'800',
	'900',
] as const;

/**
 * textFormat: size, colour, weight, line height, letter spacing, alignment,
 * transform, decoration, italic and font family.
 *
 * @param props          Editor props.
 * @param props.value    Stored `textFormat`.
 * @param props.onChange Receives the new `textFormat`.
 */
export default function TextFormatEditor( {
	value,
	onChange,
}: GroupEditorProps< TextFormat > ) {
	const set = fieldSetter( value, onChange );
	const lineHeight = value?.lineHeight;
	return (
		<div className="uip-style-group">
			<TextSizeField
				label={ __( 'Text size', 'uipress' ) }
				value={ value?.size }
				onChange={ set( 'size' ) }
			/>
			<ColorField
				label={ __( 'Text colour', 'uipress' ) }
				value={ value?.color }
				onChange={ set( 'color' ) }
			/>
			<SelectField
				label={ __( 'Font weight', 'uipress' ) }
				value={ value?.weight }
				onChange={ set( 'weight' ) }
				choices={ [
					{ value: 'normal', label: __( 'Normal', 'uipress' ) },
					{ value: 'bold', label: __( 'Bold', 'uipress' ) },
					...WEIGHTS.map( ( weight ) => ( {
						value: weight,
						label: weight,
					} ) ),
				] }
			/>
			{ typeof lineHeight === 'object' ? (
				<SizeField
					label={ __( 'Line height', 'uipress' ) }
					value={ lineHeight }
					onChange={ set( 'lineHeight' ) }
				/>
			) : (
				<NumberField
					label={ __( 'Line height', 'uipress' ) }
					value={ lineHeight }
					onChange={ set( 'lineHeight' ) }
					min={ 0 }
					step={ 0.1 }
				/>
			) }
			<SizeField
				label={ __( 'Letter spacing', 'uipress' ) }
				value={ value?.letterSpacing }
				onChange={ set( 'letterSpacing' ) }
			/>
			<SelectField
				label={ __( 'Text alignment', 'uipress' ) }
				value={ value?.align }
				onChange={ set( 'align' ) }
				choices={ [
					{ value: 'left', label: __( 'Left', 'uipress' ) },
					{ value: 'center', label: __( 'Center', 'uipress' ) },
					{ value: 'right', label: __( 'Right', 'uipress' ) },
					{ value: 'justify', label: __( 'Justify', 'uipress' ) },
				] }
			/>
			<SelectField
				label={ __( 'Letter case', 'uipress' ) }
				value={ value?.transform }
				onChange={ set( 'transform' ) }
				choices={ [
					{ value: 'none', label: __( 'As typed', 'uipress' ) },
					{ value: 'uppercase', label: __( 'Uppercase', 'uipress' ) },
					{ value: 'lowercase', label: __( 'Lowercase', 'uipress' ) },
					{
						value: 'capitalize',
						label: __( 'Capitalize', 'uipress' ),
					},
				] }
			/>
			<SelectField
				label={ __( 'Decoration', 'uipress' ) }
				value={ value?.decoration }
				onChange={ set( 'decoration' ) }
				choices={ [
					{ value: 'none', label: __( 'None', 'uipress' ) },
					{ value: 'underline', label: __( 'Underline', 'uipress' ) },
					{
						value: 'line-through',
						label: __( 'Strikethrough', 'uipress' ),
					},
					{ value: 'overline', label: __( 'Overline', 'uipress' ) },
				] }
			/>
			<SelectField
				label={ __( 'Font style', 'uipress' ) }
				value={
					value?.italic === undefined
						? undefined
						: String( value.italic )
				}
				onChange={ ( italic ) =>
					set( 'italic' )(
						italic === undefined ? undefined : italic === 'true'
					)
				}
				choices={ [
					{ value: 'false', label: __( 'Normal', 'uipress' ) },
					{ value: 'true', label: __( 'Italic', 'uipress' ) },
				] }
			/>
			<TextField
				label={ __( 'Font family', 'uipress' ) }
				value={ value?.fontFamily }
				placeholder={ __( 'e.g. Inter, sans-serif', 'uipress' ) }
				onChange={ set( 'fontFamily' ) }
			/>
		</div>
	);
}
