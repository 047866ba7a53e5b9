/**
 * Query-loop placeholders: what a contributor writes in a post title shows
 * as text in an administrator's interface and never runs there, whether it
 * lands in a Custom HTML block's markup, in an address or in a block's
 * JavaScript.
 */
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { BASE_URL } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const CONTRIBUTOR = {
	username: `e2e-contributor-${ Date.now() }`,
	password: 'contributor-password',
};

/** Markup written as entities: kses keeps it, the server decodes it. */
const ENTITY_MARKUP = '&lt;img src=x onerror=window.__uipXss=1&gt;';
const MARKUP = '<img src=x onerror=window.__uipXss=1>';
/** A title that is a script address. */
const SCRIPT_URL = 'javascript:window.__uipXss=1';
/** A title that would be code where a placeholder stands bare in JavaScript. */
const SCRIPT_CODE = '1; window.__uipXss = 1';

interface StoredPost {
	id: number;
	title: { raw: string };
}

test.describe( 'Query placeholders', () => {
	let contributorId = 0;
	const posts: Record< string, number > = {};

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		const user = await requestUtils.createUser( {
			username: CONTRIBUTOR.username,
			email: `${ CONTRIBUTOR.username }@example.com`,
			password: CONTRIBUTOR.password,
			roles: [ 'contributor' ],
		} );
		contributorId = user.id;

		// The contributor writes the posts, for review.
		const context = await request.newContext( { baseURL: BASE_URL } );
		const contributor = new RequestUtils( context, {
			user: CONTRIBUTOR,
			storageStatePath: path.join(
				os.tmpdir(),
				`${ CONTRIBUTOR.username }.json`
			),
			baseURL: BASE_URL,
		} );
		await contributor.setupRest();
		for ( const title of [
			ENTITY_MARKUP,
			MARKUP,
			SCRIPT_URL,
			SCRIPT_CODE,
		] ) {
			const post = await contributor.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/posts',
				// Content too: kses may strip a title to nothing.
				data: { title, content: 'For review.', status: 'pending' },
			} );
			posts[ title ] = post.id;
		}
		await context.dispose();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await requestUtils.deleteAllPosts();
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ contributorId }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	test( "a contributor's title shows as text and runs nowhere in the administrator's interface", async ( {
		page,
		requestUtils,
	} ) => {
		// What kses kept of each title, as the administrator reads it.
		const stored = await requestUtils.rest< StoredPost[] >( {
			path: '/wp/v2/posts',
			params: { status: 'pending', context: 'edit', per_page: 100 },
		} );
		const raw = new Map(
			stored.map( ( post ) => [ post.id, post.title.raw ] )
		);
		expect( raw.get( posts[ ENTITY_MARKUP ] ?? 0 ) ).toBe( ENTITY_MARKUP );
		expect( raw.get( posts[ SCRIPT_URL ] ?? 0 ) ).toBe( SCRIPT_URL );

		const html = block( 'uip-html', {
			settings: {
				block: {
					options: {
						html: '<h4 class="e2e-title">{{post_title}}</h4><a class="e2e-link" href="{{post_title}}">Open</a><span class="e2e-attribute" title="{{post_title}}">i</span>',
					},
				},
			},
		} );
		const heading = block( 'uip-heading', {
			linkTo: { value: '{{post_title}}', newTab: false },
			settings: {
				block: {
					options: {
						headingText: 'Review {{post_id}}',
						headingType: 'h5',
					},
				},
			},
		} );
		const coded = block( 'uip-paragraph', {
			settings: {
				block: { options: { text: 'Code' } },
				advanced: {
					options: {
						classes: 'e2e-coded',
						js: 'element.dataset.title = {{post_title}};',
					},
				},
			},
		} );
		const loop = block( 'uip-container', {
			query: {
				enabled: true,
				settings: {
					type: 'posts',
					postTypes: [ 'post' ],
					postStatus: [ 'pending' ],
					roles: [],
					perPage: 10,
					orderBy: 'date',
					order: 'DESC',
					limitToAuthor: false,
					showPagination: false,
					search: false,
				},
			},
			content: [ html, heading, coded ],
		} );
		await createTemplate( requestUtils, [ loop ], 'Review queue', {
			forRoles: [ 'administrator' ],
		} );

		await page.goto( '/wp-admin/' );

		const items = page.locator( '[data-uip-query-item]' );
		await expect( items ).toHaveCount( 4 );

		// Markup written as entities is text, in text and in an attribute.
		const entity = page.locator(
			`[data-uip-query-item="${ posts[ ENTITY_MARKUP ] }"]`
		);
		await expect( entity.locator( 'h4.e2e-title' ) ).toHaveText( MARKUP );
		await expect( entity.locator( '.e2e-attribute' ) ).toHaveAttribute(
			'title',
			MARKUP
		);

		// Markup kses stripped, or kept: shown as text either way.
		const bare = page.locator(
			`[data-uip-query-item="${ posts[ MARKUP ] }"]`
		);
		await expect( bare.locator( 'h4.e2e-title' ) ).toHaveText(
			( raw.get( posts[ MARKUP ] ?? 0 ) ?? '' ).trim()
		);

		// A script address at the start of an address is left out.
		const address = page.locator(
			`[data-uip-query-item="${ posts[ SCRIPT_URL ] }"]`
		);
		await expect( address.locator( 'h4.e2e-title' ) ).toHaveText(
			SCRIPT_URL
		);
		await expect( address.locator( 'a.e2e-link' ) ).toHaveAttribute(
			'href',
			''
		);
		await expect( address.locator( '[data-uip-link]' ) ).toHaveCount( 0 );
		await expect( address.getByRole( 'heading', { level: 5 } ) ).toHaveText(
			`Review ${ posts[ SCRIPT_URL ] }`
		);

		// In JavaScript a title is a string, whatever it holds.
		for ( const title of [ ENTITY_MARKUP, SCRIPT_URL, SCRIPT_CODE ] ) {
			await expect(
				page.locator(
					`[data-uip-query-item="${ posts[ title ] }"] .e2e-coded`
				)
			).toHaveAttribute(
				'data-title',
				title === ENTITY_MARKUP ? MARKUP : title
			);
		}

		await expect( page.locator( '[data-uip-query-item] img' ) ).toHaveCount(
			0
		);
		expect(
			await page.evaluate(
				() => ( window as unknown as { __uipXss?: unknown } ).__uipXss
			)
		).toBeUndefined();
	} );
} );
