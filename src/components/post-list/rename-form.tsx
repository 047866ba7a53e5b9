/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import './post-list.scss';

interface RenameFormProps {
	title: string;
	/** The field's name for screen readers, e.g. "Template title". */
	label: string;
	onSave: ( title: string ) => void;
	onCancel: () => void;
}

/**
 * Inline title editor of a list row: Enter or Save keeps, Escape cancels.
 *
 * @param props          Component props.
 * @param props.title    The current title.
 * @param props.label    The field's name for screen readers.
 * @param props.onSave   Called with the new title.
 * @param props.onCancel Called when editing is abandoned.
 */
export default function RenameForm( {
	title,
	label,
	onSave,
	onCancel,
}: RenameFormProps ) {
	const [ value, setValue ] = useState( title );
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const trimmed = value.trim();
		if ( trimmed ) {
			onSave( trimmed );
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			onCancel();
		}
	};
	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
		<form
			className="uip-post-list__rename"
			onSubmit={ submit }
			onKeyDown={ onKeyDown }
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ label }
				hideLabelFromVision
				value={ value }
				onChange={ setValue }
				// eslint-disable-next-line jsx-a11y/no-autofocus
				autoFocus
			/>
			<Button variant="primary" type="submit" disabled={ ! value.trim() }>
				{ __( 'Save title', 'uipress' ) }
			</Button>
			<Button variant="tertiary" onClick={ onCancel }>
				{ __( 'Cancel', 'uipress' ) }
			</Button>
		</form>
	);
}
