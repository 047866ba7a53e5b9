/**
 * Menus to and from JSON files: a list of `{ title, uipress }`, `uipress`
 * being the menu's REST field. A file is checked whole before anything is
 * saved; the first problem is named.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ImportFileError,
	firstTreeProblem,
	parseJsonText,
	type TreeCheck,
} from '../../components/entity-list/import-file';
import { isRecord } from '../../shared/is-record';
import { safeMenuUrl } from '../../engine/renderer/links';
import {
	menuFieldForRest,
	parseMenuFields,
	type MenuFields,
	type MenuPost,
} from '../api/menus';

/** One menu in a file. */
export interface MenuExport {
	title: string;
	uipress: Record< string, unknown >;
}

/** A file that is not a menu list, with why. */
export { ImportFileError as MenuImportError };

/**
 * The file's content for menus.
 *
 * @param menus The menus.
 */
export function exportMenus( menus: readonly MenuPost[] ): MenuExport[] {
	return menus.map( ( menu ) => ( {
		title: menu.title,
		uipress: menuFieldForRest( menu.fields ),
	} ) );
}

/**
 * The problem of one menu item at `here`: no uip_uid, or a URL that is
 * not allowed; null when it is sound.
 *
 * @param item The item.
 * @param here Its path.
 */
function itemProblem( item: unknown, here: string ): string | null {
	if (
		! isRecord( item ) ||
		typeof item.uip_uid !== 'string' ||
		! item.uip_uid
	) {
		return sprintf(
			/* translators: %s: where the item is, e.g. menu[2].submenu[0]. */
			__( 'the item at %s has no uip_uid', 'uipress' ),
			here
		);
	}
	const custom = isRecord( item.custom ) ? item.custom : {};
	const url = [ item.url, custom.url ].find(
		( value ) =>
			typeof value === 'string' && safeMenuUrl( value ) !== value.trim()
	);
	return typeof url === 'string'
		? sprintf(
				/* translators: 1: where the item is; 2: its URL. */
				__(
					'the item at %1$s has a URL that is not allowed (%2$s)',
					'uipress'
				),
				here,
				url
			)
		: null;
}

/** Every item, at any depth, is sound. */
const ITEMS: TreeCheck = {
	children: 'submenu',
	entry: itemProblem,
	notAList: ( here ) =>
		sprintf(
			/* translators: %s: where the item is. */
			__( 'the submenu of %s is not a list', 'uipress' ),
			here
		),
};

/**
 * The menus of a file's parsed JSON, checked whole.
 *
 * @param data The parsed JSON.
 * @throws MenuImportError naming the first problem.
 */
export function parseMenuImport(
	data: unknown
): Array< { title: string; fields: MenuFields } > {
	if ( ! Array.isArray( data ) || data.length === 0 ) {
		throw new ImportFileError(
			__(
				'This is not a UiPress menu file: it must be a list of menus.',
				'uipress'
			)
		);
	}
	return data.map( ( entry, position ) => {
		const fail = ( problem: string ) =>
			new ImportFileError(
				sprintf(
					/* translators: 1: position of the menu in the file, from 1; 2: the problem. */
					__( 'Menu %1$d: %2$s.', 'uipress' ),
					position + 1,
					problem
				)
			);
		if ( ! isRecord( entry ) || ! isRecord( entry.uipress ) ) {
			throw fail( __( 'it is not a menu object', 'uipress' ) );
		}
		const settings = entry.uipress.settings;
		const menu = isRecord( settings ) ? settings.menu : undefined;
		const items = isRecord( menu ) ? menu.menu : menu;
		if ( ! Array.isArray( items ) ) {
			throw fail( __( 'it has no list of menu items', 'uipress' ) );
		}
		const bad = firstTreeProblem( items, 'menu', ITEMS );
		if ( bad ) {
			throw fail( bad );
		}
		return {
			title:
				typeof entry.title === 'string' && entry.title.trim()
					? entry.title.trim()
					: __( 'Imported menu', 'uipress' ),
			fields: parseMenuFields( entry.uipress ),
		};
	} );
}

/**
 * The menus of a file's text.
 *
 * @param text The file's text.
 * @throws MenuImportError when it is not JSON or not menus.
 */
export function parseMenuImportText(
	text: string
): Array< { title: string; fields: MenuFields } > {
	return parseMenuImport( parseJsonText( text ) );
}
