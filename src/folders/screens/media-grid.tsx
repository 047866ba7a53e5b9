/**
 * The media library in grid mode (upload.php): the panel beside core's
 * grid frame; opening a folder narrows its library; attachments (one, or
 * the bulk selection) dragged onto a folder; uploads into the open folder;
 * "Move to folder…" in the bulk select toolbar.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FoldersConfig } from '../types';
import { makeAttachmentsDraggable } from './attachment-drag';
import { keptFolder } from './kept-folder';
import { besideList } from './layout';
import { refreshLibrary, showFolder } from './library-folder';
import MoveSelectionButton from './move-selection-button';
import ScreenPanel from './screen-panel';
import { bindUploader, setUploadFolder } from './uploads';
import {
	clearSelection,
	isQueryLibrary,
	wpMedia,
	type AttachmentsCollection,
	type MediaFrame,
} from './wp-media';

const KIND = 'attachment';

/**
 * Calls back with the grid's frame once core made it (media.js makes it on
 * jQuery's ready, before or after this script).
 *
 * @param callback Gets the frame.
 */
function whenGridReady( callback: ( frame: MediaFrame ) => void ): void {
	const frame = wpMedia()?.frame;
	if ( frame && document.querySelector( '#wp-media-grid .media-frame' ) ) {
		callback( frame );
		return;
	}
	const jquery: unknown = ( window as unknown as { jQuery?: unknown } )
		.jQuery;
	if ( typeof jquery !== 'function' ) {
		return;
	}
	(
		jquery as ( selector: string ) => {
			one: (
				event: string,
				handler: ( event: unknown, made: MediaFrame ) => void
			) => void;
		}
	 )( '#wp-media-grid' ).one( 'wp-media-grid-ready', ( _event, made ) =>
		callback( made )
	);
}

/**
 * Adds the "Move to folder…" button to the grid's bulk select toolbar.
 *
 * @param frame The grid's frame.
 */
function addToolbarButton( frame: MediaFrame ): void {
	const View = wpMedia()?.View;
	const toolbar = frame.browserView?.toolbar;
	if ( ! View || ! toolbar ) {
		return;
	}
	// Core's delete buttons sit at -80 and -75; ours follows them. Core
	// hides every toolbar child but `.media-button`s in bulk select mode.
	const view = new View( {
		tagName: 'span',
		className: 'uip-folders-toolbar-move media-button',
		priority: -70,
	} );
	toolbar.set( 'uipMoveToFolder', view );
	createRoot( view.el ).render(
		<MoveSelectionButton
			frame={ frame }
			kind={ KIND }
			onMoved={ () => {
				refreshLibrary( library( frame ) );
			} }
		/>
	);
}

function library( frame: MediaFrame ): AttachmentsCollection {
	const value = frame.state().get( 'library' );
	if ( ! isQueryLibrary( value ) ) {
		throw new Error( 'UiPress folders: the grid has no library.' );
	}
	return value;
}

/**
 * Mounts the folders of the media grid.
 *
 * @param config The page's folders configuration.
 */
export function mountMediaGrid( config: FoldersConfig ): void {
	whenGridReady( async ( frame ) => {
		if ( ! isQueryLibrary( frame.state().get( 'library' ) ) ) {
			return;
		}
		const initial = config.folder ?? ( await keptFolder( KIND ) );
		const selection = () => frame.state().get( 'selection' );

		showFolder( library( frame ), initial );
		setUploadFolder( initial );
		bindUploader( frame.uploader?.uploader?.uploader );
		// Filing is offered only to who may file (the routes check again).
		if ( config.kinds[ KIND ]?.canEdit ) {
			makeAttachmentsDraggable( frame.el, selection );
			addToolbarButton( frame );
		}

		createRoot( besideList( frame.el, 'media-grid' ) ).render(
			<ScreenPanel
				kind={ KIND }
				place="media-grid"
				view={ { view: 'grid' } }
				initialFolder={ initial }
				onOpen={ ( folder ) => {
					showFolder( library( frame ), folder );
					setUploadFolder( folder );
				} }
				onItemsMoved={ () => {
					refreshLibrary( library( frame ) );
					clearSelection( selection() );
				} }
			/>
		);
	} );
}
