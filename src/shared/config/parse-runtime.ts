/**
 * Internal dependencies
 */
import type {
	AccountMenu,
	Block,
	MenuItem,
	RuntimeConfig,
	ToolbarItem,
} from '../../engine/types';
import type { TemplateFields } from '../../engine/types/template';
import { safeMenuUrl } from '../../engine/renderer/links';
import { ConfigError } from './config-error';
import { httpUrl, parseSiteLogo } from './parse-site-logo';
import { isRecord, record, string, stringList, wholeNumber } from './fields';
import type { UnknownRecord } from './fields';

function text( source: UnknownRecord, key: string, fallback = '' ): string {
	const value = source[ key ];
	return typeof value === 'string' ? value : fallback;
}

function count( value: unknown ): number {
	const number = typeof value === 'string' ? Number( value ) : value;
	return typeof number === 'number' && Number.isFinite( number ) && number > 0
		? Math.floor( number )
		: 0;
}

function target( value: unknown ): '_self' | '_blank' {
	return value === '_blank' ? '_blank' : '_self';
}

/**
 * One admin menu entry. Menus come from every plugin that adds items, so an
 * entry is repaired rather than refused; one that is not an object is dropped.
 *
 * @param value The raw entry.
 */
export function parseMenuItem( value: unknown ): MenuItem | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const type =
		value.type === 'sep' || value.type === 'separator'
			? value.type
			: 'menu';
	const name = text( value, 'name' );
	const item: MenuItem = {
		uip_uid: text( value, 'uip_uid', text( value, 'id' ) ),
		id: text( value, 'id', text( value, 'uip_uid' ) ),
		type,
		name,
		cleanName: text( value, 'cleanName', name ),
		// Plugins and administrators write these: never a script URL.
		url: safeMenuUrl( text( value, 'url' ) ),
		target: target( value.target ),
		notifications: count( value.notifications ),
		icon: text( value, 'icon' ),
		active: value.active === true,
		open: value.open === true,
		submenu: parseMenu( value.submenu ),
	};
	if ( isRecord( value.custom ) ) {
		const custom = value.custom;
		item.custom = {};
		for ( const key of [ 'name', 'icon', 'classes' ] as const ) {
			if ( typeof custom[ key ] === 'string' ) {
				item.custom[ key ] = custom[ key ] as string;
			}
		}
		if ( typeof custom.url === 'string' ) {
			item.custom.url = safeMenuUrl( custom.url );
		}
		for ( const key of [ 'newTab', 'hidden', 'confirm' ] as const ) {
			if ( typeof custom[ key ] === 'boolean' ) {
				item.custom[ key ] = custom[ key ] as boolean;
			}
		}
	}
	if ( value.customItem === true ) {
		item.customItem = true;
	}
	if ( typeof value.parent_uid === 'string' ) {
		item.parent_uid = value.parent_uid;
	}
	return item;
}

/**
 * A list of menu entries; anything that is not a list is an empty menu.
 *
 * @param value The raw list.
 */
export function parseMenu( value: unknown ): MenuItem[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.map( parseMenuItem )
		.filter( ( item ): item is MenuItem => item !== undefined );
}

function parseToolbarItem( value: unknown ): ToolbarItem | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	const name = text( value, 'name' );
	return {
		id: text( value, 'id' ),
		name,
		url: safeMenuUrl( text( value, 'url' ) ),
		target: target( value.target ),
		screenReaderName: text( value, 'screenReaderName', name ),
		icon: text( value, 'icon' ),
		submenu: parseToolbar( value.submenu ),
	};
}

/**
 * Admin bar nodes, repaired like menu entries.
 *
 * @param value The raw list.
 */
export function parseToolbar( value: unknown ): ToolbarItem[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.map( parseToolbarItem )
		.filter( ( item ): item is ToolbarItem => item !== undefined );
}

/**
 * The account menu, or undefined when the server printed none; links are
 * made safe and the avatar must be an http(s) image.
 *
 * @param value The raw `account`.
 */
export function parseAccount( value: unknown ): AccountMenu | undefined {
	if ( ! isRecord( value ) ) {
		return undefined;
	}
	return {
		name: text( value, 'name' ),
		avatar: httpUrl( value.avatar ),
		profileUrl: safeMenuUrl( text( value, 'profileUrl' ) ),
		logoutUrl: safeMenuUrl( text( value, 'logoutUrl' ) ),
		items: parseToolbar( value.items ),
	};
}

function parseTemplateFields( value: unknown ): TemplateFields {
	const path = 'runtime.template.uipress';
	const source = record( value, path );
	if ( ! Array.isArray( source.content ) ) {
		throw new ConfigError( `${ path }.content must be a list` );
	}
	const settings = isRecord( source.settings ) ? source.settings : {};
	const ids = ( key: string ) =>
		Array.isArray( source[ key ] )
			? ( source[ key ] as unknown[] ).filter(
					( id ): id is number => typeof id === 'number'
				)
			: [];
	const names = ( key: string ) =>
		Array.isArray( source[ key ] ) ? stringList( source, key, path ) : [];
	return {
		type: source.type === 'ui-admin-page' ? 'ui-admin-page' : 'ui-template',
		content: source.content as Block[],
		settings: {
			css: text( settings, 'css' ),
			js: text( settings, 'js' ),
		},
		forRoles: names( 'forRoles' ),
		forUsers: ids( 'forUsers' ),
		excludesRoles: names( 'excludesRoles' ),
		excludesUsers: ids( 'excludesUsers' ),
	};
}

/**
 * Checks `window.uipressConfig.runtime` (printed on pages a template takes
 * over) and returns it typed. The template and the site are required; menus,
 * the toolbar and the lists are repaired (a plugin's odd menu item must not
 * take the whole interface down).
 *
 * @param value The raw `runtime` value.
 * @throws ConfigError naming the first required field that is malformed.
 */
export function parseRuntimeConfig( value: unknown ): RuntimeConfig {
	const source = record( value, 'runtime' );
	const template = record( source.template, 'runtime.template' );
	const site = record( source.site, 'runtime.site' );
	const uipress = parseTemplateFields( template.uipress );
	const customMenu = isRecord( source.customMenu )
		? {
				id: wholeNumber(
					source.customMenu,
					'id',
					'runtime.customMenu'
				),
				menu: parseMenu( source.customMenu.menu ),
			}
		: null;
	const staticMenus: Record< string, MenuItem[] > = {};
	if ( isRecord( source.staticMenus ) ) {
		for ( const [ id, menu ] of Object.entries( source.staticMenus ) ) {
			staticMenus[ id ] = parseMenu( menu );
		}
	}
	const list = ( key: string ) =>
		Array.isArray( source[ key ] )
			? stringList( source, key, 'runtime' )
			: [];
	return {
		template: {
			id: wholeNumber( template, 'id', 'runtime.template' ),
			title: text( template, 'title' ),
			uipress,
		},
		adminMenu: parseMenu( source.adminMenu ),
		customMenu,
		staticMenus,
		toolbar: parseToolbar( source.toolbar ),
		account: parseAccount( source.account ),
		preferences: isRecord( source.preferences ) ? source.preferences : {},
		frameUrl: string( source, 'frameUrl', 'runtime' ),
		site: {
			name: string( site, 'name', 'runtime.site' ),
			url: string( site, 'url', 'runtime.site' ),
			adminUrl: string( site, 'adminUrl', 'runtime.site' ),
			logo: parseSiteLogo( site.logo ),
		},
		fullScreenUrls: list( 'fullScreenUrls' ),
		strippedParams: list( 'strippedParams' ),
		windowPages: list( 'windowPages' ),
	};
}
