/**
 * The posts table's Folder option (docs/FOLDERS.md): the table lists one
 * folder of its post type, or Uncategorised, or All. The builder shows its
 * control only while folders are on; the server narrows by it only then.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockOptions, OptionDefinition } from '../../engine/types';

/** The option type, edited by the builder's folder control. */
export const FOLDER_OPTION_TYPE = 'folder';

export const FOLDER_OPTION: OptionDefinition = {
	option: FOLDER_OPTION_TYPE,
	uniqueKey: 'folder',
	label: __( 'Folder', 'uipress' ),
	// All folders.
	value: null,
	help: __( 'Only the posts in this folder, not its subfolders.', 'uipress' ),
	// The option holding the post types whose folders are offered.
	args: { postTypesKey: 'activePostTypes' },
};

/**
 * The folder a stored value names: a folder's id, 0 for Uncategorised,
 * undefined for every folder (anything else).
 *
 * @param value The stored option.
 */
export function folderOf( value: unknown ): number | undefined {
	const number =
		typeof value === 'string' && /^\d+$/.test( value.trim() )
			? Number( value )
			: value;
	return typeof number === 'number' &&
		Number.isSafeInteger( number ) &&
		number >= 0
		? number
		: undefined;
}

/**
 * The folder the block lists.
 *
 * @param options The block's options.
 */
export function chosenFolder( options: BlockOptions ): number | undefined {
	return folderOf( options.folder );
}
