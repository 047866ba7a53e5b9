/**
 * What the input blocks share: their options read once, the value held in
 * the surrounding form (or locally), the ids that tie the label and the
 * server's error message to the field, and the error's markup.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Block, BlockOptions } from '../../engine/types';
import { useForm, type FormValue } from './form-context';
import { textOption } from './options';
import './form-field.scss';

export interface InputField {
	/** The field's id (label `for`). */
	id: string;
	/** The id of the error message shown under the field. */
	errorId: string;
	/** inputName; '' when none is set. */
	name: string;
	label: string;
	placeholder: string;
	required: boolean;
	value: FormValue;
	setValue: ( value: FormValue ) => void;
	/** The server's message for this field, if any. */
	error: string | undefined;
	/** aria-invalid and aria-describedby for the field. */
	errorProps: {
		'aria-invalid'?: true;
		'aria-describedby'?: string;
	};
}

/**
 * Whether a stored boolean option is on (`true` or the text 'true').
 *
 * @param value The stored value.
 */
export function isOn( value: unknown ): boolean {
	return value === true || value === 'true';
}

/**
 * An input block's field: its value lives in the form around it when it
 * has a name, else in the block.
 *
 * @param block   The block.
 * @param options Its options.
 * @param empty   The value of an untouched field.
 */
export function useInputField(
	block: Block,
	options: BlockOptions,
	empty: FormValue
): InputField {
	const form = useForm();
	const [ own, setOwn ] = useState< FormValue >( empty );
	const name = textOption( options, 'inputName' ).trim();
	const inForm = form !== null && name !== '';
	const id = `uip-input-${ block.uid }`;
	const errorId = `${ id }-error`;
	const error = inForm ? form.errors[ name ] : undefined;
	return {
		id,
		errorId,
		name,
		label: textOption( options, 'inputLabel' ),
		placeholder: textOption( options, 'inputPlaceHolder' ),
		required: isOn( options.inputRequired ),
		value: inForm ? ( form.values[ name ] ?? empty ) : own,
		setValue: ( next ) =>
			inForm ? form.setValue( name, next ) : setOwn( next ),
		error,
		errorProps: error
			? { 'aria-invalid': true, 'aria-describedby': errorId }
			: {},
	};
}

/**
 * A value as the text a field shows.
 *
 * @param value The value.
 */
export function fieldText( value: FormValue ): string {
	return typeof value === 'boolean' ? '' : String( value );
}

/**
 * A value as a checkbox's state ('1', 'true' and 1 are checked: what user
 * meta and options give back).
 *
 * @param value The value.
 */
export function fieldChecked( value: FormValue ): boolean {
	return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * The label of a field, with a mark when it is required.
 *
 * @param props       Component props.
 * @param props.field The field.
 */
export function FieldLabel( { field }: { field: InputField } ) {
	return (
		<label className="uip-input__label" htmlFor={ field.id }>
			{ field.label }
			{ field.required && (
				<span className="uip-input__required" aria-hidden="true">
					{ ' *' }
				</span>
			) }
		</label>
	);
}

/**
 * The server's message for a field, when there is one.
 *
 * @param props       Component props.
 * @param props.field The field.
 */
export function FieldError( { field }: { field: InputField } ) {
	if ( ! field.error ) {
		return null;
	}
	return (
		<p className="uip-input__error" id={ field.errorId }>
			{ field.error }
		</p>
	);
}
