/**
 * The interface around the framed admin page: items other plugins add late
 * to the admin menu (the fixture plugin tests/fixtures/late-menu-plugin,
 * installed on the e2e sites as a must-use plugin by tools/local-wordpress)
 * show and open in the frame, and the framed stock page follows dark mode.
 */
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';
import { holdRequests } from '../utils/hold-requests';

test.describe( 'Admin interface', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'the first page loads with the interface page, once, in the frame the page content block shows', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[ block( 'uip-content-frame' ) ],
			'Frame only',
			{ forRoles: [ 'editor' ] }
		);
		const framed: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'uip-framed-page=1' ) ) {
				framed.push( request.url() );
			}
		} );
		await page.goto( '/wp-admin/edit.php' );
		const frameBox = page.locator( '.uip-content-frame' );
		await expect( frameBox ).toHaveClass( /uip-content-frame--rendered/ );
		const iframe = frameBox.locator( 'iframe[title="Page content"]' );
		// The frame the page's HTML started, moved into the block with its
		// document: the page was asked for once.
		await expect( iframe ).toHaveAttribute(
			'data-uip-start',
			/edit\.php\?uip-framed-page=1$/
		);
		await expect( iframe ).toBeVisible();
		await expect(
			page.frameLocator( 'iframe[title="Page content"]' ).locator( 'h1' )
		).toContainText( 'Posts' );
		expect( framed ).toHaveLength( 1 );
		await expect( page.locator( '#uip-early-frame' ) ).toHaveCount( 0 );

		// A template without a page content block leaves no frame behind.
		await deleteAllTemplates( requestUtils );
		await createTemplate(
			requestUtils,
			[ block( 'uip-heading' ) ],
			'No frame',
			{ forRoles: [ 'editor' ] }
		);
		framed.length = 0;
		await page.goto( '/wp-admin/edit.php' );
		await expect(
			page.locator( '[data-uip-module="uip-heading"]' )
		).toBeVisible();
		await expect( page.locator( 'iframe' ) ).toHaveCount( 0 );
		expect( framed ).toEqual( [] );
	} );

	test( 'a late-added plugin menu item appears and opens in the frame', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-admin-menu-new', {
					settings: {
						block: { options: { subMenuStyle: 'inline' } },
					},
				} ),
				block( 'uip-content-frame' ),
			],
			'Menu and frame',
			{ forRoles: [ 'editor' ] }
		);

		await page.goto( '/wp-admin/' );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );

		// The top-level item added on admin_menu at priority 9999.
		const shop = menu.getByRole( 'link', { name: 'Late shop' } );
		await expect( shop ).toBeVisible();
		// Its dashicon draws from the rules of the icons the menu uses: the
		// page loads none of wp-admin's stylesheets (the frame has them).
		await expect( page.locator( 'style#uip-menu-icons' ) ).toHaveCount( 1 );
		expect(
			await shop
				.locator( '.dashicons-cart' )
				.evaluate(
					( icon ) => getComputedStyle( icon, '::before' ).content
				)
		).toBe( '"\uf174"' );
		await expect(
			page.locator( 'link[rel="stylesheet"][href*="load-styles.php"]' )
		).toHaveCount( 0 );

		// A late submenu item under a core parent (Pages).
		await menu.getByRole( 'button', { name: 'Submenu of Pages' } ).click();
		const pageTools = menu.getByRole( 'link', { name: 'Page tools' } );
		await expect( pageTools ).toBeVisible();

		// Its WooCommerce-style submenu, with the count bubble; the editor
		// cannot open the shop settings (manage_options), so they are left out.
		// One inline submenu is open at a time: Pages closes.
		await menu
			.getByRole( 'button', { name: 'Submenu of Late shop' } )
			.click();
		const orders = menu.getByRole( 'link', { name: /^Orders\b/ } );
		await expect( orders ).toBeVisible();
		await expect( orders ).toContainText( '4' );
		await expect(
			menu.getByRole( 'link', { name: 'Shop settings' } )
		).toHaveCount( 0 );
		await expect( pageTools ).toHaveCount( 0 );
		await expect(
			menu.getByRole( 'button', { name: 'Submenu of Pages' } )
		).toHaveAttribute( 'aria-expanded', 'false' );

		await orders.click();

		await expect( page ).toHaveURL(
			/\/wp-admin\/admin\.php\?page=late-shop-orders/
		);
		await expect( page ).not.toHaveURL( /uip-framed-page/ );
		await expect
			.poll( () =>
				page
					.locator( 'iframe[title="Page content"]' )
					.evaluate(
						( element ) =>
							( element as HTMLIFrameElement ).contentWindow
								?.location.href ?? ''
					)
			)
			.toMatch( /page=late-shop-orders/ );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect( orders ).toHaveAttribute( 'aria-current', 'page' );

		// A search result chosen with Enter ends the search: the menu shows.
		const search = menu.getByRole( 'combobox', { name: 'Search menu' } );
		await search.fill( 'comments' );
		await search.press( 'ArrowDown' );
		await search.press( 'Enter' );
		await expect( page ).toHaveURL( /\/wp-admin\/edit-comments\.php/ );
		await expect( search ).toHaveValue( '' );
		await expect( menu.getByRole( 'listbox' ) ).toHaveCount( 0 );
		await expect(
			menu.getByRole( 'link', { name: 'Dashboard' } )
		).toBeVisible();
	} );

	test( 'while a page loads, a template with a page loader shows only the loader, not the frame spinner too', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-admin-menu-new' ),
				block( 'uip-page-loader' ),
				block( 'uip-content-frame' ),
			],
			'Loader and frame',
			{ forRoles: [ 'editor' ] }
		);
		await page.goto( '/wp-admin/' );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );

		// Hold the next framed page until both signals have been checked.
		const release = await holdRequests( page, /\/wp-admin\/edit\.php/ );
		await page
			.getByRole( 'navigation', { name: 'Admin menu' } )
			.getByRole( 'link', { name: 'Posts', exact: true } )
			.click();
		await expect(
			page.getByRole( 'progressbar', { name: 'Loading page' } )
		).toBeVisible();
		await expect( page.locator( '.uip-content-frame' ) ).toHaveAttribute(
			'data-uip-frame-state',
			'loading'
		);
		// The frame's spinner is there (the frame is loading) but not shown.
		await expect( page.locator( '.uip-content-frame__loader' ) ).toHaveCSS(
			'display',
			'none'
		);
		release();
		await expect( frame.locator( 'body' ) ).toHaveClass( /\bedit-php\b/ );
	} );

	test( 'the page content fills its container’s height by default', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [
						block( 'uip-heading' ),
						block( 'uip-content-frame' ),
					],
					settings: {
						style: {
							options: {
								flexLayout: {
									display: 'flex',
									direction: 'column',
								},
								dimensions: {
									height: { value: 100, units: 'vh' },
								},
							},
						},
					},
				} ),
			],
			'Heading and frame',
			{ forRoles: [ 'editor' ] }
		);
		await page.goto( '/wp-admin/' );
		const frame = page.locator( 'iframe[title="Page content"]' );
		await expect(
			page
				.frameLocator( 'iframe[title="Page content"]' )
				.locator( 'body' )
		).toHaveClass( /\buip-framed\b/ );
		const viewport = page.viewportSize();
		const box = await frame.boundingBox();
		expect( viewport ).not.toBeNull();
		expect( box ).not.toBeNull();
		// From under the heading to the bottom of the window.
		expect(
			Math.abs(
				( box?.y ?? 0 ) +
					( box?.height ?? 0 ) -
					( viewport?.height ?? 0 )
			)
		).toBeLessThanOrEqual( 1 );
		expect( box?.y ).toBeGreaterThan( 10 );
	} );

	test( 'the framed admin page turns dark with the interface', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[ block( 'uip-dark-toggle' ), block( 'uip-content-frame' ) ],
			'Dark toggle and frame',
			{ forRoles: [ 'editor' ] }
		);
		const frameBody = page
			.frameLocator( 'iframe[title="Page content"]' )
			.locator( 'body' );
		const background = () =>
			frameBody.evaluate(
				( body ) => getComputedStyle( body ).backgroundColor
			);

		await page.goto( '/wp-admin/edit.php' );
		await expect( frameBody ).toHaveClass( /\buip-framed\b/ );
		// Stock wp-admin grey (#f0f0f1 up to 6.9, #f0f0f0 from 7.0).
		const stockGrey = await background();
		expect( stockGrey ).toMatch( /^rgb\(240, 240, 24[01]\)$/ );

		const toggle = page.getByRole( 'button', { name: 'Dark mode' } );
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'uipress/v1/preferences/darkTheme' ) &&
				response.request().method() === 'POST'
		);
		await toggle.click();
		expect( ( await saved ).ok() ).toBe( true );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		// Base 1's dark value (src/engine/theme/variables.ts).
		await expect.poll( background ).toBe( 'rgb(29, 32, 38)' );

		// The next framed page is dark from its first paint: the server
		// marks it from the saved preference.
		await page.reload();
		await expect( frameBody ).toHaveClass( /\buip-framed\b/ );
		expect( await background() ).toBe( 'rgb(29, 32, 38)' );

		// Leave the editor's preference as it was for other tests.
		await toggle.click();
		await expect( page.locator( 'html' ) ).not.toHaveAttribute(
			'data-theme',
			'dark'
		);
		await expect.poll( background ).toBe( stockGrey );
	} );

	test( 'admin pages open in the interface without errors, their content only in the frame', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		await createTemplate(
			requestUtils,
			[ block( 'uip-admin-menu-new' ), block( 'uip-content-frame' ) ],
			'Menu and frame',
			{ forRoles: [ 'editor' ] }
		);
		const frame = page.frameLocator( 'iframe[title="Page content"]' );

		const paths = [
			'index.php',
			'edit.php',
			'upload.php',
			'edit-comments.php',
			'admin.php?page=late-shop-orders',
			// The block editor, whose scripts would fail without their page.
			'post-new.php',
		];
		for ( const path of paths ) {
			await page.goto( `/wp-admin/${ path }` );
			await expect( frame.locator( 'body' ) ).toHaveClass(
				/\buip-framed\b/
			);
			await expect( frame.locator( '#wpbody-content' ) ).toBeAttached();
			// The interface page itself does not build the page again.
			await expect( page.locator( '#wpbody-content' ) ).toHaveCount( 0 );
			await expect(
				page.getByRole( 'navigation', { name: 'Admin menu' } )
			).toBeVisible();
		}
		await expect( frame.locator( '.edit-post-layout' ) ).toBeVisible( {
			timeout: 20_000,
		} );

		expect( browserErrors ).toEqual( [] );
	} );
} );
