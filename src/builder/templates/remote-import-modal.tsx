/**
 * WordPress dependencies
 */
import { Button, Flex, Modal, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

interface RemoteImportModalProps {
	/** Resolves to whether the import worked (the modal then closes). */
	onImport: ( url: string ) => Promise< boolean >;
	onClose: () => void;
}

function isHttpUrl( value: string ): boolean {
	try {
		const url = new URL( value );
		return url.protocol === 'https:' || url.protocol === 'http:';
	} catch {
		return false;
	}
}

/**
 * Asks for the URL of a remote template and imports it.
 *
 * @param props          Component props.
 * @param props.onImport Imports from a URL.
 * @param props.onClose  Closes the modal.
 */
export default function RemoteImportModal( {
	onImport,
	onClose,
}: RemoteImportModalProps ) {
	const [ url, setUrl ] = useState( '' );
	const [ importing, setImporting ] = useState( false );
	const valid = isHttpUrl( url.trim() );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! valid || importing ) {
			return;
		}
		setImporting( true );
		const done = await onImport( url.trim() );
		setImporting( false );
		if ( done ) {
			onClose();
		}
	};

	return (
		<Modal
			title={ __( 'Import a template from a URL', 'uipress' ) }
			onRequestClose={ onClose }
		>
			<form onSubmit={ submit }>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Template URL', 'uipress' ) }
					type="url"
					value={ url }
					onChange={ setUrl }
					help={ __(
						'The address answers a POST request with a JSON list whose first item is the template. It is saved as a draft.',
						'uipress'
					) }
				/>
				<Flex justify="flex-end">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Cancel', 'uipress' ) }
					</Button>
					<Button
						variant="primary"
						type="submit"
						disabled={ ! valid || importing }
						isBusy={ importing }
					>
						{ __( 'Import', 'uipress' ) }
					</Button>
				</Flex>
			</form>
		</Modal>
	);
}
