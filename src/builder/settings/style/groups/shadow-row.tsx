/**
 * WordPress dependencies
 */
import { Button, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Shadow } from '../../../../engine/types';
import ColorField from '../fields/color-field';
import NumberField from '../fields/number-field';

/** A new shadow: a soft drop shadow in a translucent black. */
export const DEFAULT_SHADOW: Shadow = {
	x: 0,
	y: 2,
	blur: 6,
	spread: 0,
	color: 'rgba(0,0,0,0.15)',
};

export interface ShadowRowProps {
	/** Position in the list, from 0. */
	index: number;
	shadow: Shadow;
	onChange: ( shadow: Shadow, merge?: boolean ) => void;
	onRemove: () => void;
}

/**
 * One box shadow: offsets, blur and spread in px, colour and inset. The
 * compiler drops a shadow missing a number, so a cleared number is 0.
 *
 * @param props          Row props.
 * @param props.index    Position in the list.
 * @param props.shadow   The shadow.
 * @param props.onChange Receives the changed shadow.
 * @param props.onRemove Removes it.
 */
export default function ShadowRow( {
	index,
	shadow,
	onChange,
	onRemove,
}: ShadowRowProps ) {
	const number =
		( key: 'x' | 'y' | 'blur' | 'spread' ) =>
		( value: number | undefined ) =>
			onChange( { ...shadow, [ key ]: value ?? 0 }, true );
	const title = sprintf(
		/* translators: %d: the shadow's position in the list, from 1. */
		__( 'Shadow %d', 'uipress' ),
		index + 1
	);
	return (
		<fieldset className="uip-style-field uip-style-shadow">
			<legend className="uip-style-field__legend">{ title }</legend>
			<div className="uip-style-shadow__numbers">
				<NumberField
					label={ __( 'Horizontal offset', 'uipress' ) }
					value={ shadow.x }
					onChange={ number( 'x' ) }
					suffix="px"
				/>
				<NumberField
					label={ __( 'Vertical offset', 'uipress' ) }
					value={ shadow.y }
					onChange={ number( 'y' ) }
					suffix="px"
				/>
				<NumberField
					label={ __( 'Blur', 'uipress' ) }
					value={ shadow.blur }
					onChange={ number( 'blur' ) }
					min={ 0 }
					suffix="px"
				/>
				<NumberField
					label={ __( 'Spread', 'uipress' ) }
					value={ shadow.spread }
					onChange={ number( 'spread' ) }
					suffix="px"
				/>
			</div>
			<ColorField
				label={ __( 'Shadow colour', 'uipress' ) }
				value={ shadow.color }
				onChange={ ( color ) =>
					onChange( {
						...shadow,
						color: color ?? DEFAULT_SHADOW.color,
					} )
				}
			/>
			<ToggleControl
				label={ __( 'Inner shadow', 'uipress' ) }
				checked={ shadow.inset === true }
				onChange={ ( inset: boolean ) => {
					const { inset: _inset, ...rest } = shadow;
					onChange( inset ? { ...rest, inset: true } : rest );
				} }
				__nextHasNoMarginBottom
			/>
			<Button variant="link" isDestructive onClick={ onRemove }>
				{ sprintf(
					/* translators: %d: the shadow's position in the list, from 1. */
					__( 'Remove shadow %d', 'uipress' ),
					index + 1
				) }
			</Button>
		</fieldset>
	);
}
