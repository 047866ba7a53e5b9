/**
 * "Also block hidden pages" over real HTTP: every address WordPress serves a
 * hidden screen at, and the screens that belong to it, answer 403 to the
 * users the menu applies to; and the site setting `uipDisabledFor` is
 * matched on the screen, never on the query string.
 *
 * The requests are sent as they are written (no browser or URL parser
 * tidies `/./` or `%70` away first), with the editor's login cookies.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { deleteAllMenus } from '../utils/menus';
import { resetSettings, saveSettings } from '../utils/settings';
import { BASE_URL, EDITOR } from '../utils/site';
import {
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';
import type { MenuItem } from '../../../src/engine/types';

interface Answer {
	status: number;
	body: string;
}

/** The editor's login cookies, as a Cookie header. */
function editorCookies(): string {
	const state = JSON.parse(
		fs.readFileSync( EDITOR.storageState, 'utf8' )
	) as { cookies: Array< { name: string; value: string } > };
	return state.cookies
		.map( ( cookie ) => `${ cookie.name }=${ cookie.value }` )
		.join( '; ' );
}

/**
 * Sends a request exactly as written, as the editor.
 *
 * @param path Path and query, sent as they are.
 * @param form Fields to POST (a GET without them).
 */
function send(
	path: string,
	form?: Record< string, string >
): Promise< Answer > {
	const { hostname, port } = new URL( BASE_URL );
	const body = form ? new URLSearchParams( form ).toString() : '';
	return new Promise( ( resolve, reject ) => {
		const request = http.request(
			{
				hostname,
				port,
				path,
				method: form ? 'POST' : 'GET',
				headers: {
					Cookie: editorCookies(),
					...( form
						? {
								'Content-Type':
									'application/x-www-form-urlencoded',
								'Content-Length': Buffer.byteLength( body ),
							}
						: {} ),
				},
			},
			( response ) => {
				let text = '';
				response.setEncoding( 'utf8' );
				response.on( 'data', ( chunk: string ) => ( text += chunk ) );
				response.on( 'end', () =>
					resolve( { status: response.statusCode ?? 0, body: text } )
				);
			}
		);
		request.on( 'error', reject );
		request.end( body );
	} );
}

/**
 * A menu item as WordPress's menu has it.
 *
 * @param url     Its URL relative to the admin (also its uip_uid).
 * @param hidden  Whether the menu hides it.
 * @param submenu Its submenu.
 */
function item(
	url: string,
	hidden = false,
	submenu: MenuItem[] = []
): MenuItem {
	return {
		uip_uid: url,
		id: url,
		type: 'menu',
		name: url,
		cleanName: url,
		url: `${ BASE_URL }/wp-admin/${ url }`,
		target: '_self',
		notifications: 0,
		icon: '',
		active: false,
		open: false,
		submenu,
		...( hidden ? { custom: { hidden: true } } : {} ),
	};
}

/**
 * Publishes the editors' menu: Pages (with the fixture plugin's "Page
 * tools"), Comments, Tools and Posts' Categories hidden.
 *
 * @param requestUtils Admin request utils.
 * @param blockHidden  Whether hidden pages are refused.
 */
async function publishMenu(
	requestUtils: RequestUtils,
	blockHidden: boolean
): Promise< void > {
	const menu = [
		item( 'index.php' ),
		item( 'edit.php', false, [
			item( 'edit.php' ),
			item( 'post-new.php' ),
			item( 'edit-tags.php?taxonomy=category', true ),
			item( 'edit-tags.php?taxonomy=post_tag' ),
		] ),
		item( 'edit.php?post_type=page', true, [
			item( 'edit.php?post_type=page' ),
			item( 'post-new.php?post_type=page' ),
			item( 'edit.php?post_type=page&page=late-page-tools' ),
		] ),
		item( 'edit-comments.php', true ),
		item( 'tools.php', true ),
		item( 'profile.php' ),
	];
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/uip-admin-menu',
		data: {
			title: 'Editors',
			status: 'publish',
			uipress: {
				forRoles: [ 'editor' ],
				settings: { menu, blockHidden },
			},
		},
	} );
}

const REFUSED = 'hidden from your admin menu';

/** The body of the interface page. */
const TAKEN_OVER = /<body class="[^"]*\buip-takeover\b/;

/** The body of a stock admin page. */
const STOCK = /id="adminmenu"/;

/**
 * What a request got: `refused` (403 with the hidden page's message),
 * `shown` (200 with a page like `shown`), or its status.
 *
 * @param answer The answer.
 * @param shown  What a shown page holds.
 */
function outcome( answer: Answer, shown: RegExp ): string {
	if ( answer.status === 403 && answer.body.includes( REFUSED ) ) {
		return 'refused';
	}
	return answer.status === 200 &&
		! answer.body.includes( REFUSED ) &&
		shown.test( answer.body )
		? 'shown'
		: `status ${ answer.status }`;
}

/**
 * What each of a list of GET requests got, by path.
 *
 * @param paths Paths.
 * @param shown What a shown page holds.
 */
async function outcomes(
	paths: string[],
	shown: RegExp
): Promise< Record< string, string > > {
	const got: Record< string, string > = {};
	for ( const path of paths ) {
		got[ path ] = outcome( await send( path ), shown );
	}
	return got;
}

