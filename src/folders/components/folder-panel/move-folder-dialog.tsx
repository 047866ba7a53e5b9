/**
 * "Move to folder…" of a folder: nests it under the folder picked (or at
 * the top level); its own subtree may not be picked.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { foldersStore } from '../../store';
import { descendantsOf } from '../../store/folder-order';
import type { FolderKind } from '../../types';
import FolderPickerDialog from '../move-to-folder-dialog/folder-picker-dialog';

/**
 * The folder move dialog.
 *
 * @param props          Component props.
 * @param props.kind     The kind.
 * @param props.folderId The folder to move.
 * @param props.onClose  Closes the dialog.
 */
export default function MoveFolderDialog( {
	kind,
	folderId,
	onClose,
}: {
	kind: FolderKind;
	folderId: number;
	onClose: () => void;
} ) {
	const { folders, folder } = useSelect(
		( select ) => ( {
			folders: select( foldersStore ).getFolders( kind ),
			folder: select( foldersStore ).getFolder( kind, folderId ),
		} ),
		[ kind, folderId ]
	);
	const { nestFolder } = useDispatch( foldersStore );
	const disabled = useMemo(
		() => new Set( [ folderId, ...descendantsOf( folders, folderId ) ] ),
		[ folders, folderId ]
	);
	return (
		<FolderPickerDialog
			kind={ kind }
			title={ sprintf(
				/* translators: %s: a folder's name */
				__( 'Move “%s” to folder', 'uipress' ),
				folder?.name ?? ''
			) }
			confirmLabel={ __( 'Move', 'uipress' ) }
			rootLabel={ __( 'Top level', 'uipress' ) }
			initial={ folder?.parent }
			disabled={ disabled }
			onConfirm={ ( parent ) => nestFolder( kind, folderId, parent ) }
			onClose={ onClose }
		/>
	);
}
