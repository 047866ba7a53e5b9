/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Styles } from '../../../../engine/types';
import ColorField from '../fields/color-field';
import SelectField from '../fields/select-field';
import SizeField from '../fields/size-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';
import BackgroundImageFields from './background-image-fields';
import BorderFields from './border-fields';

/**
 * styles: background, border, radius, overflow and cursor.
 *
 * @param props          Editor props.
 * @param props.value    Stored `styles`.
 * @param props.onChange Receives the new `styles`.
 */
export default function StylesEditor( {
	value,
	onChange,
}: GroupEditorProps< Styles > ) {
	const set = fieldSetter( value, onChange );
	return (
		<div className="uip-style-group">
			<ColorField
				label={ __( 'Background colour', 'uipress' ) }
				value={ value?.backgroundColor }
				onChange={ set( 'backgroundColor' ) }
			/>
			<BackgroundImageFields
				value={ value?.backgroundImage }
				onChange={ set( 'backgroundImage' ) }
			/>
			<BorderFields
				value={ value?.border }
				onChange={ set( 'border' ) }
			/>
			<SizeField
				label={ __( 'Border radius', 'uipress' ) }
				value={ value?.radius }
				onChange={ set( 'radius' ) }
			/>
			<SelectField
				label={ __( 'Overflow', 'uipress' ) }
				value={ value?.overflow }
				onChange={ set( 'overflow' ) }
				choices={ [
					{ value: 'visible', label: __( 'Visible', 'uipress' ) },
					{ value: 'hidden', label: __( 'Hidden', 'uipress' ) },
					{
						value: 'auto',
						label: __( 'Scroll when needed', 'uipress' ),
					},
					{
						value: 'scroll',
						label: __( 'Always scroll', 'uipress' ),
					},
				] }
			/>
			<SelectField
				label={ __( 'Cursor', 'uipress' ) }
				value={ value?.cursor }
				onChange={ set( 'cursor' ) }
				choices={ [
					{ value: 'auto', label: __( 'Automatic', 'uipress' ) },
					{ value: 'pointer', label: __( 'Pointer', 'uipress' ) },
					{ value: 'default', label: __( 'Arrow', 'uipress' ) },
					{ value: 'text', label: __( 'Text', 'uipress' ) },
					{ value: 'move', label: __( 'Move', 'uipress' ) },
					{
						value: 'not-allowed',
						label: __( 'Not allowed', 'uipress' ),
					},
				] }
			/>
		</div>
	);
}
