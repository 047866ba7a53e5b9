/**
 * The folder panel as a screen shows it: the open folder kept per user,
 * and on narrow screens a "Folders" toggle above the list that folds it.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { chevronDown, chevronUp } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { FolderPanel } from '../components/folder-panel';
import type { FolderKind, ItemsMoved } from '../types';
import { keepFolder, type KeptView } from './kept-folder';

export interface ScreenPanelProps {
	kind: FolderKind;
	/** The folder the screen opened on. */
	initialFolder: number | null;
	/**
	 * After the user opened a folder; `kept` settles once the preference
	 * is saved (a screen that reloads waits for it).
	 */
	onOpen: ( folder: number | null, kept: Promise< void > ) => void;
	onItemsMoved?: ( moved: ItemsMoved, ids: number[] ) => void;
	/** Where the panel sits: the layout's modifier (`media-modal`…). */
	place: string;
	/** Kept with the folder (the media library's grid or list). */
	view?: KeptView;
}

export default function ScreenPanel( {
	kind,
	initialFolder,
	onOpen,
	onItemsMoved,
	place,
	view,
}: ScreenPanelProps ) {
	const [ folder, setFolder ] = useState( initialFolder );
	// Folded only matters on narrow screens (the toggle is hidden on wide).
	const [ folded, setFolded ] = useState( true );

	const open = ( next: number | null ) => {
		setFolder( next );
		// The list changes at once; the preference follows.
		onOpen( next, keepFolder( kind, next, view ) );
	};

	return (
		<div
			className={ `uip-folders-screen-panel uip-folders-screen-panel--${ place }${
				folded ? ' is-folded' : ''
			}` }
		>
			<Button
				className="uip-folders-screen-panel__toggle"
				icon={ folded ? chevronDown : chevronUp }
				iconPosition="right"
				aria-expanded={ ! folded }
				onClick={ () => setFolded( ! folded ) }
			>
				{ __( 'Folders', 'uipress' ) }
			</Button>
			<FolderPanel
				className="uip-folders-screen-panel__panel"
				kind={ kind }
				folder={ folder }
				onOpen={ open }
				onItemsMoved={ onItemsMoved }
			/>
		</div>
	);
}
