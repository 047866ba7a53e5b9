/**
 * The network admin by a network template (issue 30): a template the super
 * admin makes on the main site, marks for every site and "Also use in the
 * network admin" gives the network admin its interface; its admin menu is
 * the network admin's, and its pages (Sites) open in the content frame.
 * Tagged @network: run only on a network (UIPRESS_MULTISITE=1).
 */
import { starterLayouts } from '../../../src/builder/components/inserter/starter-layouts';
import { expect, test } from '../fixtures';
import {
	MAIN_SITE,
	createOnMainSite,
	deleteOnMainSite,
} from '../utils/main-site';

/** The blocks of the starter layout with a sidebar, a top bar and the content frame. */
function sidebarLayout() {
	return (
		starterLayouts()
			.find( ( layout ) => layout.id === 'sidebar-top-bar-content' )
			?.blocks() ?? []
	);
}

test.describe( 'The network admin by a network template @network', () => {
	let networkTemplate = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		networkTemplate = await createOnMainSite(
			requestUtils,
			'uip-ui-template',
			{
				title: 'Network admin interface',
				status: 'publish',
				uipress: {
					type: 'ui-template',
					content: sidebarLayout(),
					// Only the admin: no other test's user meets it on /second/.
					forUsers: [ 1 ],
					network: true,
					networkAdmin: true,
				},
			}
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteOnMainSite(
			requestUtils,
			'uip-ui-template',
			networkTemplate
		);
	} );

	test( 'a super admin opens the network admin in the interface and Sites in its frame', async ( {
		page,
		browserErrors,
	}, testInfo ) => {
		await page.setViewportSize( { width: 1440, height: 900 } );
		await page.goto( `${ MAIN_SITE }/wp-admin/network/` );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/\buip-takeover\b/
		);
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect( frame.locator( 'body' ) ).toHaveClass(
			/\bnetwork-admin\b/
		);

		// The network admin's own menu, its links into the network admin.
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const sites = menu.getByRole( 'link', { name: 'Sites', exact: true } );
		await expect( sites ).toHaveAttribute(
			'href',
			`${ MAIN_SITE }/wp-admin/network/sites.php`
		);
		await sites.click();
		await expect( frame.locator( 'h1' ) ).toContainText( 'Sites' );
		await expect(
			frame.getByRole( 'link', { name: /second/ } ).first()
		).toBeVisible();
		await expect( page ).toHaveURL( /\/wp-admin\/network\/sites\.php$/ );
		// Still the interface: the page opened in the frame, not the window.
		await expect( page.locator( 'body' ) ).toHaveClass(
			/\buip-takeover\b/
		);
		await expect( sites ).toHaveAttribute( 'aria-current', 'page' );

		for ( const size of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		] ) {
			await page.setViewportSize( size );
			await expect( frame.locator( 'h1' ) ).toBeVisible();
			const shot = await page.screenshot( {
				path: `/tmp/shots/network/network-admin-sites-${ size.width }.png`,
			} );
			await testInfo.attach( `network admin ${ size.width }`, {
				body: shot,
				contentType: 'image/png',
			} );
		}
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'a network page asked for in the main site’s interface frame opens in the whole window, with the network’s interface', async ( {
		page,
		requestUtils,
	} ) => {
		const own = await createOnMainSite( requestUtils, 'uip-ui-template', {
			title: 'Main site interface',
			status: 'publish',
			uipress: {
				type: 'ui-template',
				content: sidebarLayout(),
				forUsers: [ 1 ],
			},
		} );
		try {
			await page.goto( `${ MAIN_SITE }/wp-admin/index.php` );
			const frame = page.frameLocator( 'iframe[title="Page content"]' );
			await expect( frame.locator( 'body' ) ).toHaveClass(
				/\buip-framed\b/
			);
			// As the toolbar's "Network Admin" link would, inside the frame.
			await frame.locator( 'body' ).evaluate( () => {
				window.location.href =
					'/wp-admin/network/sites.php?uip-framed-page=1';
			} );
			await expect( page ).toHaveURL(
				/\/wp-admin\/network\/sites\.php$/
			);
			await expect(
				page
					.getByRole( 'navigation', { name: 'Admin menu' } )
					.getByRole( 'link', { name: 'Sites', exact: true } )
			).toHaveAttribute( 'aria-current', 'page' );
			await expect( frame.locator( 'h1' ) ).toContainText( 'Sites' );
			await expect( frame.locator( 'body' ) ).toHaveClass(
				/\bnetwork-admin\b/
			);
		} finally {
			await deleteOnMainSite( requestUtils, 'uip-ui-template', own );
		}
	} );
} );
