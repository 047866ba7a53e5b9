/**
 * The choice option types: a dropdown (`select`), buttons side by side
 * (`choiceSelect`) and Yes/No (`trueFalse`).
 */

/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';

/**
 * Internal dependencies
 */
import OptionField from './option-field';
import { SegmentedToggle } from '../../../components';
import type { OptionControlProps } from '../types';
import { selectChoices, toBoolean, toStringList, toText } from './values';

/**
 * A dropdown of `args.options` ({ value, label }). A stored value that is
 * not one of them is listed too, so the field shows what is stored.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the chosen value.
 */
export function SelectOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const choices = selectChoices( option.args );
	const current = toText( value );
	const options =
		current && ! choices.some( ( choice ) => choice.value === current )
			? [ ...choices, { value: current, label: current } ]
			: choices;
	return (
		<SelectControl
			__nextHasNoMarginBottom
			label={ option.label }
			help={ option.help }
			value={ current }
			options={ options }
			onChange={ ( next: string ) => onChange( next ) }
		/>
	);
}

/**
 * `args.options` as buttons side by side; the chosen one is pressed.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the chosen value.
 */
export function ChoiceSelectOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<OptionField option={ option }>
			<SegmentedToggle
				label={ option.label }
				options={ selectChoices( option.args ) }
				value={ toText( value ) }
				onChange={ ( next ) => {
					if ( next !== null ) {
						onChange( String( next ) );
					}
				} }
			/>
		</OptionField>
	);
}

/**
 * Yes or No, stored as a boolean.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives true or false.
 */
export function TrueFalseOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ option.label }
			help={ option.help }
			checked={ toBoolean( value ) }
			onChange={ ( checked: boolean ) => onChange( checked ) }
		/>
	);
}

/**
 * Several of a fixed list of values (`args.options`), each a checkbox; the
 * stored value is the list of the ticked ones, in the options' order.
 * `args.min` / `args.max` bound how many may be ticked: the last ticked
 * boxes cannot be unticked, the others cannot be ticked once at the max.
 *
 * @param props          Component props.
 * @param props.option   The option.
 * @param props.value    Stored value.
 * @param props.onChange Receives the ticked values.
 */
export function MultiChoiceOptionControl( {
	option,
	value,
	onChange,
}: OptionControlProps ) {
	const choices = selectChoices( option.args );
	const ticked = new Set( toStringList( value ) );
	const bound = ( key: 'min' | 'max' ) => {
		const number = option.args?.[ key ];
		return typeof number === 'number' ? number : undefined;
	};
	const min = bound( 'min' ) ?? 0;
	const max = bound( 'max' ) ?? choices.length;
	return (
		<fieldset className="uip-option-control uip-multi-choice">
			<legend className="uip-multi-choice__legend">
				{ option.label }
			</legend>
			{ choices.map( ( choice ) => (
				<CheckboxControl
					key={ choice.value }
					__nextHasNoMarginBottom
					label={ choice.label }
					checked={ ticked.has( choice.value ) }
					disabled={
						ticked.has( choice.value )
							? ticked.size <= min
							: ticked.size >= max
					}
					onChange={ ( checked ) =>
						onChange(
							choices
								.map( ( { value: name } ) => name )
								.filter( ( name ) =>
									name === choice.value
										? checked
										: ticked.has( name )
								)
						)
					}
				/>
			) ) }
			{ option.help && (
				<p className="uip-multi-choice__help">{ option.help }</p>
			) }
		</fieldset>
	);
}
