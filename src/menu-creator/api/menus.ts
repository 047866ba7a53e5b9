/**
 * The custom admin menus' REST calls (`wp/v2/uip-admin-menu`, and the
 * items routes `uipress/v1/admin-menus/{id}/items`).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import type { AudienceLists } from '../../components/audience';
import type { MenuItem } from '../../engine/types';
import { storedMenuItems } from '../../blocks/admin-menu/static-menu';

export const MENUS_PATH = '/wp/v2/uip-admin-menu';

/** A menu's `uipress` field, as the creator edits it. */
export interface MenuFields extends AudienceLists {
	menu: MenuItem[];
	/** "Also block hidden pages". */
	blockHidden: boolean;
}

/** A custom menu post. */
export interface MenuPost {
	id: number;
	title: string;
	status: string;
	/** Precedence: the first published match, lowest first. */
	menuOrder: number;
	modified: string;
	fields: MenuFields;
	/** On the main site of a network: whether it applies to every site. */
	network?: boolean;
}

type UnknownRecord = Record< string, unknown >;

function strings( value: unknown ): string[] {
	return Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];
}

function ids( value: unknown ): number[] {
	return Array.isArray( value )
		? value.filter(
				( item ): item is number =>
					typeof item === 'number' && Number.isInteger( item )
			)
		: [];
}

/**
 * A menu's field from its REST form; anything malformed is left empty.
 *
 * @param value The `uipress` field.
 */
export function parseMenuFields( value: unknown ): MenuFields {
	const field = isRecord( value ) ? value : {};
	const settings = isRecord( field.settings ) ? field.settings : {};
	return {
		forRoles: strings( field.forRoles ),
		forUsers: ids( field.forUsers ),
		excludesRoles: strings( field.excludesRoles ),
		excludesUsers: ids( field.excludesUsers ),
		menu: storedMenuItems( settings.menu ),
		blockHidden: settings.blockHidden === true,
	};
}

/**
 * A menu post from its REST form.
 *
 * @param value The REST answer.
 */
export function parseMenuPost( value: unknown ): MenuPost {
	const post = isRecord( value ) ? value : {};
	const title = isRecord( post.title ) ? post.title : {};
	let titleText = '';
	if ( typeof title.raw === 'string' ) {
		titleText = title.raw;
	} else if ( typeof title.rendered === 'string' ) {
		titleText = title.rendered;
	}
	return {
		id: typeof post.id === 'number' ? post.id : 0,
		title: titleText,
		status: typeof post.status === 'string' ? post.status : 'draft',
		menuOrder: typeof post.menu_order === 'number' ? post.menu_order : 0,
		modified: typeof post.modified === 'string' ? post.modified : '',
		fields: parseMenuFields( post.uipress ),
		// Only the main site of a network answers the mark.
		...( isRecord( post.uipress ) && post.uipress.network === true
			? { network: true }
			: {} ),
	};
}

/**
 * The `uipress` field to send for a menu's field.
 *
 * @param fields The field.
 */
export function menuFieldForRest( fields: MenuFields ): UnknownRecord {
	return {
		forRoles: fields.forRoles,
		forUsers: fields.forUsers,
		excludesRoles: fields.excludesRoles,
		excludesUsers: fields.excludesUsers,
		settings: { menu: fields.menu, blockHidden: fields.blockHidden },
	};
}

/**
 * Menus in the order of precedence the server applies (menu_order, then
 * newest first).
 *
 * @param menus Menus.
 */
export function byPrecedence( menus: MenuPost[] ): MenuPost[] {
	return [ ...menus ].sort(
		( a, b ) =>
			a.menuOrder - b.menuOrder ||
			b.modified.localeCompare( a.modified ) ||
			b.id - a.id
	);
}

/** Every published and draft menu, in order of precedence. */
export async function fetchMenus(): Promise< MenuPost[] > {
	const response = await apiFetch( {
		path: `${ MENUS_PATH }?context=edit&status=publish,draft&per_page=100`,
	} );
	return byPrecedence(
		Array.isArray( response ) ? response.map( parseMenuPost ) : []
	);
}

/**
 * One menu, in any status.
 *
 * @param id The menu's id.
 */
export async function fetchMenu( id: number ): Promise< MenuPost > {
	return parseMenuPost(
		await apiFetch( { path: `${ MENUS_PATH }/${ id }?context=edit` } )
	);
}

/** What a new menu is made of. */
export interface NewMenu {
	title: string;
	status: 'draft' | 'publish';
	menuOrder?: number;
	fields: MenuFields;
}

/**
 * Creates a menu.
 *
 * @param menu The menu.
 */
export async function createMenu( menu: NewMenu ): Promise< MenuPost > {
	return parseMenuPost(
		await apiFetch( {
			path: MENUS_PATH,
			method: 'POST',
			data: {
				title: menu.title,
				status: menu.status,
				menu_order: menu.menuOrder ?? 0,
				uipress: menuFieldForRest( menu.fields ),
			},
		} )
	);
}

/** What can change on a menu. */
export interface MenuChanges {
	title?: string;
	status?: string;
	menuOrder?: number;
	fields?: MenuFields;
}

/**
 * Updates a menu.
 *
 * @param id      The menu's id.
 * @param changes What changes.
 */
export async function updateMenu(
	id: number,
	changes: MenuChanges
): Promise< MenuPost > {
	const data: UnknownRecord = {};
	if ( changes.title !== undefined ) {
		data.title = changes.title;
	}
	if ( changes.status !== undefined ) {
		data.status = changes.status;
	}
	if ( changes.menuOrder !== undefined ) {
		data.menu_order = changes.menuOrder;
	}
	if ( changes.fields ) {
		data.uipress = menuFieldForRest( changes.fields );
	}
	return parseMenuPost(
		await apiFetch( {
			path: `${ MENUS_PATH }/${ id }`,
			method: 'POST',
			data,
		} )
	);
}

/**
 * Moves a menu to the trash.
 *
 * @param id The menu's id.
 */
export async function trashMenu( id: number ): Promise< void > {
	await apiFetch( { path: `${ MENUS_PATH }/${ id }`, method: 'DELETE' } );
}

/** The items routes' answer. */
interface ItemsAnswer {
	success?: boolean;
	message?: string;
}

/**
 * Adds items to a stored menu (`POST admin-menus/{id}/items`), each under
 * its live parent after its sibling (`parent_uid`, `after_uid`).
 *
 * @param id    The menu's id.
 * @param items The items.
 * @return The server's message.
 */
export async function pushMenuItems(
	id: number,
	items: Array< MenuItem & { after_uid?: string } >
): Promise< string > {
	const answer = await apiFetch< ItemsAnswer >( {
		path: `/uipress/v1/admin-menus/${ id }/items`,
		method: 'POST',
		data: { items },
	} );
	return answer?.message ?? '';
}

/**
 * Removes items from a stored menu (`DELETE admin-menus/{id}/items`).
 *
 * @param id    The menu's id.
 * @param items The items.
 * @return The server's message.
 */
export async function removeMenuItems(
	id: number,
	items: MenuItem[]
): Promise< string > {
	const answer = await apiFetch< ItemsAnswer >( {
		path: `/uipress/v1/admin-menus/${ id }/items`,
		method: 'DELETE',
		data: { items },
	} );
	return answer?.message ?? '';
}
