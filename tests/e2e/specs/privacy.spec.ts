/**
 * Privacy settings: with privateLibrary and privatePosts on, every
 * non-administrator (the spec) sees only their own media (media grid and
 * list, wp/v2/media) and their own posts (edit.php); a role chosen in
 * "Roles that see everyone’s content" sees everyone's.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ADMIN, EDITOR } from '../utils/site';
import { resetSettings, saveSettings } from '../utils/settings';

const STAMP = Date.now();
const AUTHOR = {
	username: `uip-e2e-author-${ STAMP }`,
	email: `uip-e2e-author-${ STAMP }@example.com`,
	password: 'author-password',
};
const MINE = `uip-mine-${ STAMP }`;
const THEIRS = `uip-theirs-${ STAMP }`;

/**
 * A browser context logged in as the author.
 *
 * @param browser The browser.
 */
async function authorContext( browser: Browser ): Promise< BrowserContext > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( AUTHOR.username );
	await page.locator( '#user_pass' ).fill( AUTHOR.password );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\// );
	await page.close();
	return context;
}

/**
 * Titles of wp/v2/media as a context's user sees them.
 *
 * @param context Logged-in context.
 */
async function restMediaTitles( context: BrowserContext ): Promise< string[] > {
	const nonce = await (
		await context.request.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		)
	).text();
	const response = await context.request.get(
		'/wp-json/wp/v2/media?per_page=100&context=edit',
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status() ).toBe( 200 );
	const items = ( await response.json() ) as Array< {
		title: { raw: string };
	} >;
	return items.map( ( item ) => item.title.raw );
}

test.describe( 'Privacy settings', () => {
	let authorId = 0;
	const media: number[] = [];
	const posts: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		const author = await requestUtils.createUser( {
			...AUTHOR,
			roles: [ 'author' ],
		} );
		authorId = author.id;
		await saveSettings( requestUtils, {
			privateLibrary: true,
			privatePosts: true,
		} );
		// Media and a post of the author's, and of the admin's.
		for ( const [ title, owner ] of [
			[ MINE, authorId ],
			[ THEIRS, 0 ],
		] as const ) {
			const item = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/media',
				headers: {
					'Content-Type': 'image/gif',
					'Content-Disposition': `attachment; filename="${ title }.gif"`,
				},
				data: Buffer.from(
					'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
					'base64'
				),
			} );
			media.push( item.id );
			await requestUtils.rest( {
				method: 'POST',
				path: `/wp/v2/media/${ item.id }`,
				data: { title, ...( owner ? { author: owner } : {} ) },
			} );
			const post = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title,
					status: 'publish',
					...( owner ? { author: owner } : {} ),
				},
			} );
			posts.push( post.id );
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of media ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/media/${ id }`,
				params: { force: true },
			} );
		}
		for ( const id of posts ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ id }`,
				params: { force: true },
			} );
		}
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ authorId }`,
			params: { force: true, reassign: 1 },
		} );
		await resetSettings( requestUtils, [ 'privacy' ] );
	} );

	test( 'an author sees only their own media and posts', async ( {
		browser,
	} ) => {
		const context = await authorContext( browser );
		const page = await context.newPage();

		await page.goto( '/wp-admin/upload.php?mode=grid' );
		await expect(
			page.locator( `.attachment[aria-label="${ MINE }"]` )
		).toBeVisible();
		await expect(
			page.locator( `.attachment[aria-label="${ THEIRS }"]` )
		).toHaveCount( 0 );

		await page.goto( '/wp-admin/upload.php?mode=list' );
		const list = page.locator( '#the-list' );
		await expect( list.locator( 'tr', { hasText: MINE } ) ).toHaveCount(
			1
		);
		await expect( list.locator( 'tr', { hasText: THEIRS } ) ).toHaveCount(
			0
		);

		const titles = await restMediaTitles( context );
		expect( titles ).toContain( MINE );
		expect( titles ).not.toContain( THEIRS );

		await page.goto( '/wp-admin/edit.php' );
		await expect( list.locator( 'tr', { hasText: MINE } ) ).toHaveCount(
			1
		);
		await expect( list.locator( 'tr', { hasText: THEIRS } ) ).toHaveCount(
			0
		);
		// The status links count the author's posts only.
		await expect( page.locator( '.subsubsub .all .count' ) ).toHaveText(
			'(1)'
		);
		await context.close();
	} );

	test( 'an editor sees only their own, until an administrator exempts editors', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		const page = await context.newPage();
		const list = page.locator( '#the-list' );
		const seesBoth = async ( count: number ) => {
			await page.goto( '/wp-admin/upload.php?mode=list' );
			await expect( page.locator( '#wpbody-content h1' ) ).toBeVisible();
			for ( const title of [ MINE, THEIRS ] ) {
				await expect(
					list.locator( 'tr', { hasText: title } )
				).toHaveCount( count );
			}
			const titles = await restMediaTitles( context );
			for ( const title of [ MINE, THEIRS ] ) {
				expect( titles.includes( title ) ).toBe( count === 1 );
			}
			await page.goto( '/wp-admin/edit.php' );
			await expect( page.locator( '#wpbody-content h1' ) ).toBeVisible();
			for ( const title of [ MINE, THEIRS ] ) {
				await expect(
					list.locator( 'tr', { hasText: title } )
				).toHaveCount( count );
			}
		};
		await seesBoth( 0 );

		// The administrator adds Editor to the roles that see everything.
		const adminContext = await browser.newContext( {
			storageState: ADMIN.storageState,
		} );
		const admin = await adminContext.newPage();
		await admin.goto( '/wp-admin/admin.php?page=uip-settings' );
		const roles = admin.getByRole( 'group', {
			name: 'Roles that see everyone’s content',
		} );
		await expect(
			roles.getByRole( 'checkbox', { name: 'Administrator' } )
		).toBeChecked();
		await roles.getByRole( 'checkbox', { name: 'Editor' } ).check();
		await admin
			.getByRole( 'button', { name: 'Save', exact: true } )
			.click();
		await expect( admin.getByText( 'Settings saved' ) ).toBeVisible();
		await adminContext.close();

		await seesBoth( 1 );
		await context.close();
	} );
} );
