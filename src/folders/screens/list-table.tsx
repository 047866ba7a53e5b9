/**
 * The list tables (edit.php of each kind, upload.php in list mode): the
 * panel beside the table; opening a folder reloads the list on it
 * (`uip_folder`, other arguments kept); rows dragged onto folders; the
 * bulk action "Move to folder…".
 */

/**
 * WordPress dependencies
 */
import { createRoot, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { MoveToFolderDialog } from '../components/move-to-folder-dialog';
import {
	FOLDER_PARAM,
	type FolderKind,
	type FoldersConfig,
	type ItemsMoved,
} from '../types';
import { addMoveBulkAction } from './bulk-action';
import { keptListUrl, orderOf, urlWithFolder } from './folder-url';
import { keptPreference } from './kept-folder';
import { besideList } from './layout';
import { afterRowsMoved, checkedIds, makeRowsDraggable } from './list-rows';
import ScreenPanel from './screen-panel';

/** Opens the dialog from outside React (the bulk action's submit). */
let openDialog: ( ids: number[] ) => void = () => undefined;

function BulkMoveDialog( {
	kind,
	onMoved,
}: {
	kind: FolderKind;
	onMoved: ( ids: number[], folder: number ) => void;
} ) {
	const [ ids, setIds ] = useState< number[] | null >( null );
	useEffect( () => {
		openDialog = setIds;
	}, [] );
	if ( ! ids ) {
		return null;
	}
	return (
		<MoveToFolderDialog
			kind={ kind }
			ids={ ids }
			onClose={ () => setIds( null ) }
			onMoved={ ( moved: ItemsMoved ) => {
				setIds( null );
				onMoved( ids, moved.folder );
			} }
		/>
	);
}

/**
 * Keeps the open folder in the form, so searching, filtering and sorting
 * stay in it.
 *
 * @param form   The list's form.
 * @param folder The open folder.
 */
function keepFolderInForm( form: HTMLFormElement, folder: number | null ) {
	if (
		folder === null ||
		form.querySelector( `[name="${ FOLDER_PARAM }"]` )
	) {
		return;
	}
	const input = document.createElement( 'input' );
	input.type = 'hidden';
	input.name = FOLDER_PARAM;
	input.value = String( folder );
	form.appendChild( input );
}

/**
 * Mounts the folders of a list table.
 *
 * @param config The page's folders configuration.
 */
export async function mountListTable( config: FoldersConfig ): Promise< void > {
	const form = document.getElementById( 'posts-filter' );
	const body = document.getElementById( 'the-list' );
	const { kind, folder } = config;
	if ( ! ( form instanceof HTMLFormElement ) || ! body || ! kind ) {
		return;
	}
	// A list opened without a folder opens the one the user left open, in
	// the order kept with it (All is kept as null, so choosing All sticks).
	const address = new URL( window.location.href );
	if ( ! address.searchParams.has( FOLDER_PARAM ) ) {
		const kept = await keptPreference( kind );
		if ( typeof kept.folder === 'number' ) {
			window.location.replace(
				keptListUrl( address.href, kept.folder, kept )
			);
			return;
		}
	}

	keepFolderInForm( form, folder );
	const moved = ( ids: number[], to: number ) =>
		afterRowsMoved( body, ids, folder !== null && to !== folder );
	// Filing is offered only to who may file (the routes check again).
	if ( config.kinds[ kind ]?.canEdit ) {
		makeRowsDraggable( body, kind );
		addMoveBulkAction(
			form,
			( ids ) => openDialog( ids ),
			() => checkedIds( body )
		);
	}

	const panel = besideList( form, config.screen );
	createRoot( panel ).render(
		<>
			<ScreenPanel
				kind={ kind }
				place={ config.screen }
				view={ {
					...( config.screen === 'media-list'
						? { view: 'list' as const }
						: {} ),
					...orderOf( window.location.href ),
				} }
				initialFolder={ folder }
				onOpen={ async ( next, kept ) => {
					// Kept before leaving: the next page reads it.
					await kept;
					window.location.assign(
						urlWithFolder( window.location.href, next )
					);
				} }
				onItemsMoved={ ( result, ids ) => moved( ids, result.folder ) }
			/>
			<BulkMoveDialog kind={ kind } onMoved={ moved } />
		</>
	);
}
