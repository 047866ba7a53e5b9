/**
 * A wp.media library narrowed to a folder: `uip_folder` among the
 * library's props, which core sends as `query[uip_folder]` to
 * admin-ajax.php?action=query-attachments (Folders\FolderQuery reads it).
 */

/**
 * Internal dependencies
 */
import { FOLDER_PARAM } from '../types';
import { uploadQueue, type AttachmentsCollection } from './wp-media';

/**
 * Core's query watches new uploads only when it knows every argument;
 * with a folder open, uploads go into that folder, so they belong in it.
 *
 * @param library The library.
 */
function watchUploads( library: AttachmentsCollection ): void {
	const queue = uploadQueue();
	if ( queue && library.props.get( FOLDER_PARAM ) !== undefined ) {
		library.mirroring?.observe?.( queue );
	}
}

/**
 * Opens a folder in a library (the library asks the server again).
 *
 * @param library The library.
 * @param folder  The folder (0 = Uncategorised, null = All).
 */
export function showFolder(
	library: AttachmentsCollection,
	folder: number | null
): void {
	if ( folder === null ) {
		library.props.unset( FOLDER_PARAM );
	} else {
		library.props.set( { [ FOLDER_PARAM ]: folder } );
	}
	watchUploads( library );
}

/**
 * Asks the server for the library again (items moved out of the open
 * folder leave it, items moved in arrive).
 *
 * @param library The library.
 */
export function refreshLibrary( library: AttachmentsCollection ): void {
	library._requery?.();
	watchUploads( library );
}
