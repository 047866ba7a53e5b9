/**
 * Custom menus as the entity list shows them: their REST collection,
 * words, order of precedence, copy, and today's export/import file format.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { copyTitle } from '../../components/entity-list/copy-title';
import type {
	EntityConfig,
	EntityLabels,
	EntityOrder,
} from '../../components/entity-list/types';
import { exportFileName } from '../../components/post-list/download';
import {
	MENUS_PATH,
	byPrecedence,
	createMenu,
	fetchMenus,
	parseMenuPost,
	updateMenu,
	type MenuFields,
	type MenuPost,
} from '../api/menus';
import { liveMenu } from '../editor/use-menu-editor';
import { clearMenuCaches } from '../menu-cache';
import { menuFromLive } from '../tree/stored';
import { exportMenus, parseMenuImportText } from './import-export';

/** Where a user's view of the menu list is kept. */
export const MENUS_VIEW_PREFERENCE = 'menusListView';

/** The menu list's words. */
export function menuLabels(): EntityLabels {
	return {
		plural: __( 'Menus', 'uipress' ),
		create: __( 'Create menu', 'uipress' ),
		createFailed: __( 'Something went wrong', 'uipress' ),
		open: __( 'Open in menu editor', 'uipress' ),
		loading: __( 'Loading menus…', 'uipress' ),
		loadError: __( 'The menus could not be loaded.', 'uipress' ),
		empty: __(
			'There are no custom menus yet. Create one from the full admin menu, then choose who it is for.',
			'uipress'
		),
		titleField: __( 'Menu title', 'uipress' ),
		deleteHeading: __( 'Delete permanently?', 'uipress' ),
		deleteMessage: ( count ) =>
			sprintf(
				/* translators: %d: number of menus. */
				_n(
					'%d menu will be deleted for good. This cannot be undone.',
					'%d menus will be deleted for good. This cannot be undone.',
					count,
					'uipress'
				),
				count
			),
		importFailed: __( 'The file was not imported', 'uipress' ),
	};
}

/** The order of precedence: menu_order, saved as the drag and drop did. */
export function menuOrder(): EntityOrder< MenuPost > {
	return {
		of: ( menu ) => menu.menuOrder,
		save: async ( id, order ) => {
			await updateMenu( id, { menuOrder: order } );
		},
		help: __(
			'The first published menu that applies to a user is the one they get. Use Move up and Move down in a menu’s actions to change the order.',
			'uipress'
		),
	};
}

/** After the last menu: new menus come last in precedence. */
export async function nextOrder(): Promise< number > {
	const menus = await fetchMenus();
	return (
		menus.reduce(
			( highest, menu ) => Math.max( highest, menu.menuOrder ),
			0
		) + 1
	);
}

/**
 * Saves a draft copy of a menu, last in precedence.
 *
 * @param menu The original.
 */
export async function copyMenu( menu: MenuPost ): Promise< void > {
	await createMenu( {
		title: copyTitle( menu.title ),
		status: 'draft',
		menuOrder: await nextOrder(),
		fields: menu.fields,
	} );
}

/**
 * The export file's name.
 *
 * @param title The menu's title (empty for several).
 */
export function menuFileName( title: string ): string {
	return exportFileName( title, 'menus' );
}

/**
 * Saves a file's menus as drafts, last in precedence, once the whole file
 * checks out.
 *
 * @param text The file's text.
 * @throws MenuImportError naming the first problem.
 */
export async function importMenus( text: string ): Promise< number > {
	const parsed = parseMenuImportText( text );
	let order = await nextOrder();
	for ( const menu of parsed ) {
		await createMenu( {
			title: menu.title,
			status: 'draft',
			menuOrder: order++,
			fields: menu.fields,
		} );
	}
	return parsed.length;
}

/**
 * The menus in order of precedence; the cached menus go (the list is
 * where they change).
 *
 * @param menus The menus loaded.
 */
export async function inPrecedence( menus: MenuPost[] ): Promise< MenuPost[] > {
	clearMenuCaches();
	return byPrecedence( menus );
}

/** A new menu's field: the full live menu, for nobody yet. */
function freshFields(): MenuFields {
	return {
		forRoles: [],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
		blockHidden: false,
		menu: menuFromLive( liveMenu() ),
	};
}

/** Creates a draft of the full live menu, last in precedence. */
export async function createFreshMenu(): Promise< number > {
	const created = await createMenu( {
		title: __( 'New admin menu', 'uipress' ),
		status: 'draft',
		menuOrder: await nextOrder(),
		fields: freshFields(),
	} );
	return created.id;
}

/** Custom menus as the entity list takes them. */
export function menuConfig(): EntityConfig< MenuPost > {
	return {
		kind: 'menus',
		restPath: MENUS_PATH,
		parse: parseMenuPost,
		labels: menuLabels(),
		preferenceKey: MENUS_VIEW_PREFERENCE,
		order: menuOrder(),
		create: createFreshMenu,
		copy: copyMenu,
		exportFile: exportMenus,
		fileName: menuFileName,
		importText: importMenus,
		prepare: inPrecedence,
		afterChange: clearMenuCaches,
	};
}
