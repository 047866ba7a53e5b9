/**
 * A site's menu for the preview's tests: Dashboard, Posts (All Posts,
 * Categories), Users (All Users, Profile), Settings (General), a custom
 * link; each live item with its capability, as the page carries them.
 */

/**
 * Internal dependencies
 */
import { reconcileMenu } from '../../../engine/menus';
import { liveItem } from '../../../engine/menus/test/fixtures';
import type { MenuItem } from '../../../engine/types';
import type { Tree } from '../../tree/tree';

export const LIVE: MenuItem[] = [
	liveItem( 'index.php', [], { cleanName: 'Dashboard' } ),
	liveItem(
		'edit.php',
		[
			liveItem( 'edit.php', [], { cleanName: 'All Posts' } ),
			liveItem( 'edit-tags.php?taxonomy=category', [], {
				cleanName: 'Categories',
			} ),
		],
		{ cleanName: 'Posts' }
	),
	liveItem(
		'users.php',
		[
			liveItem( 'users.php', [], { cleanName: 'All Users' } ),
			liveItem( 'profile.php', [], { cleanName: 'Profile' } ),
		],
		{ cleanName: 'Users' }
	),
	liveItem(
		'options-general.php',
		[ liveItem( 'options-general.php', [], { cleanName: 'General' } ) ],
		{ cleanName: 'Settings' }
	),
];

export const CAPABILITIES: Record< string, string > = {
	'>index.php': 'read',
	'>edit.php': 'edit_posts',
	'edit.php>edit.php': 'edit_posts',
	'edit.php>edit-tags.php?taxonomy=category': 'manage_categories',
	'>users.php': 'list_users',
	'users.php>users.php': 'list_users',
	'users.php>profile.php': 'read',
	'>options-general.php': 'manage_options',
	'options-general.php>options-general.php': 'manage_options',
};

/** What an author holds. */
export const AUTHOR: Record< string, boolean > = {
	read: true,
	edit_posts: true,
	manage_categories: false,
	list_users: false,
	manage_options: false,
};

/**
 * The menu as made from the live one, with a custom link at the end.
 */
export function madeMenu(): Tree {
	return reconcileMenu(
		[
			...LIVE,
			{
				...liveItem( 'help-desk', [], { cleanName: 'Help desk' } ),
				customItem: true,
			},
		],
		LIVE
	);
}
