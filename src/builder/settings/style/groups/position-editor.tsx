/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PositionDesigner } from '../../../../engine/types';
import NumberField from '../fields/number-field';
import SelectField from '../fields/select-field';
import SizeField from '../fields/size-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';

function offsets(): [ 'top' | 'right' | 'bottom' | 'left', string ][] {
	return [
		[ 'top', __( 'Top', 'uipress' ) ],
		[ 'right', __( 'Right', 'uipress' ) ],
		[ 'bottom', __( 'Bottom', 'uipress' ) ],
		[ 'left', __( 'Left', 'uipress' ) ],
	];
}

/**
 * positionDesigner: position, offsets and z-index.
 *
 * @param props          Editor props.
 * @param props.value    Stored `positionDesigner`.
 * @param props.onChange Receives the new `positionDesigner`.
 */
export default function PositionEditor( {
	value,
	onChange,
}: GroupEditorProps< PositionDesigner > ) {
	const set = fieldSetter( value, onChange );
	return (
		<div className="uip-style-group">
			<SelectField
				label={ __( 'Position', 'uipress' ) }
				value={ value?.position }
				onChange={ set( 'position' ) }
				choices={ [
					{ value: 'static', label: __( 'Static', 'uipress' ) },
					{ value: 'relative', label: __( 'Relative', 'uipress' ) },
					{ value: 'absolute', label: __( 'Absolute', 'uipress' ) },
					{ value: 'fixed', label: __( 'Fixed', 'uipress' ) },
					{ value: 'sticky', label: __( 'Sticky', 'uipress' ) },
				] }
			/>
			{ offsets().map( ( [ side, label ] ) => (
				<SizeField
					key={ side }
					label={ label }
					value={ value?.[ side ] }
					onChange={ set( side ) }
					allowAuto
				/>
			) ) }
			<NumberField
				label={ __( 'Z-index', 'uipress' ) }
				value={ value?.zIndex }
				onChange={ ( zIndex, merge ) =>
					set( 'zIndex' )(
						zIndex === undefined ? undefined : Math.round( zIndex ),
						merge
					)
				}
			/>
		</div>
	);
}
