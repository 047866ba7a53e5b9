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
 * The date block: the browser's date picker; the form sends YYYY-MM-DD.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.options The block's options.
 */
export default function DateInput( { block, options }: BlockComponentProps ) {
	const field = useInputField( block, options, '' );
	return (
		<div className="uip-input uip-date-input">
			<FieldLabel field={ field } />
			<input
				id={ field.id }
				className="uip-input__field"
				type="date"
				name={ field.name || undefined }
				required={ field.required }
				value={ fieldText( field.value ) }
				onChange={ ( event ) => field.setValue( event.target.value ) }
				{ ...field.errorProps }
			/>
			<FieldError field={ field } />
		</div>
	);
}
