/**
 * WordPress dependencies
 */
// eslint-disable-next-line @wordpress/no-unsafe-wp-apis
import { __experimentalNumberControl as NumberControl } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { FieldProps } from '../types';

export interface NumberFieldProps extends FieldProps< number > {
	min?: number;
	max?: number;
	step?: number;
	/** Shown after the input, e.g. 'px' or 'ms'. */
	suffix?: string;
}

/**
 * Turns NumberControl's value into a stored number; undefined when cleared
 * or not a number.
 *
 * @param text The input's value.
 */
export function parseNumber(
	text: string | number | undefined
): number | undefined {
	if ( typeof text === 'number' ) {
		return Number.isFinite( text ) ? text : undefined;
	}
	if ( text === undefined || text.trim() === '' ) {
		return undefined;
	}
	const number = Number( text );
	return Number.isFinite( number ) ? number : undefined;
}

/**
 * A plain number; clearing the input clears the field.
 *
 * @param props          Field props.
 * @param props.label    Label.
 * @param props.value    Stored number.
 * @param props.onChange Receives the number, undefined when cleared.
 * @param props.min      Lowest value.
 * @param props.max      Highest value.
 * @param props.step     Step of the arrows.
 * @param props.suffix   Unit shown after the input.
 */
export default function NumberField( {
	label,
	value,
	onChange,
	min,
	max,
	step = 1,
	suffix,
}: NumberFieldProps ) {
	return (
		<NumberControl
			label={ label }
			value={ value ?? '' }
			min={ min }
			max={ max }
			step={ step }
			suffix={
				suffix ? (
					<span className="uip-style-field__suffix">{ suffix }</span>
				) : undefined
			}
			onChange={ ( text?: string ) =>
				onChange( parseNumber( text ), true )
			}
			__next40pxDefaultSize
		/>
	);
}
