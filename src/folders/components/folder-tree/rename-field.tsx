/**
 * The inline name field of a folder being renamed (F2): Enter saves,
 * Escape cancels, an empty name is refused with a message.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { nameProblem } from '../../store/actions';

export interface RenameFieldProps {
	id: string;
	name: string;
	/** Resolves to whether it saved (the field stays open when not). */
	onSave: ( name: string ) => Promise< boolean >;
	onCancel: () => void;
}

/**
 * A folder's name as a text field.
 *
 * @param props          Component props.
 * @param props.id       The field's id.
 * @param props.name     The current name.
 * @param props.onSave   Saves the new name.
 * @param props.onCancel Leaves the name as it was.
 */
export default function RenameField( {
	id,
	name,
	onSave,
	onCancel,
}: RenameFieldProps ) {
	const [ value, setValue ] = useState( name );
	const [ problem, setProblem ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const input = useRef< HTMLInputElement >( null );

	useEffect( () => {
		input.current?.focus();
		input.current?.select();
	}, [] );

	const save = async () => {
		const refused = nameProblem( value );
		if ( refused ) {
			setProblem( refused );
			input.current?.focus();
			return;
		}
		setSaving( true );
		const saved = await onSave( value );
		setSaving( false );
		if ( ! saved ) {
			input.current?.focus();
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		// The tree's keys (arrows, Home, letters) edit the text here.
		event.stopPropagation();
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			void save();
		} else if ( event.key === 'Escape' ) {
			event.preventDefault();
			onCancel();
		}
	};

	return (
		<span className="uip-folder-tree__rename">
			<input
				ref={ input }
				id={ id }
				type="text"
				className="uip-folder-tree__rename-input"
				aria-label={ __( 'Folder name', 'uipress' ) }
				aria-invalid={ problem ? true : undefined }
				aria-describedby={ problem ? `${ id }-problem` : undefined }
				value={ value }
				disabled={ saving }
				maxLength={ 200 }
				onChange={ ( event ) => {
					setValue( event.target.value );
					setProblem( null );
				} }
				onKeyDown={ onKeyDown }
				onClick={ ( event ) => event.stopPropagation() }
				onBlur={ () => {
					if ( ! saving && ! problem ) {
						onCancel();
					}
				} }
			/>
			{ problem && (
				<span
					id={ `${ id }-problem` }
					className="uip-folder-tree__rename-problem"
					role="alert"
				>
					{ problem }
				</span>
			) }
		</span>
	);
}
