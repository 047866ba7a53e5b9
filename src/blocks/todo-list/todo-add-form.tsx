/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';
import { oneLine } from './items';

interface TodoAddFormProps {
	/** Adds a to-do with this name (not blank). */
	onAdd: ( name: string ) => void;
}

/**
 * The field and button that add a to-do (Enter adds too). A blank name is
 * refused with a message tied to the field.
 *
 * @param props       Component props.
 * @param props.onAdd Adds a to-do.
 */
export default function TodoAddForm( { onAdd }: TodoAddFormProps ) {
	const [ name, setName ] = useState( '' );
	const [ refused, setRefused ] = useState( false );
	const field = useRef< HTMLInputElement >( null );
	const id = useId();
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const trimmed = oneLine( name ).trim();
		if ( ! trimmed ) {
			setRefused( true );
			field.current?.focus();
			return;
		}
		onAdd( trimmed );
		setName( '' );
		setRefused( false );
		field.current?.focus();
	};
	return (
		<form className="uip-todo-list__add" onSubmit={ submit } noValidate>
			<label className="screen-reader-text" htmlFor={ `${ id }-name` }>
				{ __( 'New to-do', 'uipress' ) }
			</label>
			<input
				ref={ field }
				id={ `${ id }-name` }
				className="uip-todo-list__add-field"
				type="text"
				value={ name }
				placeholder={ __( 'Add a to-do…', 'uipress' ) }
				autoComplete="off"
				aria-invalid={ refused || undefined }
				aria-describedby={ refused ? `${ id }-error` : undefined }
				onChange={ ( event ) => {
					setName( event.target.value );
					if ( refused && event.target.value.trim() ) {
						setRefused( false );
					}
				} }
			/>
			<button type="submit" className="uip-todo-list__button is-primary">
				<BlockIcon name="add" />
				{ __( 'Add', 'uipress' ) }
			</button>
			{ refused && (
				<p
					id={ `${ id }-error` }
					className="uip-todo-list__add-error"
					role="alert"
				>
					{ __( 'Give the to-do a name first.', 'uipress' ) }
				</p>
			) }
		</form>
	);
}
