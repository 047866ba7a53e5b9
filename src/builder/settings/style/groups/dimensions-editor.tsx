/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Dimensions } from '../../../../engine/types';
import SizeField from '../fields/size-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';

/**
 * The fields of `dimensions` and their labels.
 */
function dimensionFields(): [ keyof Dimensions, string ][] {
	return [
		[ 'width', __( 'Width', 'uipress' ) ],
		[ 'height', __( 'Height', 'uipress' ) ],
		[ 'minWidth', __( 'Minimum width', 'uipress' ) ],
		[ 'maxWidth', __( 'Maximum width', 'uipress' ) ],
		[ 'minHeight', __( 'Minimum height', 'uipress' ) ],
		[ 'maxHeight', __( 'Maximum height', 'uipress' ) ],
	];
}

/**
 * dimensions: width, height and their minimum and maximum.
 *
 * @param props          Editor props.
 * @param props.value    Stored `dimensions`.
 * @param props.onChange Receives the new `dimensions`.
 */
export default function DimensionsEditor( {
	value,
	onChange,
}: GroupEditorProps< Dimensions > ) {
	const set = fieldSetter( value, onChange );
	return (
		<div className="uip-style-group">
			{ dimensionFields().map( ( [ field, label ] ) => (
				<SizeField
					key={ field }
					label={ label }
					value={ value?.[ field ] }
					onChange={ set( field ) }
					allowAuto
				/>
			) ) }
		</div>
	);
}
