/**
 * Dark mode on WordPress's own screens in the content frame
 * (Runtime\FramedDarkStyle): every framed core screen people use stays
 * readable (axe's colour contrast rule, frames included, no serious or
 * critical node), and the block editor keeps its own light interface.
 *
 * The screens are opened as the frame opens them (`uip-framed-page=1`) with
 * the administrator's `darkTheme` preference on, so the server marks the
 * page dark before it draws. A few screenshots of each size go to
 * artifacts/<site>/framed-dark/ and into the report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, phpLogMessage, test } from '../fixtures';
import type { PhpDebugLog } from '../utils/php-debug-log';
import { seriousViolations } from '../utils/axe';
import { makePng } from '../utils/png';
import { ARTIFACTS_DIR } from '../utils/site';

const SHOTS_DIR = path.join( ARTIFACTS_DIR, 'framed-dark' );

interface Screen {
	/** Shown in the test's title and the screenshot's name. */
	name: string;
	/** The admin page, relative to /wp-admin/. */
	path: string;
	/** What shows once the screen has drawn. */
	drawn: string;
	/** Whether a screenshot is kept. */
	shot?: boolean;
	/** What opens the part checked, once the screen has drawn. */
	open?: ( page: Page ) => Promise< void >;
}

const SCREENS: Screen[] = [
	{
		name: 'dashboard',
		path: 'index.php',
		drawn: '#welcome-panel',
		shot: true,
	},
	{
		name: 'posts',
		path: 'edit.php',
		drawn: '.wp-list-table #the-list tr',
		shot: true,
	},
	{
		name: 'pages',
		path: 'edit.php?post_type=page',
		drawn: '.wp-list-table #the-list tr',
	},
	{
		name: 'categories',
		path: 'edit-tags.php?taxonomy=category',
		drawn: '#the-list tr',
	},
	{
		name: 'media grid',
		path: 'upload.php?mode=grid',
		drawn: '.attachments .attachment',
		shot: true,
	},
	{
		name: 'media list',
		path: 'upload.php?mode=list',
		drawn: '.wp-list-table #the-list tr',
	},
	{
		name: 'media modal',
		path: 'upload.php?mode=grid',
		drawn: '.attachments .attachment',
		shot: true,
		open: async ( page ) => {
			await page.locator( '.attachments .attachment' ).first().click();
			await expect(
				page.locator( '.media-modal .attachment-info' )
			).toBeVisible();
		},
	},
	{
		name: 'add media file',
		path: 'media-new.php',
		drawn: '#plupload-upload-ui',
	},
	{
		name: 'comments',
		path: 'edit-comments.php',
		drawn: '#the-comment-list tr',
	},
	{ name: 'users', path: 'users.php', drawn: '#the-list tr' },
	{
		name: 'plugins',
		path: 'plugins.php',
		drawn: '#the-list tr.inactive',
		shot: true,
	},
	{ name: 'themes', path: 'themes.php', drawn: '.theme-browser .theme' },
	{
		name: 'theme details',
		path: 'themes.php',
		drawn: '.theme-browser .theme:not(.active)',
		open: async ( page ) => {
			await page
				.getByRole( 'button', { name: /^View Theme Details for / } )
				.first()
				.click();
			await expect(
				page.locator( '.theme-overlay .theme-about' )
			).toBeVisible();
		},
	},
	{
		name: 'general settings',
		path: 'options-general.php',
		drawn: '.form-table',
	},
	{
		name: 'writing settings',
		path: 'options-writing.php',
		drawn: '.form-table',
	},
	{
		name: 'reading settings',
		path: 'options-reading.php',
		drawn: '.form-table',
	},
	{
		name: 'discussion settings',
		path: 'options-discussion.php',
		drawn: '.form-table',
	},
	{ name: 'media settings', path: 'options-media.php', drawn: '.form-table' },
	{ name: 'permalinks', path: 'options-permalink.php', drawn: '.form-table' },
	{
		name: 'privacy',
		path: 'options-privacy.php',
		drawn: '#wpbody-content h1',
	},
	{
		name: 'profile',
		path: 'profile.php',
		drawn: '#your-profile',
		shot: true,
	},
	{ name: 'tools', path: 'tools.php', drawn: '#wpbody-content h1' },
	{ name: 'import', path: 'import.php', drawn: '.importers' },
	{ name: 'export', path: 'export.php', drawn: '#export-filters' },
	{
		name: 'site health',
		path: 'site-health.php',
		drawn: '.health-check-body',
		shot: true,
	},
	{
		name: 'site health info',
		path: 'site-health.php?tab=debug',
		drawn: '#health-check-debug',
	},
];

/** The screens checked on a phone too: the ones whose layout changes most. */
const PHONE_SCREENS = [
	'dashboard',
	'posts',
	'media grid',
	'comments',
	'plugins',
	'profile',
];

/**
 * Texts under the contrast axe requires, frames included: one line each
 * (where, then what axe says). Only the contrast rule: WordPress's other
 * findings are not dark mode's to fix.
 *
 * @param page The page.
 */
async function contrastFailures( page: Page ): Promise< string[] > {
	return seriousViolations(
		await new AxeBuilder( { page } )
			.withRules( [ 'color-contrast' ] )
			.analyze(),
		false
	);
}

/**
 * Keeps a screenshot of the screen under artifacts/ and in the report.
 *
 * @param page     The page.
 * @param testInfo The test.
 * @param screen   The screen.
 * @param width    The viewport's width, in the file's name.
 */
