/**
 * "Move to folder…" in the media grid's bulk select toolbar: the keyboard
 * path for the selection (the dialog's tree is a picker).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MoveToFolderDialog } from '../components/move-to-folder-dialog';
import type { FolderKind } from '../types';
import { clearSelection, selectionIds, type MediaFrame } from './wp-media';

export interface MoveSelectionButtonProps {
	frame: MediaFrame;
	kind: FolderKind;
	onMoved: () => void;
}

export default function MoveSelectionButton( {
	frame,
	kind,
	onMoved,
}: MoveSelectionButtonProps ) {
	const selection = () => frame.state().get( 'selection' );
	const [ active, setActive ] = useState(
		() => frame.isModeActive?.( 'select' ) === true
	);
	const [ ids, setIds ] = useState( () => selectionIds( selection() ) );
	const [ moving, setMoving ] = useState< number[] | null >( null );

	useEffect( () => {
		const onMode = () =>
			setActive( frame.isModeActive?.( 'select' ) === true );
		const onSelection = () => setIds( selectionIds( selection() ) );
		const selected = selection() as {
			on?: ( events: string, callback: () => void ) => void;
			off?: ( events: string, callback: () => void ) => void;
		} | null;
		frame.on( 'select:activate select:deactivate', onMode );
		selected?.on?.( 'add remove reset', onSelection );
		return () => {
			frame.off?.( 'select:activate select:deactivate', onMode );
			selected?.off?.( 'add remove reset', onSelection );
		};
		// The frame and its selection live as long as the page.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ frame ] );

	if ( ! active ) {
		return null;
	}
	return (
		<>
			{ /* Core's own toolbar buttons, so it looks like its neighbours. */ }
			<button
				type="button"
				className="button button-large"
				disabled={ ids.length === 0 }
				onClick={ () => setMoving( ids ) }
			>
				{ __( 'Move to folder…', 'uipress' ) }
			</button>
			{ moving && (
				<MoveToFolderDialog
					kind={ kind }
					ids={ moving }
					onClose={ () => setMoving( null ) }
					onMoved={ () => {
						setMoving( null );
						clearSelection( selection() );
						onMoved();
					} }
				/>
			) }
		</>
	);
}
