/**
 * The media modal (every wp.media frame but the grid: the block editor's
 * Media Library, the classic Add Media, any plugin's): the panel inside the
 * modal beside the attachments browser, narrowing the modal's library;
 * uploads from the modal go into its open folder.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { makeAttachmentsDraggable } from './attachment-drag';
import { keptFolder } from './kept-folder';
import { refreshLibrary, showFolder } from './library-folder';
import ScreenPanel from './screen-panel';
import { setUploadFolder, uploadFolder } from './uploads';
import {
	clearSelection,
	isQueryLibrary,
	wpMedia,
	type AttachmentsCollection,
	type MediaView,
} from './wp-media';

const KIND = 'attachment';

/**
 * Adds the panel to one attachments browser of a modal.
 *
 * @param browser The browser (wp.media.view.AttachmentsBrowser).
 * @param library Its library.
 * @param canEdit Whether the user may file media (else no dragging).
 */
async function addPanel(
	browser: MediaView,
	library: AttachmentsCollection,
	canEdit: boolean
): Promise< () => void > {
	const element = document.createElement( 'div' );
	element.className = 'uip-folders-modal-panel';
	browser.el.prepend( element );
	browser.el.classList.add( 'uip-folders-has-panel' );
	// Core renders a view by replacing its children: put the panel back.
	const keep = new MutationObserver( () => {
		if ( ! browser.el.contains( element ) ) {
			browser.el.prepend( element );
		}
	} );
	keep.observe( browser.el, { childList: true } );

	// What uploads went into before this modal, back when it closes.
	const before = uploadFolder();
	let open = await keptFolder( KIND );
	showFolder( library, open );
	setUploadFolder( open );

	const frame = browser.controller;
	const onOpen = () => setUploadFolder( open );
	const onClose = () => setUploadFolder( before );
	frame?.on( 'open', onOpen );
	frame?.on( 'close', onClose );
	const selection = () => browser.options?.selection;
	const undrag = canEdit
		? makeAttachmentsDraggable( browser.el, selection )
		: () => undefined;

	const root = createRoot( element );
	root.render(
		<ScreenPanel
			kind={ KIND }
			place="media-modal"
			initialFolder={ open }
			onOpen={ ( folder ) => {
				open = folder;
				showFolder( library, folder );
				setUploadFolder( folder );
			} }
			onItemsMoved={ () => {
				refreshLibrary( library );
				clearSelection( selection() );
			} }
		/>
	);
	return () => {
		keep.disconnect();
		undrag();
		frame?.off?.( 'open', onOpen );
		frame?.off?.( 'close', onClose );
		root.unmount();
	};
}

/**
 * Gives every attachments browser made from now on (but the grid's, which
 * has the panel beside it) a folder panel.
 *
 * @param canEdit Whether the user may file media.
 */
export function addFoldersToMediaModals( canEdit: boolean ): void {
	const Browser = wpMedia()?.view?.AttachmentsBrowser;
	if ( ! Browser || Browser.prototype.uipFolders === true ) {
		return;
	}
	const proto = Browser.prototype;
	const initialize = proto.initialize;
	const remove = proto.remove;
	proto.uipFolders = true;
	proto.initialize = function (
		this: MediaView & { uipFoldersDone?: Promise< () => void > },
		...args: unknown[]
	) {
		const result =
			typeof initialize === 'function'
				? initialize.apply( this, args )
				: undefined;
		const grid = this.controller?.isModeActive?.( 'grid' ) === true;
		if ( ! grid && isQueryLibrary( this.collection ) ) {
			this.uipFoldersDone = addPanel( this, this.collection, canEdit );
		}
		return result;
	};
	proto.remove = function (
		this: MediaView & { uipFoldersDone?: Promise< () => void > },
		...args: unknown[]
	) {
		void this.uipFoldersDone?.then( ( done ) => done() );
		return typeof remove === 'function'
			? remove.apply( this, args )
			: undefined;
	};
}
