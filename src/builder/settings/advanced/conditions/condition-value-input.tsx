/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ConditionValueType } from '../../../../engine/conditions';
import { booleanOptions, weekdayOptions } from './labels';

export interface ConditionValueInputProps {
	valueType: ConditionValueType;
	value: string;
	/** `merge` is true while typing, false for a choice from a list. */
	onChange: ( value: string, merge: boolean ) => void;
}

const INPUT_TYPES: Partial<
	Record< ConditionValueType, 'number' | 'date' | 'time' >
> = {
	number: 'number',
	date: 'date',
	time: 'time',
};

const PLACEHOLDERS: Partial< Record< ConditionValueType, string > > = {
	date: 'YYYY-MM-DD',
	time: 'HH:MM',
};

/**
 * The value field of a condition, suited to how its type reads values:
 * a select of weekdays or of on/off, otherwise a text, number, date or time
 * input. Every value is stored as a string.
 *
 * @param props           Component props.
 * @param props.valueType How the condition type reads values.
 * @param props.value     The stored value.
 * @param props.onChange  Receives the new value.
 */
export default function ConditionValueInput( {
	valueType,
	value,
	onChange,
}: ConditionValueInputProps ) {
	const label = __( 'Value', 'uipress' );
	if ( valueType === 'weekday' || valueType === 'boolean' ) {
		const choices =
			valueType === 'weekday' ? weekdayOptions() : booleanOptions();
		const known = choices.some( ( choice ) => choice.value === value );
		return (
			<SelectControl
				__nextHasNoMarginBottom
				label={ label }
				value={ value }
				options={ [
					{ value: '', label: __( 'Choose a value', 'uipress' ) },
					...choices,
					...( known || value === ''
						? []
						: [ { value, label: value } ] ),
				] }
				onChange={ ( next: string ) => onChange( next, false ) }
			/>
		);
	}
	return (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			type={ INPUT_TYPES[ valueType ] ?? 'text' }
			placeholder={ PLACEHOLDERS[ valueType ] }
			value={ value }
			onChange={ ( next: string ) => onChange( next, true ) }
		/>
	);
}
