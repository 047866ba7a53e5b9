/**
 * The write guard over HTTP: an administrator without unfiltered_html (as
 * on multisite) tries to put script into a template the full administrator
 * works in, through XML-RPC and through the shortcode block's text. Each
 * attempt is refused with the reason, and the payload's global stays
 * undefined in the administrator's browser. The same call from the full
 * administrator goes through, so the path is shown to write at all.
 */
import os from 'node:os';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { ADMIN, BASE_URL } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	paragraphBlock,
	type StoredTemplatePost,
} from '../utils/templates';
import type { Block, TemplateFields } from '../../../src/engine/types';

const LIMITED = {
	username: `e2e-no-html-guard-${ Date.now() }`,
	password: 'no-html-password',
};

/** The error text the guard gives for code changed without unfiltered_html. */
const NEEDS_UNFILTERED =
	'can only be changed by users who may post unfiltered HTML';

function escapeXml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * Calls wp.editPost on xmlrpc.php with a new post_content.
 *
 * @param context       An HTTP client.
 * @param user          Who signs the call.
 * @param user.username Login.
 * @param user.password Password.
 * @param postId        The template.
 * @param content       Its new post_content.
 * @return The XML answer.
 */
async function xmlrpcEditPost(
	context: APIRequestContext,
	user: { username: string; password: string },
	postId: number,
	content: string
): Promise< string > {
	const body = `<?xml version="1.0"?>
<methodCall><methodName>wp.editPost</methodName><params>
<param><value><int>1</int></value></param>
<param><value><string>${ escapeXml( user.username ) }</string></value></param>
<param><value><string>${ escapeXml( user.password ) }</string></value></param>
<param><value><int>${ postId }</int></value></param>
<param><value><struct><member><name>post_content</name><value><string>${ escapeXml(
		content
	) }</string></value></member></struct></value></param>
</params></methodCall>`;
	const response = await context.post( `${ BASE_URL }/xmlrpc.php`, {
		headers: { 'Content-Type': 'text/xml' },
		data: body,
	} );
	expect( response.status() ).toBe( 200 );
	return response.text();
}

