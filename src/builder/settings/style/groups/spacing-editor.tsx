/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Spacing } from '../../../../engine/types';
import SpacingField from '../fields/spacing-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';

/**
 * spacing: margin and padding.
 *
 * @param props          Editor props.
 * @param props.value    Stored `spacing`.
 * @param props.onChange Receives the new `spacing`.
 */
export default function SpacingEditor( {
	value,
	onChange,
}: GroupEditorProps< Spacing > ) {
	const set = fieldSetter( value, onChange );
	return (
		<div className="uip-style-group">
			<SpacingField
				label={ __( 'Margin', 'uipress' ) }
				value={ value?.margin }
				onChange={ set( 'margin' ) }
				allowAuto
			/>
			<SpacingField
				label={ __( 'Padding', 'uipress' ) }
				value={ value?.padding }
				onChange={ set( 'padding' ) }
			/>
		</div>
	);
}
