/**
 * Folders in the builder's media dialog (docs/FOLDERS.md, Screens): the
 * folder panel of media beside the Library's grid, whether the page has
 * folders on, and what the dialog's images and uploads need of them.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { dispatch } from '@wordpress/data';
import { lazy, Suspense, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { setDraggedItems } from '../../folders/drag';
import { readFoldersConfig } from '../../folders/screens/config';
import { isRecord } from '../../shared/is-record';
import LoadingSpinner from '../spinner';

// The panel and its store load with the first dialog that shows them: with
// folders off the builder carries none of their code.
const FolderPanel = lazy(
	() => import( '../../folders/components/folder-panel' )
);
const MoveToFolderDialog = lazy(
	() => import( '../../folders/components/move-to-folder-dialog' )
);

/** The kind the dialog files: media. */
export const MEDIA_KIND = 'attachment';

export interface MediaFolders {
	/** Whether the page has folders of media (else the dialog is as before). */
	enabled: boolean;
	/** Whether the viewer may file images (drag them onto folders). */
	canEdit: boolean;
	/** The folder the dialog opens on: null = All. */
	initialFolder: number | null;
}

/**
 * Reads the page's folders: `uipressConfig.folders` with a media kind, or
 * the bare flag `uipressConfig.foldersEnabled` (the routes still check
 * every request).
 *
 * @param source `window.uipressConfig`.
 */
export function readMediaFolders(
	source: unknown = window.uipressConfig
): MediaFolders {
	const config = readFoldersConfig( source );
	const media = config?.kinds[ MEDIA_KIND ];
	if ( config && media ) {
		return {
			enabled: true,
			canEdit: media.canEdit,
			initialFolder: config.kind === MEDIA_KIND ? config.folder : null,
		};
	}
	const flag = isRecord( source ) && source.foldersEnabled === true;
	return { enabled: flag, canEdit: flag, initialFolder: null };
}

/** The page's folders, read once per dialog. */
export function useMediaFolders(): MediaFolders {
	return useMemo( () => readMediaFolders(), [] );
}

/**
 * Starts dragging a listed image onto a folder (the drag protocol of
 * src/folders/drag.ts).
 *
 * @param key   The image's key in the grid (its id).
 * @param event The drag.
 */
export function dragMediaItem( key: string, event: DragEvent ): void {
	const id = Number( key );
	if ( Number.isInteger( id ) && id > 0 ) {
		setDraggedItems( event, MEDIA_KIND, [ id ] );
	}
}

/**
 * Reloads the tree's counts quietly (after uploads into a folder).
 *
 * @return Once asked.
 */
export async function refreshFolderCounts(): Promise< void > {
	const { foldersStore } = await import( '../../folders/store' );
	await dispatch( foldersStore ).loadFolders( MEDIA_KIND, { quiet: true } );
}

/**
 * The folder panel of media, beside the Library's grid.
 *
 * @param props              Component props.
 * @param props.folder       The open folder (0 = Uncategorised, null = All).
 * @param props.onOpen       Opens a folder.
 * @param props.onItemsMoved After images were filed: the list reloads.
 */
export default function LibraryFolders( {
	folder,
	onOpen,
	onItemsMoved,
}: {
	folder: number | null;
	onOpen: ( folder: number | null ) => void;
	onItemsMoved: () => void;
} ) {
	return (
		<Suspense fallback={ <LoadingSpinner /> }>
			<FolderPanel
				className="uip-media__folders"
				kind={ MEDIA_KIND }
				folder={ folder }
				onOpen={ onOpen }
				onItemsMoved={ onItemsMoved }
			/>
		</Suspense>
	);
}

/**
 * The keyboard path of a drag: "Move to folder…" for the chosen image, a
 * dialog with the tree as a picker.
 *
 * @param props         Component props.
 * @param props.id      The chosen image.
 * @param props.onMoved After it moved: the list reloads.
 */
export function MoveImageToFolder( {
	id,
	onMoved,
}: {
	id: number;
	onMoved: () => void;
} ) {
	const [ open, setOpen ] = useState( false );
	return (
		<>
			<Button
				className="uip-media__move"
				variant="tertiary"
				onClick={ () => setOpen( true ) }
			>
				{ __( 'Move to folder…', 'uipress' ) }
			</Button>
			{ open && (
				<Suspense fallback={ null }>
					<MoveToFolderDialog
						kind={ MEDIA_KIND }
						ids={ [ id ] }
						onClose={ () => setOpen( false ) }
						onMoved={ onMoved }
					/>
				</Suspense>
			) }
		</>
	);
}
