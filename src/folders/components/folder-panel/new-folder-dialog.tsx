/**
 * The "New folder" dialog: a name, created at the top or inside a parent.
 */

/**
 * WordPress dependencies
 */
import { Modal, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DialogButtons from '../../../components/dialog-buttons';
import { nameProblem } from '../../store/actions';

export interface NewFolderDialogProps {
	/** The parent's name, when the folder goes inside one. */
	parentName?: string;
	/** Resolves to whether it was created (the dialog stays open if not). */
	onCreate: ( name: string ) => Promise< boolean >;
	onClose: () => void;
}

/**
 * Asks for a new folder's name.
 *
 * @param props            Component props.
 * @param props.parentName The parent's name, for a subfolder.
 * @param props.onCreate   Creates it.
 * @param props.onClose    Closes the dialog.
 */
export default function NewFolderDialog( {
	parentName,
	onCreate,
	onClose,
}: NewFolderDialogProps ) {
	const [ name, setName ] = useState( '' );
	const [ problem, setProblem ] = useState< string | null >( null );
	const [ busy, setBusy ] = useState( false );

	const submit = async () => {
		const refused = nameProblem( name );
		if ( refused ) {
			setProblem( refused );
			return;
		}
		setBusy( true );
		const created = await onCreate( name );
		setBusy( false );
		if ( created ) {
			onClose();
		}
	};

	return (
		<Modal
			title={
				parentName
					? sprintf(
							/* translators: %s: the parent folder's name */
							__( 'New folder in “%s”', 'uipress' ),
							parentName
						)
					: __( 'New folder', 'uipress' )
			}
			onRequestClose={ onClose }
			className="uip-folder-dialog"
			size="small"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					void submit();
				} }
			>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Name', 'uipress' ) }
					value={ name }
					maxLength={ 200 }
					// eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one field.
					autoFocus
					help={ problem ?? undefined }
					aria-invalid={ problem ? true : undefined }
					onChange={ ( value ) => {
						setName( value );
						setProblem( null );
					} }
				/>
				<DialogButtons
					confirmLabel={ __( 'Create', 'uipress' ) }
					busy={ busy }
					submit
					onCancel={ onClose }
				/>
			</form>
		</Modal>
	);
}
