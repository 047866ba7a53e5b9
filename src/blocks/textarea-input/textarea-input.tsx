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

/**
 * The text area block: several lines of text, labelled.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.options The block's options.
 */
export default function TextareaInput( {
	block,
	options,
}: BlockComponentProps ) {
	const field = useInputField( block, options, '' );
	return (
		<div className="uip-input uip-textarea-input">
			<FieldLabel field={ field } />
			<textarea
				id={ field.id }
				className="uip-input__field"
				name={ field.name || undefined }
				placeholder={ field.placeholder || undefined }
				required={ field.required }
				rows={ 4 }
				value={ fieldText( field.value ) }
				onChange={ ( event ) => field.setValue( event.target.value ) }
				{ ...field.errorProps }
			/>
			<FieldError field={ field } />
		</div>
	);
}