test.describe( 'Write guard', () => {
	let limitedId = 0;
	let limited: RequestUtils;
	let limitedContext: APIRequestContext;
	let templateId = 0;
	let shortcode: Block;

	test.beforeAll( async ( { requestUtils } ) => {
		const user = await requestUtils.createUser( {
			username: LIMITED.username,
			email: `${ LIMITED.username }@example.com`,
			password: LIMITED.password,
			roles: [ 'administrator' ],
		} );
		limitedId = user.id;
		limitedContext = await request.newContext( { baseURL: BASE_URL } );
		limited = new RequestUtils( limitedContext, {
			user: LIMITED,
			storageStatePath: path.join(
				os.tmpdir(),
				`${ LIMITED.username }.json`
			),
			baseURL: BASE_URL,
		} );
		await limited.setupRest();

		shortcode = block( 'uip-shortcode', {
			settings: {
				block: {
					options: { shortcode: '[caption]Team news[/caption]' },
				},
			},
		} );
		templateId = await createTemplate(
			requestUtils,
			[ paragraphBlock( 'Guarded interface' ), shortcode ],
			'Guarded',
			{ forUsers: [ 1 ] }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await limitedContext.dispose();
		await deleteAllTemplates( requestUtils );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ limitedId }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	/**
	 * The stored field of the template, as the administrator reads it.
	 *
	 * @param requestUtils Admin request utils.
	 */
	async function storedField(
		requestUtils: RequestUtils
	): Promise< TemplateFields > {
		const post = await requestUtils.rest< StoredTemplatePost >( {
			path: `/wp/v2/uip-ui-template/${ templateId }`,
			params: { context: 'edit' },
		} );
		return post.uipress;
	}

	test( 'script sent through XML-RPC without unfiltered_html never runs for the administrator', async ( {
		page,
		requestUtils,
	} ) => {
		const field = await storedField( requestUtils );
		const attack: TemplateFields = {
			...field,
			settings: { ...field.settings, js: 'window.__uipXmlrpc = 1;' },
			content: field.content.map( ( item ) =>
				item.moduleName === 'uip-paragraph'
					? {
							...item,
							settings: {
								...item.settings,
								advanced: {
									options: {
										js: 'window.__uipXmlrpcBlock = 1;',
									},
								},
							},
						}
					: item
			),
		};

		const refused = await xmlrpcEditPost(
			limitedContext,
			LIMITED,
			templateId,
			JSON.stringify( attack )
		);
		expect( refused ).toContain( '<name>faultCode</name>' );
		expect( refused ).toContain( '<int>403</int>' );
		expect( refused ).toContain( NEEDS_UNFILTERED );
		expect( ( await storedField( requestUtils ) ).settings.js ).toBe( '' );

		// The same path writes for an administrator who may post any HTML.
		const allowed = await xmlrpcEditPost(
			limitedContext,
			{ username: ADMIN.username, password: ADMIN.password },
			templateId,
			JSON.stringify( {
				...field,
				settings: { ...field.settings, js: 'window.__uipAllowed = 1;' },
			} )
		);
		expect( allowed ).not.toContain( 'faultCode' );

		await page.goto( '/wp-admin/' );
		await expect(
			page.getByText( 'Guarded interface', { exact: true } )
		).toBeVisible();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						( window as unknown as { __uipAllowed?: number } )
							.__uipAllowed
				)
			)
			.toBe( 1 );
		const injected = await page.evaluate( () => {
			const globals = window as unknown as Record< string, unknown >;
			return [ globals.__uipXmlrpc, globals.__uipXmlrpcBlock ];
		} );
		expect( injected ).toEqual( [ undefined, undefined ] );
	} );

	test( 'shortcode text with script is refused without unfiltered_html on every route', async ( {
		page,
		requestUtils,
	} ) => {
		const field = await storedField( requestUtils );
		const payload =
			'<img src=x onerror="window.__uipShortcode = 1">[caption]<img src=y onerror="window.__uipShortcode = 2">[/caption]';
		const content = field.content.map( ( item ) =>
			item.uid === shortcode.uid
				? {
						...item,
						settings: {
							block: { options: { shortcode: payload } },
						},
					}
				: item
		);

		const viaRest = await limitedContext.post(
			`${ BASE_URL }/index.php?rest_route=/wp/v2/uip-ui-template/${ templateId }`,
			{
				headers: {
					'X-WP-Nonce': await restNonce( limitedContext ),
					'Content-Type': 'application/json',
				},
				data: { uipress: { content } },
			}
		);
		expect( viaRest.status() ).toBe( 403 );
		const error = ( await viaRest.json() ) as {
			code: string;
			message: string;
		};
		expect( error.code ).toBe( 'uipress_unfiltered_html_required' );
		expect( error.message ).toContain( 'settings.block.options.shortcode' );

		// Markup written as JSON escapes, as UiPress stores it, so that
		// WordPress's own filtering of post content leaves it whole.
		const viaXmlrpc = await xmlrpcEditPost(
			limitedContext,
			LIMITED,
			templateId,
			JSON.stringify( { ...field, content } )
				.replace( /</g, '\\u003C' )
				.replace( />/g, '\\u003E' )
		);
		expect( viaXmlrpc ).toContain( NEEDS_UNFILTERED );

		await page.goto( '/wp-admin/' );
		const shown = page.locator( `[data-uip-uid="${ shortcode.uid }"]` );
		await expect( shown ).toContainText( 'Team news' );
		await expect( shown.locator( '[onerror]' ) ).toHaveCount( 0 );
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { __uipShortcode?: number } )
						.__uipShortcode
			)
		).toBeUndefined();
	} );
} );

/**
 * The REST nonce of a signed-in HTTP client.
 *
 * @param context A client whose cookies sign a user in.
 */
async function restNonce( context: APIRequestContext ): Promise< string > {
	const response = await context.get(
		`${ BASE_URL }/wp-admin/admin-ajax.php?action=rest-nonce`
	);
	expect( response.status() ).toBe( 200 );
	return response.text();
}
