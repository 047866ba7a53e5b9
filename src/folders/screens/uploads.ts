/**
 * Uploads go into the open folder: every plupload uploader of the page
 * (wp.Uploader: the media grid, every media modal) sends `uip_folder` with
 * each file (Folders\FolderUploads files it there).
 */

/**
 * Internal dependencies
 */
import { FOLDER_PARAM } from '../types';
import {
	wpUploaderClass,
	type PluploadUploader,
	type WpUploader,
} from './wp-media';

/** The folder uploads go into now (null: none, as WordPress does). */
let target: number | null = null;

/** Called once an uploader's queue is done (the counts changed). */
let uploaded: () => void = () => undefined;

const bound = new WeakSet< PluploadUploader >();

/**
 * Where the next uploads go: the folder the user has open in the grid or
 * in the modal in front.
 *
 * @param folder The folder (0 = Uncategorised, null = All: no folder).
 */
export function setUploadFolder( folder: number | null ): void {
	target = folder;
}

/**
 * What to do after uploads finished (read the counts again).
 *
 * @param callback The callback.
 */
export function onUploadsDone( callback: () => void ): void {
	uploaded = callback;
}

/** The folder uploads go into now. */
export function uploadFolder(): number | null {
	return target;
}

/**
 * Sets the parameter on a file's request as plupload sends it, so a
 * folder opened after the uploader was made still counts.
 *
 * @param uploader A plupload uploader.
 */
export function bindUploader( uploader: PluploadUploader | undefined ): void {
	if ( ! uploader || bound.has( uploader ) ) {
		return;
	}
	bound.add( uploader );
	uploader.bind( 'BeforeUpload', ( up ) => {
		const params = up.settings.multipart_params ?? {};
		if ( target === null ) {
			delete params[ FOLDER_PARAM ];
		} else {
			params[ FOLDER_PARAM ] = target;
		}
		up.settings.multipart_params = params;
	} );
	uploader.bind( 'UploadComplete', () => uploaded() );
}

/**
 * Binds every wp.Uploader made from now on (wp.Uploader calls its
 * prototype's `init` hook once its plupload instance exists).
 */
export function bindFutureUploaders(): void {
	const Uploader = wpUploaderClass();
	if ( ! Uploader || Uploader.prototype.uipFolders === true ) {
		return;
	}
	const init = Uploader.prototype.init;
	Uploader.prototype.uipFolders = true;
	Uploader.prototype.init = function ( this: WpUploader, ...args: [] ) {
		bindUploader( this.uploader );
		return typeof init === 'function'
			? init.apply( this, args )
			: undefined;
	};
}
