/**
 * A dialog that picks a folder with the tree (keyboard: the tree's keys,
 * Enter/Space picks), then runs the action. The item move and the folder
 * move ("Move to folder…") both use it.
 */

/**
 * WordPress dependencies
 */
import { Modal } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DialogButtons from '../../../components/dialog-buttons';
import { foldersStore } from '../../store';
import type { FolderKind } from '../../types';
import FolderTree from '../folder-tree';
import MoveProgress from '../move-progress';

export interface FolderPickerDialogProps {
	kind: FolderKind;
	title: string;
	confirmLabel: string;
	/** The name of the 0 entry (Uncategorised, or the top level). */
	rootLabel: string;
	/** The folder picked at first (0 = the root entry). */
	initial?: number;
	/** Folders that may not be picked. */
	disabled?: ReadonlySet< number >;
	/** Resolves to whether it worked (the dialog closes then). */
	onConfirm: ( folder: number ) => Promise< boolean >;
	onClose: () => void;
}

/**
 * The picker dialog.
 *
 * @param props              Component props.
 * @param props.kind
 * @param props.title
 * @param props.confirmLabel
 * @param props.rootLabel
 * @param props.initial
 * @param props.disabled
 * @param props.onConfirm
 * @param props.onClose
 */
export default function FolderPickerDialog( {
	kind,
	title,
	confirmLabel,
	rootLabel,
	initial,
	disabled,
	onConfirm,
	onClose,
}: FolderPickerDialogProps ) {
	const { tree, requested, move } = useSelect(
		( select ) => ( {
			tree: select( foldersStore ).getTree( kind ),
			requested: select( foldersStore ).hasRequested( kind ),
			move: select( foldersStore ).getMoveProgress( kind ),
		} ),
		[ kind ]
	);
	const { loadFolders } = useDispatch( foldersStore );
	const [ picked, setPicked ] = useState< number | null >( initial ?? null );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		if ( ! requested ) {
			void loadFolders( kind );
		}
	}, [ kind, requested, loadFolders ] );

	const confirm = async () => {
		if ( picked === null ) {
			return;
		}
		setBusy( true );
		const done = await onConfirm( picked );
		setBusy( false );
		if ( done ) {
			onClose();
		}
	};

	return (
		<Modal
			title={ title }
			onRequestClose={ () => ! busy && onClose() }
			className="uip-folder-dialog uip-folder-picker"
		>
			{ tree ? (
				<FolderTree
					kind={ kind }
					label={ __( 'Folders', 'uipress' ) }
					folders={ tree.folders }
					selected={ picked }
					onOpen={ ( folder ) => setPicked( folder ) }
					uncategorised={ null }
					uncategorisedLabel={ rootLabel }
					disabled={ disabled }
					reveal={ initial }
				/>
			) : (
				<p>{ __( 'Loading folders…', 'uipress' ) }</p>
			) }
			<MoveProgress move={ move } />
			<DialogButtons
				confirmLabel={ confirmLabel }
				busy={ busy }
				disabled={ picked === null }
				accessibleWhenDisabled
				onCancel={ onClose }
				onConfirm={ () => void confirm() }
			/>
		</Modal>
	);
}
