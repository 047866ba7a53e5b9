/**
 * A wp.media library narrowed to a folder: `uip_folder` among the
 * library's props, which core sends as `query[uip_folder]` to
 * admin-ajax.php?action=query-attachments (Folders\FolderQuery reads it).
 */

/**
 * Internal dependencies
 */
import { FOLDER_PARAM } from '../types';
import type { AttachmentsCollection } from './wp-media';

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
}

/**
 * Asks the server for the library again (items moved out of the open
 * folder leave it, items moved in arrive).
 *
 * @param library The library.
 */
export function refreshLibrary( library: AttachmentsCollection ): void {
	library._requery?.();
}
