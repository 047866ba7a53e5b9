/**
 * The chrome paints from HTML (Runtime\ChromeSnapshot): after a visit, the
 * next visit of the page shows the interface's chrome before `runtime.js`
 * has run, and the runtime takes over from it without a layout shift. A
 * changed template, role or locale never shows the old snapshot, and
 * signing out forgets it. A user of their own signs in through the form:
 * their role, locale and session change here.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BASE_URL } from '../utils/site';
import { runSitePhp } from '../utils/site-php';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';
import { holdRequests } from '../utils/hold-requests';

const STAMP = Date.now();
const USER = {
	username: `uip-e2e-snapshot-${ STAMP }`,
	email: `uip-e2e-snapshot-${ STAMP }@example.com`,
	password: 'snapshot-password',
};

/** The interface's script: held, the page shows what its HTML paints. */
const RUNTIME_SCRIPT = /\/build\/runtime\.js/;

/** The snapshot the window's width shows (one per width band may be printed). */
const SHOWN_SNAPSHOT = '[data-uip-chrome-snapshot]:visible';

/**
 * Signs in through the login form, landing on the site's front page: an
 * interface page would keep a snapshot of its own meanwhile.
 *
 * @param page The page.
 */
async function logIn( page: Page ) {
	await page.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent( `${ BASE_URL }/` ) }`
	);
	await page.locator( '#user_login' ).fill( USER.username );
	await page.locator( '#user_pass' ).fill( USER.password );
	await page.locator( '#wp-submit' ).click();
	// Signed in once the redirect answers (the cookies come with it): the
	// front page's own loading is not waited for.
	await page.waitForURL(
		( url ) => ! url.pathname.endsWith( 'wp-login.php' ),
		{ waitUntil: 'commit' }
	);
}

/**
 * Saves the signed-in user's preferences (null removes one).
 *
 * @param page        The page.
 * @param preferences Preferences by name.
 */
async function savePreferences(
	page: Page,
	preferences: Record< string, boolean | null >
) {
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	for ( const [ name, value ] of Object.entries( preferences ) ) {
		const saved = await page.request.post(
			`/?rest_route=/uipress/v1/preferences/${ name }`,
			{ headers: { 'X-WP-Nonce': nonce }, data: { value } }
		);
		expect( saved.status() ).toBe( 200 );
	}
}

/**
 * How many snapshots the user keeps on the server.
 */
function keptSnapshots(): number {
	return Number(
		runSitePhp( 'chrome-snapshots.php', [ USER.username ] ).trim()
	);
}

/**
 * The answer to the page's next snapshot.
 *
 * @param page The page.
 */
function keptSnapshot( page: Page ) {
	return page.waitForResponse(
		( response ) =>
			/interface(\/|%2F)snapshot/.test( response.url() ) &&
			response.request().method() === 'POST'
	);
}

/**
 * Opens the dashboard and waits until the runtime has sent the chrome's
 * snapshot and the server has kept it.
 *
 * @param page The page.
 */
async function visitAndKeep( page: Page ) {
	const kept = keptSnapshot( page );
	await page.goto( '/wp-admin/' );
	expect( ( await kept ).status() ).toBe( 200 );
}

/**
 * Opens the dashboard with `runtime.js` held back, until its configuration
 * (printed after the snapshot) is there. Returns what lets the script run.
 *
 * @param page The page.
 */
async function visitHeld( page: Page ): Promise< () => Promise< void > > {
	let letGo: () => void = () => undefined;
	const released = new Promise< void >( ( resolve ) => ( letGo = resolve ) );
	let continued: Promise< void > = Promise.resolve();
	const hold = ( route: Route ) => {
		continued = released.then( () => route.continue() );
	};
	await page.route( RUNTIME_SCRIPT, hold );
	await page.goto( '/wp-admin/', { waitUntil: 'commit' } );
	await page.waitForFunction( () => 'uipressConfig' in window );
	return async () => {
		letGo();
		await continued;
		await page.unroute( RUNTIME_SCRIPT, hold );
	};
}

/**
 * The page's layout shifts so far (inputs excluded).
 *
 * @param page The page.
 */
function layoutShift( page: Page ): Promise< number > {
	return page.evaluate( () => {
		const observer = new PerformanceObserver( () => undefined );
		observer.observe( { type: 'layout-shift', buffered: true } );
		const entries = observer.takeRecords() as Array<
			PerformanceEntry & { value: number; hadRecentInput: boolean }
		>;
		observer.disconnect();
		return entries
			.filter( ( entry ) => ! entry.hadRecentInput )
			.reduce( ( sum, entry ) => sum + entry.value, 0 );
	} );
}

test.describe( 'The chrome painted from HTML', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	let userId = 0;
	let templateId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		const user = await requestUtils.createUser( {
			...USER,
			roles: [ 'editor' ],
		} );
		userId = user.id;
	} );

	test.beforeEach( async ( { requestUtils } ) => {
		templateId = await createTemplate(
			requestUtils,
			demoTemplate(),
			'Snapshot',
			{ forRoles: [ 'editor', 'author' ] }
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/users/${ userId }`,
			data: { roles: [ 'editor' ] },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ userId }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	for ( const viewport of [
		{ width: 1440, height: 900 },
		{ width: 390, height: 844 },
	] ) {
		test( `at ${ viewport.width }×${ viewport.height } a second visit shows the chrome before runtime.js runs, and the runtime takes over in place`, async ( {
			page,
			browserErrors,
		} ) => {
			await page.setViewportSize( viewport );
			await logIn( page );
			await visitAndKeep( page );

			const release = await visitHeld( page );
			const snapshot = page.locator( SHOWN_SNAPSHOT );
			await expect( snapshot ).toHaveCount( 1 );
			await expect(
				snapshot.getByRole( 'navigation', { name: 'Breadcrumbs' } )
			).toBeVisible();
			await expect( snapshot.getByRole( 'banner' ) ).toBeVisible();
			// A picture: nothing in it is focusable or clickable yet.
			await expect( snapshot ).toHaveAttribute( 'inert', '' );
			await expect( page.locator( '#uip-runtime-root' ) ).toBeEmpty();
			const pictured = await snapshot
				.getByRole( 'navigation', { name: 'Breadcrumbs' } )
				.boundingBox();

			await release();
			await expect(
				page.locator( '[data-uip-chrome-snapshot]' )
			).toHaveCount( 0 );
			const live = page
				.locator( '#uip-runtime-root' )
				.getByRole( 'navigation', { name: 'Breadcrumbs' } );
			await expect( live ).toBeVisible();
			expect( await live.boundingBox() ).toEqual( pictured );
			await expect(
				page
					.frameLocator( 'iframe[title="Page content"]' )
					.getByRole( 'heading', { level: 1, name: 'Dashboard' } )
			).toBeVisible();
			expect( await layoutShift( page ) ).toBe( 0 );
			expect( browserErrors ).toEqual( [] );
		} );
	}

	test( 'a page loading in the frame moves nothing: the page loader lies over it', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1440, height: 900 } );
		await logIn( page );
		await page.goto( '/wp-admin/' );
		const frame = page.locator( '.uip-content-frame' );
		await expect( frame ).toHaveAttribute(
			'data-uip-frame-state',
			'ready'
		);
		const before = await frame.boundingBox();

		const letGo = await holdRequests( page, /\/wp-admin\/edit\.php/ );
		await page
			.getByRole( 'navigation', { name: 'Admin menu' } )
			.getByRole( 'link', { name: 'Posts', exact: true } )
			.click();
		await expect(
			page.getByRole( 'progressbar', { name: 'Loading page' } )
		).toBeVisible();
		expect( await frame.boundingBox() ).toEqual( before );
		letGo();
		await expect( frame ).toHaveAttribute(
			'data-uip-frame-state',
			'ready'
		);
		expect( await frame.boundingBox() ).toEqual( before );
		expect( await layoutShift( page ) ).toBe( 0 );
	} );

	test( 'dark mode and the collapsed menu paint from HTML too', async ( {
		page,
	} ) => {
		await logIn( page );
		await savePreferences( page, { darkTheme: true, menuCollapsed: true } );
		await visitAndKeep( page );

		const release = await visitHeld( page );
		const html = page.locator( 'html' );
		await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
		await expect( html ).toHaveAttribute( 'uip-menu-collapsed', '' );
		const snapshot = page.locator( SHOWN_SNAPSHOT );
		await expect(
			snapshot.locator( '[data-uip-menu-host="collapsed"]' )
		).toHaveCount( 1 );
		await release();
		await expect(
			page.locator( '#uip-runtime-root [data-uip-menu-host="collapsed"]' )
		).toHaveCount( 1 );
		await savePreferences( page, { darkTheme: null, menuCollapsed: null } );
	} );

	test( 'a changed template shows the new chrome, never the old snapshot', async ( {
		page,
		requestUtils,
	} ) => {
		await logIn( page );
		await visitAndKeep( page );

		const changed = [
			...demoTemplate(),
			block( 'uip-heading', {
				settings: {
					block: { options: { headingText: { string: 'Changed' } } },
				},
			} ),
		];
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/uip-ui-template/${ templateId }`,
			data: {
				uipress: {
					type: 'ui-template',
					content: changed,
					settings: { css: '', js: '' },
					forRoles: [ 'editor', 'author' ],
					forUsers: [],
					excludesRoles: [],
					excludesUsers: [],
				},
			},
		} );
		let release = await visitHeld( page );
		await expect(
			page.locator( '[data-uip-chrome-snapshot]' )
		).toHaveCount( 0 );
		const kept = keptSnapshot( page );
		await release();
		await expect(
			page.locator( '#uip-runtime-root [data-uip-module="uip-heading"]' )
		).toBeVisible();

		// This visit kept the new chrome; the next one paints it.
		expect( ( await kept ).status() ).toBe( 200 );
		release = await visitHeld( page );
		await expect(
			page.locator(
				`${ SHOWN_SNAPSHOT } [data-uip-module="uip-heading"]`
			)
		).toHaveCount( 1 );
		await release();
	} );

	test( 'a changed role never shows the old snapshot', async ( {
		page,
		requestUtils,
	} ) => {
		await logIn( page );
		await visitAndKeep( page );

		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/users/${ userId }`,
			data: { roles: [ 'author' ] },
		} );
		const release = await visitHeld( page );
		await expect(
			page.locator( '[data-uip-chrome-snapshot]' )
		).toHaveCount( 0 );
		await release();
		// An author's chrome: no Users entry, which editors had neither, but
		// the interface itself is drawn by the runtime.
		await expect(
			page.locator(
				'#uip-runtime-root [data-uip-module="uip-breadcrumbs"]'
			)
		).toBeVisible();
	} );

	test( 'a changed locale never shows the old snapshot', async ( {
		page,
	} ) => {
		await logIn( page );
		await visitAndKeep( page );

		runSitePhp( 'pseudo-locale.php', [ 'set', USER.username, 'de_DE' ] );
		try {
			const release = await visitHeld( page );
			await expect(
				page.locator( '[data-uip-chrome-snapshot]' )
			).toHaveCount( 0 );
			await release();
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'lang',
				'de-DE'
			);
		} finally {
			runSitePhp( 'pseudo-locale.php', [
				'unset',
				USER.username,
				'de_DE',
			] );
		}
	} );

	test( 'signing out forgets the snapshot', async ( { page } ) => {
		// Two sign-ins and three interface pages: more than the default time
		// on a busy machine.
		test.setTimeout( 90_000 );
		await logIn( page );
		await visitAndKeep( page );
		expect( keptSnapshots() ).toBeGreaterThan( 0 );

		const account = page
			.getByRole( 'banner' )
			.getByRole( 'button', { name: /: account menu$/ } );
		await account.click();
		await page
			.locator(
				`[id="${ await account.getAttribute( 'aria-controls' ) }"]`
			)
			.getByRole( 'link', { name: 'Log out' } )
			.click();
		await expect( page ).toHaveURL( /wp-login\.php\?loggedout=true/ );
		expect( keptSnapshots() ).toBe( 0 );

		await logIn( page );
		const release = await visitHeld( page );
		await expect(
			page.locator( '[data-uip-chrome-snapshot]' )
		).toHaveCount( 0 );
		await release();
	} );
} );
