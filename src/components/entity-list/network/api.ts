/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { TemplateType } from '../../../engine/types';
import { isRecord } from '../../../shared/is-record';

/** Network templates or network menus. */
export type NetworkKind = 'templates' | 'menus';

/** Who a network post applies to (the lists of templates and menus). */
export interface NetworkAudience {
	forRoles: string[];
	forUsers: number[];
	excludesRoles: string[];
	excludesUsers: number[];
}

/** A network template or menu as a site's managers see it: no content, no code. */
export interface NetworkItem {
	id: number;
	title: string;
	status: string;
	/** The post's `modified` date (the main site's time, ISO without zone). */
	modified: string;
	/** The template's type; empty for menus. */
	type: TemplateType | '';
	audience: NetworkAudience;
}

/** GET uipress/v1/network/{kind}. */
export interface NetworkList {
	items: NetworkItem[];
	/** Whether the current user may make a post apply to every site. */
	canMark: boolean;
}

/** The posts' REST collections, by kind. */
export const POSTS_PATHS: Record< NetworkKind, string > = {
	templates: '/wp/v2/uip-ui-template',
	menus: '/wp/v2/uip-admin-menu',
};

const strings = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

const numbers = ( value: unknown ): number[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is number => typeof item === 'number' )
		: [];

function parseItem( value: unknown ): NetworkItem | null {
	if ( ! isRecord( value ) || typeof value.id !== 'number' ) {
		return null;
	}
	const audience = isRecord( value.audience ) ? value.audience : {};
	let type: NetworkItem[ 'type' ] = '';
	if ( value.type === 'ui-template' || value.type === 'ui-admin-page' ) {
		type = value.type;
	}
	return {
		id: value.id,
		title: typeof value.title === 'string' ? value.title : '',
		status: typeof value.status === 'string' ? value.status : 'draft',
		modified: typeof value.modified === 'string' ? value.modified : '',
		type,
		audience: {
			forRoles: strings( audience.forRoles ),
			forUsers: numbers( audience.forUsers ),
			excludesRoles: strings( audience.excludesRoles ),
			excludesUsers: numbers( audience.excludesUsers ),
		},
	};
}

/**
 * The route's answer, whatever came back.
 *
 * @param value The response.
 */
export function parseNetworkList( value: unknown ): NetworkList {
	const body = isRecord( value ) ? value : {};
	const items = Array.isArray( body.items )
		? body.items
				.map( parseItem )
				.filter( ( item ): item is NetworkItem => item !== null )
		: [];
	return { items, canMark: body.canMark === true };
}

/**
 * Fetches the network's templates or menus.
 *
 * @param kind Templates or menus.
 */
export async function fetchNetworkList(
	kind: NetworkKind
): Promise< NetworkList > {
	return parseNetworkList(
		await apiFetch( { path: `/uipress/v1/network/${ kind }` } )
	);
}

/**
 * The marks of a post of the main site: network-wide, and (templates) also
 * taking the network admin over.
 */
export interface NetworkMarks {
	network: boolean;
	networkAdmin: boolean;
}

const FIELDS = 'uipress.network,uipress.networkAdmin';

function parseMarks( response: unknown ): NetworkMarks {
	const field =
		isRecord( response ) && isRecord( response.uipress )
			? response.uipress
			: {};
	return {
		network: field.network === true,
		networkAdmin: field.networkAdmin === true,
	};
}

/**
 * A post's marks (false when unknown).
 *
 * @param kind Templates or menus.
 * @param id   The post's id.
 */
export async function fetchMarks(
	kind: NetworkKind,
	id: number
): Promise< NetworkMarks > {
	return parseMarks(
		await apiFetch( {
			path: `${ POSTS_PATHS[ kind ] }/${ id }?context=edit&_fields=${ FIELDS }`,
		} )
	);
}

/**
 * Sets or clears marks and resolves to the marks stored.
 *
 * @param kind    Templates or menus.
 * @param id      The post's id.
 * @param changes The marks to change (`networkAdmin` for templates only).
 */
export async function saveMarks(
	kind: NetworkKind,
	id: number,
	changes: Partial< NetworkMarks >
): Promise< NetworkMarks > {
	return parseMarks(
		await apiFetch( {
			path: `${ POSTS_PATHS[ kind ] }/${ id }?_fields=${ FIELDS }`,
			method: 'POST',
			data: { uipress: changes },
		} )
	);
}