/**
 * The same outcome for every path.
 *
 * @param paths Paths.
 * @param what  The outcome.
 */
function every( paths: string[], what: string ): Record< string, string > {
	return Object.fromEntries( paths.map( ( path ) => [ path, what ] ) );
}

test.describe( 'Hidden pages over HTTP', () => {
	let pageId = 0;
	let postId = 0;
	let commentId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		const page = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: { title: 'About', status: 'publish' },
		} );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'News', status: 'publish' },
		} );
		const comment = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/comments',
			data: { post: post.id, content: 'First!', status: 'approved' },
		} );
		pageId = page.id;
		postId = post.id;
		commentId = comment.id;
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllMenus( requestUtils );
		await deleteAllTemplates( requestUtils );
		await resetSettings( requestUtils, [ 'advanced' ] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const [ route, id ] of [
			[ 'comments', commentId ],
			[ 'posts', postId ],
			[ 'pages', pageId ],
		] as const ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/${ route }/${ id }`,
				params: { force: true },
			} );
		}
	} );

	/** Every address of a hidden screen, or of a screen that belongs to one. */
	function hiddenAddresses(): string[] {
		return [
			'/wp-admin/tools.php',
			'/wp-admin/./tools.php',
			'/wp-admin/tools.php?uip-framed-page=1',
			'/wp-admin/edit.php?post_type=page',
			'/wp-admin/edit.php?post_type=%70age',
			// Hidden as edit.php?post_type=page&page=late-page-tools.
			'/wp-admin/admin.php?page=late-page-tools',
			'/wp-admin/admin.php?page=late-page-tools%2F',
			'/wp-admin/admin.php?%70age=late-page-tools',
			`/wp-admin/post.php?post=${ pageId }&action=edit`,
			`/wp-admin/comment.php?action=editcomment&c=${ commentId }`,
			'/wp-admin/term.php?taxonomy=category&tag_ID=1',
		];
	}

	/** Screens the menu shows. */
	function openAddresses(): string[] {
		return [
			'/wp-admin/index.php',
			'/wp-admin/edit.php',
			'/wp-admin/edit-tags.php?taxonomy=post_tag',
			`/wp-admin/post.php?post=${ postId }&action=edit`,
			'/wp-admin/profile.php',
		];
	}

	/** A form that saves a comment, sent to a hidden screen. */
	function commentForm(): Record< string, string > {
		return {
			action: 'editedcomment',
			comment_ID: String( commentId ),
			content: 'Changed',
		};
	}

	test( 'each address of a hidden screen is served while hiding only hides the link', async ( {
		requestUtils,
	} ) => {
		await publishMenu( requestUtils, false );
		expect( await outcomes( hiddenAddresses(), STOCK ) ).toEqual(
			every( hiddenAddresses(), 'shown' )
		);
	} );

	test( 'each address of a hidden screen answers 403 when the menu blocks hidden pages', async ( {
		requestUtils,
	} ) => {
		await publishMenu( requestUtils, true );
		expect( await outcomes( hiddenAddresses(), STOCK ) ).toEqual(
			every( hiddenAddresses(), 'refused' )
		);
		// A form sent to a hidden screen is refused before it acts.
		expect(
			outcome(
				await send( '/wp-admin/comment.php', commentForm() ),
				STOCK
			)
		).toBe( 'refused' );
		expect( await outcomes( openAddresses(), STOCK ) ).toEqual(
			every( openAddresses(), 'shown' )
		);
	} );

	test( 'the refusal comes before the interface page', async ( {
		requestUtils,
	} ) => {
		await publishMenu( requestUtils, true );
		// The interface page is printed once the screen is known.
		await createTemplate( requestUtils, demoTemplate(), 'For editors', {
			forRoles: [ 'editor' ],
		} );
		expect( await outcomes( hiddenAddresses(), TAKEN_OVER ) ).toEqual(
			every( hiddenAddresses(), 'refused' )
		);
		expect(
			outcome(
				await send( '/wp-admin/comment.php', commentForm() ),
				TAKEN_OVER
			)
		).toBe( 'refused' );
		expect( await outcomes( openAddresses(), TAKEN_OVER ) ).toEqual(
			every( openAddresses(), 'shown' )
		);
	} );

	test( 'uipDisabledFor lists screens: an argument added to an address does not switch the interface off', async ( {
		requestUtils,
	} ) => {
		await createTemplate( requestUtils, demoTemplate(), 'For editors', {
			forRoles: [ 'editor' ],
		} );
		await saveSettings( requestUtils, { uipDisabledFor: [ 'tools.php' ] } );

		const added = [
			'/wp-admin/index.php?x=tools.php',
			'/wp-admin/edit.php?x=/wp-admin/tools.php',
		];
		expect( await outcomes( added, TAKEN_OVER ) ).toEqual(
			every( added, 'shown' )
		);
		const listed = await send( '/wp-admin/tools.php' );
		expect( outcome( listed, STOCK ) ).toBe( 'shown' );
		expect( listed.body ).not.toMatch( TAKEN_OVER );
	} );
} );
