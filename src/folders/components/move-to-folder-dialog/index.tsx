/**
 * "Move to folder…": the keyboard path for filing items (docs/FOLDERS.md),
 * a dialog with the tree as a picker.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { foldersStore } from '../../store';
import type { FolderKind, ItemsMoved } from '../../types';
import FolderPickerDialog from './folder-picker-dialog';

export interface MoveToFolderDialogProps {
	kind: FolderKind;
	/** The items to file. */
	ids: number[];
	onClose: () => void;
	/** After they moved (the ids that moved: all unless a batch failed). */
	onMoved?: ( moved: ItemsMoved, ids: number[] ) => void;
}

/**
 * Files items into the folder picked.
 *
 * @param props         Component props.
 * @param props.kind    Their kind.
 * @param props.ids     The items.
 * @param props.onClose Closes the dialog.
 * @param props.onMoved After they moved.
 */
export function MoveToFolderDialog( {
	kind,
	ids,
	onClose,
	onMoved,
}: MoveToFolderDialogProps ) {
	const { moveItems } = useDispatch( foldersStore );
	return (
		<FolderPickerDialog
			kind={ kind }
			title={ sprintf(
				/* translators: %d: how many items move */
				_n(
					'Move %d item to folder',
					'Move %d items to folder',
					ids.length,
					'uipress'
				),
				ids.length
			) }
			confirmLabel={ __( 'Move', 'uipress' ) }
			rootLabel={ __( 'Uncategorised', 'uipress' ) }
			onConfirm={ async ( folder ) => {
				const result = await moveItems( kind, ids, folder );
				if ( result ) {
					onMoved?.( result.answer, result.ids );
				}
				return result !== null && result.ids.length === ids.length;
			} }
			onClose={ onClose }
		/>
	);
}

export default MoveToFolderDialog;
