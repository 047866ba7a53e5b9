/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	SPACING_PRESETS,
	type BoxSides,
	type SpacingValue,
} from '../../../../engine/types';
import { withField } from '../style-values';
import type { FieldProps } from '../types';
import { presetLabel } from './preset-labels';
import SelectField from './select-field';
import SizeField from './size-field';

const SIDES = [ 'top', 'right', 'bottom', 'left' ] as const;

/**
 * A side's field label, as a whole string around the property's label (no
 * side word changed in case inside another sentence).
 *
 * @param side     The side.
 * @param property 'Margin' or 'Padding', translated.
 */
function sideLabel(
	side: ( typeof SIDES )[ number ],
	property: string
): string {
	switch ( side ) {
		case 'top':
			/* translators: %s: 'Margin' or 'Padding'. */
			return sprintf( __( '%s top', 'uipress' ), property );
		case 'right':
			/* translators: %s: 'Margin' or 'Padding'. */
			return sprintf( __( '%s right', 'uipress' ), property );
		case 'bottom':
			/* translators: %s: 'Margin' or 'Padding'. */
			return sprintf( __( '%s bottom', 'uipress' ), property );
		default:
			/* translators: %s: 'Margin' or 'Padding'. */
			return sprintf( __( '%s left', 'uipress' ), property );
	}
}

/**
 * A margin or padding: a preset for all four sides, or 'Custom', which
 * shows a length per side. A preset stores only `{ preset }`.
 *
 * @param props           Field props.
 * @param props.label     Label ('Margin' or 'Padding').
 * @param props.value     Stored SpacingValue.
 * @param props.onChange  Receives the new value, undefined for 'Default'.
 * @param props.allowAuto Whether sides may be 'auto' (margins only).
 */
export default function SpacingField( {
	label,
	value,
	onChange,
	allowAuto = false,
}: FieldProps< SpacingValue > & { allowAuto?: boolean } ) {
	const custom = value?.preset === 'custom' ? value.custom : undefined;
	return (
		<fieldset className="uip-style-field">
			<legend className="uip-style-field__legend">{ label }</legend>
			<SelectField
				label={ sprintf(
					/* translators: %s: 'Margin' or 'Padding'. */
					__( '%s preset', 'uipress' ),
					label
				) }
				value={ value?.preset }
				choices={ SPACING_PRESETS.map( ( preset ) => ( {
					value: preset,
					label: presetLabel( preset ),
				} ) ) }
				onChange={ ( preset ) => {
					if ( preset === undefined ) {
						onChange( undefined );
					} else if ( preset === 'custom' ) {
						onChange(
							value?.custom
								? { preset, custom: value.custom }
								: { preset }
						);
					} else {
						onChange( { preset } );
					}
				} }
			/>
			{ value?.preset === 'custom' &&
				SIDES.map( ( side ) => (
					<SizeField
						key={ side }
						label={ sideLabel( side, label ) }
						value={ custom?.[ side ] }
						onChange={ ( size, merge ) => {
							const sides = withField< BoxSides, typeof side >(
								custom,
								side,
								size
							);
							onChange(
								sides
									? { preset: 'custom', custom: sides }
									: { preset: 'custom' },
								merge
							);
						} }
						allowAuto={ allowAuto }
					/>
				) ) }
		</fieldset>
	);
}
