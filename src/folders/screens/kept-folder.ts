/**
 * The open folder of each kind, kept per user (the preference `folders`,
 * through ../preferences, which reads it once per page).
 */

/**
 * Internal dependencies
 */
import { readFolderPreferences, saveFolderPreference } from '../preferences';
import type { FolderKind, FolderPreferences } from '../types';

/** What a screen keeps besides the folder: the view and the order. */
export type KeptView = Pick<
	FolderPreferences[ FolderKind ],
	'view' | 'orderby' | 'order'
>;

/**
 * What the user keeps for a kind (nothing when unread).
 *
 * @param kind The kind.
 */
export async function keptPreference(
	kind: FolderKind
): Promise< FolderPreferences[ FolderKind ] > {
	const preferences = await readFolderPreferences().catch(
		(): FolderPreferences => ( {} )
	);
	return preferences[ kind ] ?? {};
}

/**
 * The folder the user left open in a kind (null: All, or never chosen).
 *
 * @param kind The kind.
 */
export async function keptFolder( kind: FolderKind ): Promise< number | null > {
	const { folder } = await keptPreference( kind );
	return typeof folder === 'number' ? folder : null;
}

/**
 * Keeps the folder the user opened, for the next page and the next modal;
 * a failed save leaves the screen as it is.
 *
 * @param kind   The kind.
 * @param folder The folder (0 = Uncategorised, null = All).
 * @param view   How the screen shows the kind (media: grid or list) and
 *               in which order.
 */
export async function keepFolder(
	kind: FolderKind,
	folder: number | null,
	view: KeptView = {}
): Promise< void > {
	await saveFolderPreference( kind, { folder, ...view } ).catch(
		() => undefined
	);
}