async function keepScreenshot(
	page: Page,
	testInfo: TestInfo,
	screen: Screen,
	width: number
) {
	// A few of them: on a desktop, the screens marked; all on a phone.
	if ( width > 800 && ! screen.shot ) {
		return;
	}
	const name = `${ screen.name.replace( / /g, '-' ) }-${ width }`;
	fs.mkdirSync( SHOTS_DIR, { recursive: true } );
	const file = path.join( SHOTS_DIR, `${ name }.png` );
	await page.screenshot( { path: file } );
	await testInfo.attach( name, { path: file, contentType: 'image/png' } );
}

/**
 * Fails on anything PHP logged but the warnings of an offline site:
 * settings, profile and site health ask WordPress.org for translations and
 * checksums, which the test site cannot reach.
 *
 * @param log The test's PHP debug log.
 */
function expectOnlyOfflineWarnings( log: PhpDebugLog ) {
	const lines = log.newLines();
	expect(
		lines.filter(
			( line ) =>
				! /PHP Warning: .*could not establish a secure connection to WordPress\.org/.test(
					line
				)
		),
		phpLogMessage( lines )
	).toEqual( [] );
	log.mark();
}

/**
 * Turns the administrator's dark mode preference on or off.
 *
 * @param requestUtils WordPress's request helpers (the administrator).
 * @param value        The preference (null removes it).
 */
async function setDark( requestUtils: RequestUtils, value: boolean | null ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/uipress/v1/preferences/darkTheme',
		data: { value },
	} );
}

test.describe( 'Dark mode on framed WordPress screens', () => {
	const made = { posts: [] as number[], media: 0, comment: 0 };

	test.beforeAll( async ( { requestUtils } ) => {
		await setDark( requestUtils, true );
		// Lists with rows: posts (one a draft), a page, a comment waiting
		// for approval, an attachment.
		for ( const [ type, title, status ] of [
			[ 'posts', 'Dark mode first post', 'publish' ],
			[ 'posts', 'Dark mode draft', 'draft' ],
			[ 'pages', 'Dark mode page', 'publish' ],
		] ) {
			const post = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: `/wp/v2/${ type }`,
				data: { title, status },
			} );
			made.posts.push( post.id );
		}
		const comment = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/comments',
			data: {
				post: made.posts[ 0 ],
				content: 'A comment waiting for approval.',
				status: 'hold',
				author_name: 'Reader',
				author_email: 'reader@example.com',
			},
		} );
		made.comment = comment.id;
		const file = path.join( os.tmpdir(), 'uip-dark-mode-photo.png' );
		fs.writeFileSync( file, makePng( 64, 48 ) );
		made.media = ( await requestUtils.uploadMedia( file ) ).id;
		fs.rmSync( file, { force: true } );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setDark( requestUtils, null );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/comments/${ made.comment }`,
			params: { force: true },
		} );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/media/${ made.media }`,
			params: { force: true },
		} );
		for ( const id of made.posts ) {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/wp/v2/posts/${ id }`,
					params: { force: true },
				} )
				.catch( () =>
					requestUtils.rest( {
						method: 'DELETE',
						path: `/wp/v2/pages/${ id }`,
						params: { force: true },
					} )
				);
		}
	} );

	/**
	 * Opens a screen as the content frame does and waits until it has drawn.
	 *
	 * @param page   The page.
	 * @param screen The screen.
	 */
	async function openFramed( page: Page, screen: Screen ) {
		const url = `/wp-admin/${ screen.path }`;
		await page.goto(
			`${ url }${ url.includes( '?' ) ? '&' : '?' }uip-framed-page=1`
		);
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		await expect( page.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect( page.locator( screen.drawn ).first() ).toBeVisible();
		await screen.open?.( page );
		// Screens that fill themselves in later: wait until they have.
		if ( screen.name === 'site health' ) {
			await expect(
				page.locator( '.site-health-progress-wrapper' )
			).not.toHaveClass( /loading/ );
		}
	}

	test.describe( 'on a desktop', () => {
		test.use( { viewport: { width: 1440, height: 900 } } );

		for ( const screen of SCREENS ) {
			test( `${ screen.name } is readable`, async ( {
				page,
				phpDebugLog,
			}, testInfo ) => {
				await openFramed( page, screen );
				await keepScreenshot( page, testInfo, screen, 1440 );
				expect( await contrastFailures( page ) ).toEqual( [] );
				expectOnlyOfflineWarnings( phpDebugLog );
			} );
		}
	} );

	test.describe( 'on a phone', () => {
		test.use( { viewport: { width: 390, height: 844 } } );

		for ( const screen of SCREENS.filter( ( { name } ) =>
			PHONE_SCREENS.includes( name )
		) ) {
			test( `${ screen.name } is readable`, async ( {
				page,
				phpDebugLog,
			}, testInfo ) => {
				await openFramed( page, screen );
				await keepScreenshot( page, testInfo, screen, 390 );
				expect( await contrastFailures( page ) ).toEqual( [] );
				expectOnlyOfflineWarnings( phpDebugLog );
			} );
		}
	} );

	test( 'the block editor keeps its own light interface', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/post-new.php?uip-framed-page=1' );
		// The frame is dark, as every frame...
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		const header = page.locator( '.editor-header' );
		await expect( header ).toBeVisible();
		// ...but none of the dark stylesheet reaches the editor.
		await expect( page.locator( '[id^="uip-framed-dark"]' ) ).toHaveCount(
			0
		);
		await expect( header ).toHaveCSS(
			'background-color',
			'rgb(255, 255, 255)'
		);
		const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect(
			canvas.locator( '.editor-styles-wrapper' )
		).toBeVisible();
		expect(
			await canvas
				.locator( 'html' )
				.evaluate(
					( root ) =>
						root.ownerDocument.querySelectorAll(
							'[id^="uip-framed-dark"]'
						).length
				)
		).toBe( 0 );
	} );
} );
