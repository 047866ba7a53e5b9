/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import UserSearch from '../../../../components/user-search';
import type { ConditionValueType } from '../../../../engine/conditions';
import { booleanOptions, weekdayOptions } from './labels';
import { conditionValueOf, searchedFor } from './user-value';

export interface ConditionValueInputProps {
	/** The condition's type: a user or role type offers a search. */
	conditionType?: string;
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
 * @param props               Component props.
 * @param props.conditionType The condition's type (user and role types offer a search).
 * @param props.valueType     How the condition type reads values.
 * @param props.value         The stored value.
 * @param props.onChange      Receives the new value.
 */
export default function ConditionValueInput( {
	conditionType = '',
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
	const field = (
		<TextControl
			__nextHasNoMarginBottom
			label={ label }
			type={ INPUT_TYPES[ valueType ] ?? 'text' }
			placeholder={ PLACEHOLDERS[ valueType ] }
			value={ value }
			onChange={ ( next: string ) => onChange( next, true ) }
		/>
	);
	const searched = searchedFor( conditionType );
	if ( ! searched ) {
		return field;
	}
	return (
		<>
			{ field }
			<FindValue
				searched={ searched }
				onFound={ ( result ) => {
					const found = conditionValueOf( conditionType, result );
					if ( found !== undefined ) {
						onChange( found, false );
					}
				} }
			/>
		</>
	);
}

/**
 * 'Find a user' (or role): opens the user search under the value field; a
 * chosen result fills the value and closes it.
 *
 * @param props          Component props.
 * @param props.searched Users or roles.
 * @param props.onFound  Receives the chosen result.
 */
function FindValue( {
	searched,
	onFound,
}: {
	searched: 'users' | 'roles';
	onFound: ( result: Parameters< typeof conditionValueOf >[ 1 ] ) => void;
} ) {
	const [ open, setOpen ] = useState( false );
	return (
		<div className="uip-condition-find">
			<Button
				variant="link"
				aria-expanded={ open }
				onClick={ () => setOpen( ! open ) }
			>
				{ searched === 'roles'
					? __( 'Find a role', 'uipress' )
					: __( 'Find a user', 'uipress' ) }
			</Button>
			{ open && (
				<UserSearch
					type={ searched }
					onSelect={ ( result ) => {
						onFound( result );
						setOpen( false );
					} }
				/>
			) }
		</div>
	);
}
