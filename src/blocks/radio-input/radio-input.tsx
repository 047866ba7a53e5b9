/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { FieldError, fieldText, useInputField } from '../shared/form-field';
import { readChoices } from '../shared/input-choices';

/**
 * The radio buttons block: one of its options (selectOptions), all shown,
 * in a group named by the label. Required means one must be chosen.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.options The block's options.
 */
export default function RadioInput( { block, options }: BlockComponentProps ) {
	const field = useInputField( block, options, '' );
	const choices = readChoices( options.selectOptions );
	const value = fieldText( field.value );
	// Radios are grouped by name: without an inputName, by the block.
	const group = field.name || field.id;
	return (
		<fieldset className="uip-input uip-radio-input">
			<legend className="uip-input__label">
				{ field.label }
				{ field.required && (
					<span className="uip-input__required" aria-hidden="true">
						{ ' *' }
					</span>
				) }
			</legend>
			{ choices.map( ( choice, index ) => {
				const id = `${ field.id }-${ index }`;
				return (
					<span className="uip-input__choice" key={ choice.name }>
						<input
							id={ id }
							type="radio"
							name={ group }
							value={ choice.name }
							required={ field.required }
							checked={ value === choice.name }
							onChange={ () => field.setValue( choice.name ) }
							{ ...field.errorProps }
						/>
						<label htmlFor={ id }>{ choice.label }</label>
					</span>
				);
			} ) }
			<FieldError field={ field } />
		</fieldset>
	);
}
