/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { OptionControlProps } from '../types';
import { numberArg } from './values';

/**
 * The stored number as the field shows it: numbers and numeric text.
 *
 * @param value Stored value.
 */
function fieldValue( value: unknown ): string {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	return typeof value === 'string' &&
		value.trim() !== '' &&
		Number.isFinite( Number( value ) )
		? value
		: '';
}

/**
 * What a typed entry stores: a number, or '' when the field is empty or
 * not a number.
 *
 * @param entry The field's text.
 */
export function parseNumberEntry( entry: string | undefined ): number | '' {
	if ( entry === undefined || entry.trim() === '' ) {
		return '';
	}
	const number = Number( entry );
	return Number.isFinite( number ) ? number : '';
}

/**
 * A number. `args.min`, `args.max` and `args.step` limit it.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the number ('' when emptied).
 */
export default function NumberOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			type="number"
			inputMode="decimal"
			label={ option.label }
			help={ option.help }
			min={ numberArg( option.args, 'min' ) }
			max={ numberArg( option.args, 'max' ) }
			step={ numberArg( option.args, 'step' ) }
			value={ fieldValue( value ) }
			onChange={ ( next: string ) =>
				onChange( parseNumberEntry( next ), true )
			}
		/>
	);
}
