/**
 * A kind of post for the list's tests: plain posts at /wp/v2/test-post,
 * ordered when asked.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../utils/test-helpers';
import { forgetNetworkLists } from '../network/use-network-list';
import { isRecord } from '../../../shared/is-record';
import type { EntityConfig, EntityItem } from '../types';

export interface TestPost extends EntityItem {
	order: number;
}

export const PATH = '/wp/v2/test-post';

/**
 * A post as REST answers it.
 *
 * @param id     Its id.
 * @param title  Its title.
 * @param status Its status.
 * @param roles  Who it is for.
 * @param order  Its menu_order.
 */
export function restPost(
	id: number,
	title: string,
	status = 'publish',
	roles: string[] = [ 'editor' ],
	order = id
) {
	return {
		id,
		title: { raw: title },
		status,
		menu_order: order,
		modified: '2026-05-01T10:00:00',
		uipress: { forRoles: roles, forUsers: [] },
	};
}

/**
 * Reads a REST post.
 *
 * @param value The answer.
 */
export function parsePost( value: unknown ): TestPost {
	const post = isRecord( value ) ? value : {};
	const title = isRecord( post.title ) ? post.title.raw : '';
	const field = isRecord( post.uipress ) ? post.uipress : {};
	return {
		id: Number( post.id ),
		title: typeof title === 'string' ? title : '',
		status: typeof post.status === 'string' ? post.status : 'draft',
		modified: String( post.modified ?? '' ),
		order: Number( post.menu_order ?? 0 ),
		fields: {
			forRoles: Array.isArray( field.forRoles ) ? field.forRoles : [],
			forUsers: [],
			excludesRoles: [],
			excludesUsers: [],
		},
	};
}

/**
 * The test kind.
 *
 * @param overrides What a test changes.
 */
export function testConfig(
	overrides: Partial< EntityConfig< TestPost > > = {}
): EntityConfig< TestPost > {
	return {
		kind: 'menus',
		restPath: PATH,
		parse: parsePost,
		labels: {
			plural: 'Posts',
			create: 'Create post',
			createFailed: 'Unable to create',
			open: 'Open in editor',
			loading: 'Loading posts…',
			loadError: 'The posts could not be loaded.',
			empty: 'There are no posts yet.',
			titleField: 'Post title',
			deleteHeading: 'Delete permanently?',
			deleteMessage: ( count ) => `${ count } will be deleted for good.`,
			importFailed: 'The file was not imported',
		},
		preferenceKey: 'testListView',
		create: jest.fn( async () => 9 ),
		copy: jest.fn( async () => undefined ),
		exportFile: ( items ) => items.map( ( item ) => item.title ),
		fileName: () => 'test.json',
		importText: jest.fn( async () => 1 ),
		...overrides,
	};
}

type Posts = ReturnType< typeof restPost >[];

/**
 * Answers the list's requests from `posts`, changing them as the server
 * would; role names and the network answered too.
 *
 * @param restPath The collection.
 * @param posts    The stored posts.
 * @param fail     A request to refuse.
 */
export function servePosts(
	restPath: string,
	posts: Posts,
	fail: ( options: APIFetchOptions ) => boolean = () => false
) {
	forgetNetworkLists();
	return answerApiFetch( ( options ) => {
		const path = decodeURIComponent( options.path ?? '' );
		// api-fetch sends DELETE as POST with a method override header.
		const headers = ( options.headers ?? {} ) as Record< string, string >;
		const method = headers[ 'X-HTTP-Method-Override' ] ?? options.method;
		if ( fail( options ) ) {
			throw { code: 'rest_forbidden', message: 'Sorry, no.' };
		}
		if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
			return {
				roles: [ { name: 'editor', label: 'Editor', type: 'role' } ],
				users: [],
			};
		}
		if ( path.startsWith( '/uipress/v1/network/' ) ) {
			return { items: [], canMark: false };
		}
		if ( path.startsWith( '/uipress/v1/preferences/' ) ) {
			return { value: null };
		}
		const id = Number(
			new RegExp( `${ restPath }/(\\d+)` ).exec( path )?.[ 1 ] ?? 0
		);
		const post = posts.find( ( item ) => item.id === id );
		if ( post && method === 'DELETE' ) {
			if ( path.includes( 'force=true' ) ) {
				posts.splice( posts.indexOf( post ), 1 );
				return { deleted: true };
			}
			post.status = 'trash';
			return post;
		}
		if ( post && method === 'POST' ) {
			const { title, ...rest } = ( options.data ?? {} ) as {
				title?: string;
			};
			Object.assign( post, rest, title ? { title: { raw: title } } : {} );
			return post;
		}
		return posts;
	} );
}

/**
 * A file whose text() answers `text` (jsdom's File has none).
 *
 * @param name Its name.
 * @param text Its text.
 */
export function textFile( name: string, text: string ): File {
	const made = new File( [ text ], name, { type: 'application/json' } );
	Object.defineProperty( made, 'text', { value: async () => text } );
	return made;
}

/**
 * Answers a list's requests on a network's site: the network route with
 * `network`, the site's own posts with `own`, authors as the role names.
 *
 * @param network The network route's answer.
 * @param own     The site's own posts.
 */
export function serveNetwork( network: unknown, own: unknown[] = [] ) {
	forgetNetworkLists();
	return answerApiFetch( ( options ) => {
		const path = options.path ?? '';
		if ( path.startsWith( '/uipress/v1/users-roles' ) ) {
			return { roles: [ { name: 'author', label: 'Author' } ] };
		}
		if ( path.startsWith( '/uipress/v1/network/' ) ) {
			return network;
		}
		if ( path.startsWith( '/uipress/v1/preferences/' ) ) {
			return { value: null };
		}
		return own;
	} );
}
