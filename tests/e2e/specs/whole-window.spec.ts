/**
 * Where screens open: UiPress's own screens take the whole window, never the
 * content frame, and the interface page is not moved by the classes of the
 * screen it frames (the block editor's full-screen mode).
 */
import { expect, test } from '../fixtures';
import { ADMIN, EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

test.describe( 'Screens that open in the whole window', () => {
	test.use( { storageState: ADMIN.storageState } );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'the builder and the menu creator open in the whole window from the interface menu and from inside the frame', async ( {
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
			{ forRoles: [ 'administrator' ] }
		);
		const frameElement = page.locator( 'iframe[title="Page content"]' );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );

		await page.goto( '/wp-admin/edit.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );

		// From the interface's menu.
		await menu
			.getByRole( 'button', { name: 'Submenu of UiPress' } )
			.click();
		await menu
			.getByRole( 'link', { name: 'Builder', exact: true } )
			.click();
		await expect( page ).toHaveURL( /admin\.php\?page=uip-ui-builder/ );
		await expect( page.locator( '#uip-ui-builder-root' ) ).toBeAttached();
		await expect( frameElement ).toHaveCount( 0 );
		// The builder's own page: the stock chrome, once.
		await expect( page.locator( '#adminmenumain' ) ).toHaveCount( 1 );

		// A page in the frame that sends itself to one (a redirect, a script):
		// the server answers with a page that moves the whole window.
		await page.goto( '/wp-admin/edit.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await frame
			.locator( 'body' )
			.evaluate( ( body ) =>
				body.ownerDocument.defaultView?.location.assign(
					'admin.php?page=uip-menu-creator'
				)
			);
		await expect( page ).toHaveURL( /admin\.php\?page=uip-menu-creator$/ );
		await expect( page.locator( '#uip-menu-creator-root' ) ).toBeAttached();
		await expect( frameElement ).toHaveCount( 0 );
	} );
} );

test.describe( 'The block editor loaded as the whole page', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'does not move the interface up, before or after navigating', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-breadcrumbs' ),
				block( 'uip-admin-menu-new' ),
				block( 'uip-content-frame' ),
			],
			'Crumbs, menu and frame',
			{ forRoles: [ 'editor' ] }
		);
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		const crumbs = page.getByRole( 'navigation', { name: 'Breadcrumbs' } );
		const top = async () => ( await crumbs.boundingBox() )?.y ?? -1;

		await page.goto( '/wp-admin/post-new.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect( frame.locator( '.edit-post-layout' ) ).toBeVisible( {
			timeout: 20_000,
		} );
		const classes = ( await page.locator( 'body' ).getAttribute( 'class' ) )
			?.split( /\s+/ )
			.filter( Boolean );
		expect( classes ).toContain( 'uip-takeover' );
		expect( classes ).toContain( 'wp-admin' );
		for ( const screenClass of [
			'is-fullscreen-mode',
			'block-editor-page',
			'post-new-php',
			'post-type-post',
		] ) {
			expect( classes ).not.toContain( screenClass );
		}
		expect( await top() ).toBeGreaterThanOrEqual( 0 );

		await page
			.getByRole( 'navigation', { name: 'Admin menu' } )
			.getByRole( 'link', { name: 'Comments' } )
			.click();
		await expect( page ).toHaveURL( /edit-comments\.php/ );
		expect( await top() ).toBeGreaterThanOrEqual( 0 );
	} );
} );
