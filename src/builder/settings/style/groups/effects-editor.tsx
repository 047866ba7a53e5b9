/**
 * WordPress dependencies
 */
import { RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EffectsDesigner } from '../../../../engine/types';
import NumberField from '../fields/number-field';
import { fieldSetter } from '../style-values';
import type { GroupEditorProps } from '../types';
import ShadowsField from './shadows-field';

/**
 * effectsDesigner: opacity, shadows, blur, transition, scale and rotation.
 *
 * @param props          Editor props.
 * @param props.value    Stored `effectsDesigner`.
 * @param props.onChange Receives the new `effectsDesigner`.
 */
export default function EffectsEditor( {
	value,
	onChange,
}: GroupEditorProps< EffectsDesigner > ) {
	const set = fieldSetter( value, onChange );
	return (
		<div className="uip-style-group">
			<RangeControl
				label={ __( 'Opacity', 'uipress' ) }
				value={ value?.opacity }
				min={ 0 }
				max={ 1 }
				step={ 0.01 }
				allowReset
				resetFallbackValue={ undefined }
				onChange={ ( opacity?: number ) =>
					set( 'opacity' )(
						typeof opacity === 'number' &&
							Number.isFinite( opacity )
							? opacity
							: undefined,
						opacity !== undefined
					)
				}
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<ShadowsField
				label={ __( 'Shadows', 'uipress' ) }
				value={ value?.shadows }
				onChange={ set( 'shadows' ) }
			/>
			<NumberField
				label={ __( 'Blur', 'uipress' ) }
				value={ value?.blur }
				onChange={ set( 'blur' ) }
				min={ 0 }
				suffix="px"
			/>
			<NumberField
				label={ __( 'Transition duration', 'uipress' ) }
				value={ value?.transition }
				onChange={ set( 'transition' ) }
				min={ 0 }
				step={ 50 }
				suffix="ms"
			/>
			<NumberField
				label={ __( 'Scale', 'uipress' ) }
				value={ value?.scale }
				onChange={ set( 'scale' ) }
				min={ 0 }
				step={ 0.05 }
			/>
			<NumberField
				label={ __( 'Rotation', 'uipress' ) }
				value={ value?.rotate }
				onChange={ set( 'rotate' ) }
				step={ 1 }
				suffix="°"
			/>
		</div>
	);
}
