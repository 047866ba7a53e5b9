/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import {
	FieldError,
	FieldLabel,
	fieldText,
	useInputField,
} from '../shared/form-field';
import { TEXT_INPUT_TYPES } from '../shared/input-options';
import { choiceOption } from '../shared/options';

/**
 * The text input block: one line of text, a number, an email address, a
 * phone number or a password (inputType), labelled, with the browser's
 * checks for required fields, email addresses and numbers.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.options The block's options.
 */
export default function TextInput( { block, options }: BlockComponentProps ) {
	const field = useInputField( block, options, '' );
	const type = choiceOption( options, 'inputType', TEXT_INPUT_TYPES, 'text' );
	return (
		<div className="uip-input uip-text-input">
			<FieldLabel field={ field } />
			<input
				id={ field.id }
				className="uip-input__field"
				type={ type }
				name={ field.name || undefined }
				placeholder={ field.placeholder || undefined }
				required={ field.required }
				autoComplete={
					type === 'password' ? 'new-password' : undefined
				}
				step={ type === 'number' ? 'any' : undefined }
				value={ fieldText( field.value ) }
				onChange={ ( event ) => field.setValue( event.target.value ) }
				{ ...field.errorProps }
			/>
			<FieldError field={ field } />
		</div>
	);
}
