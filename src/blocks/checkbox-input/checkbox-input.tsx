/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import {
	FieldError,
	FieldLabel,
	fieldChecked,
	useInputField,
} from '../shared/form-field';

/**
 * The checkbox block: a box to tick, its label beside it; the form sends
 * true or false. Required means it must be ticked.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.options The block's options.
 */
export default function CheckboxInput( {
	block,
	options,
}: BlockComponentProps ) {
	const field = useInputField( block, options, false );
	return (
		<div className="uip-input uip-checkbox-input">
			<span className="uip-input__choice">
				<input
					id={ field.id }
					type="checkbox"
					name={ field.name || undefined }
					required={ field.required }
					checked={ fieldChecked( field.value ) }
					onChange={ ( event ) =>
						field.setValue( event.target.checked )
					}
					{ ...field.errorProps }
				/>
				<FieldLabel field={ field } />
			</span>
			<FieldError field={ field } />
		</div>
	);
}
