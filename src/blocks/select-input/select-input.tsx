/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

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
import { readChoices } from '../shared/input-choices';

/**
 * The select block: one of its options (selectOptions: label shown, name
 * saved). It starts on an empty entry (the placeholder), so a required
 * select needs a choice.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.options The block's options.
 */
export default function SelectInput( { block, options }: BlockComponentProps ) {
	const field = useInputField( block, options, '' );
	const choices = readChoices( options.selectOptions );
	const value = fieldText( field.value );
	const known = value === '' || choices.some( ( c ) => c.name === value );
	return (
		<div className="uip-input uip-select-input">
			<FieldLabel field={ field } />
			<select
				id={ field.id }
				className="uip-input__field"
				name={ field.name || undefined }
				required={ field.required }
				value={ value }
				onChange={ ( event ) => field.setValue( event.target.value ) }
				{ ...field.errorProps }
			>
				<option value="">
					{ field.placeholder || __( 'Choose…', 'uipress' ) }
				</option>
				{ choices.map( ( choice ) => (
					<option key={ choice.name } value={ choice.name }>
						{ choice.label }
					</option>
				) ) }
				{ ! known && <option value={ value }>{ value }</option> }
			</select>
			<FieldError field={ field } />
		</div>
	);
}
