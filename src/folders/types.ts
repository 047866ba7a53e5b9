/**
 * The folders contract (docs/FOLDERS.md): what `uipress/v1/folders…` answers
 * and what the server prints for the screens.
 */

/** A kind of content with folders: a post type name (`attachment` for media). */
export type FolderKind = string;

/** One folder, as `GET /folders/{kind}` lists it. */
export interface Folder {
	id: number;
	name: string;
	/** 0 at the top. */
	parent: number;
	/** Position among its siblings (0 first). */
	position: number;
	/** Items in it (not its subfolders'), as the viewer may see them. */
	count: number;
}

/** `GET /folders/{kind}`. */
export interface FolderTree {
	kind: FolderKind;
	/** The kind's plural name (Media, Pages…). */
	label: string;
	folders: Folder[];
	/** Every item of the kind the viewer sees. */
	all: number;
	/** Items in no folder. */
	uncategorised: number;
	/** Whether the viewer may create, change and file. */
	canEdit: boolean;
}

/** What a delete answers, for its Undo (`POST /folders/{kind}/restore`). */
export interface FolderSnapshot {
	name: string;
	parent: number;
	position: number;
	/** Items that were in it (moved to its parent). */
	items: number[];
	/** Folders that were its children (moved to its parent). */
	children: number[];
}

/** `DELETE /folders/{kind}/{id}`. */
export interface FolderDeleted {
	deleted: FolderSnapshot;
	folders: Folder[];
}

/** `POST /folders/{kind}/items`. */
export interface ItemsMoved {
	moved: number;
	/** Where they went (0 = Uncategorised). */
	folder: number;
	/** The new count of each folder the move changed. */
	counts: Record< string, number >;
	uncategorised: number;
}

/** Where the folder panel is shown. */
export type FolderScreen =
	'media-grid' | 'media-list' | 'list-table' | 'editor' | 'builder';

/** A kind as the page's configuration describes it. */
export interface FolderKindConfig {
	label: string;
	taxonomy: string;
	canEdit: boolean;
}

/** `window.uipressConfig.folders`, printed by the server (Folders\FolderScreens). */
export interface FoldersConfig {
	kinds: Record< FolderKind, FolderKindConfig >;
	screen: FolderScreen;
	/** The kind the screen lists (its post type). */
	kind: FolderKind;
	/** The folder the page opened on (`uip_folder`), null for All. */
	folder: number | null;
	restPath: string;
}

/** The per-user preference `folders`: per kind, the open folder and the view. */
export type FolderPreferences = Record<
	FolderKind,
	{
		folder?: number | null;
		view?: 'list' | 'grid';
		orderby?: string;
		order?: 'asc' | 'desc';
	}
>;

/** The folder query parameter every filtered list takes (0 = Uncategorised). */
export const FOLDER_PARAM = 'uip_folder';

/** Where the routes live. */
export const FOLDERS_REST_PATH = '/uipress/v1/folders';
