/**
 * The admin menu in a sidebar like the demo template's (fixed width,
 * scrolling, beside the page content frame): collapsing it gives the frame
 * the space, and hover submenus show above the frame, on screen, reachable
 * by pointer and by keyboard.
 */
import type { Locator, Page } from '@playwright/test';
import type { Block } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { container, sidebarBesideFrame } from '../utils/interface-template';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

function sidebarTemplate(): Block[] {
	return sidebarBesideFrame( [
		block( 'uip-heading' ),
		// Pushes the menu down: its entries sit low in the window.
		container( [], {
			dimensions: { height: { value: 360, units: 'px' } },
		} ),
		block( 'uip-admin-menu-new', {
			settings: {
				block: {
					options: {
						subMenuStyle: 'hover',
						loadOnClick: true,
					},
				},
			},
		} ),
	] );
}

async function width( locator: Locator ): Promise< number > {
	return ( await locator.boundingBox() )?.width ?? 0;
}

/**
 * Whether the element is what the window shows at its centre.
 *
 * @param locator The element.
 */
async function isOnTop( locator: Locator ): Promise< boolean > {
	return locator.evaluate( ( element ) => {
		const box = element.getBoundingClientRect();
		const hit = document.elementFromPoint(
			box.left + box.width / 2,
			box.top + box.height / 2
		);
		return hit !== null && element.contains( hit );
	} );
}

async function expectInViewport( page: Page, locator: Locator ) {
	const box = await locator.boundingBox();
	const viewport = page.viewportSize();
	expect( box ).not.toBeNull();
	expect( viewport ).not.toBeNull();
	if ( box && viewport ) {
		expect( box.y ).toBeGreaterThanOrEqual( 0 );
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.y + box.height ).toBeLessThanOrEqual( viewport.height );
		expect( box.x + box.width ).toBeLessThanOrEqual( viewport.width );
	}
}

test.describe( 'The admin menu in a sidebar', () => {
	test.use( {
		storageState: EDITOR.storageState,
		viewport: { width: 1280, height: 640 },
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'collapsing shrinks the sidebar to the icons and the frame takes the space; hover submenus show above the frame', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate( requestUtils, sidebarTemplate(), 'Sidebar', {
			forRoles: [ 'editor' ],
		} );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		const sidebar = page.locator( '[data-uip-menu-host]' );
		const frameElement = page.locator( 'iframe[title="Page content"]' );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		const frameUrl = () =>
			frameElement.evaluate(
				( element ) =>
					( element as HTMLIFrameElement ).contentWindow?.location
						.href ?? ''
			);

		await page.goto( '/wp-admin/index.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect( sidebar ).toHaveAttribute(
			'data-uip-menu-host',
			'expanded'
		);
		// 260px wide plus its padding.
		const sidebarWidth = await width( sidebar );
		expect( sidebarWidth ).toBeGreaterThanOrEqual( 260 );
		const frameWidth = await width( frameElement );

		// Hover: the flyout is above the frame, on screen, and works.
		const posts = menu.getByRole( 'link', { name: 'Posts', exact: true } );
		await posts.hover();
		const categories = page.getByRole( 'link', { name: 'Categories' } );
		await expect( categories ).toBeVisible();
		const flyout = page.locator( '.uip-admin-menu__flyout' );
		await expectInViewport( page, flyout );
		expect( await isOnTop( categories ) ).toBe( true );
		await categories.click();
		await expect
			.poll( frameUrl )
			.toMatch( /edit-tags\.php\?taxonomy=category/ );
		await expect( flyout ).toHaveCount( 0 );

		try {
			await menu.getByRole( 'button', { name: 'Collapse menu' } ).click();
			await expect( sidebar ).toHaveAttribute(
				'data-uip-menu-host',
				'collapsed'
			);
			// Animated down to the icons' width (plus the sidebar's padding).
			await expect.poll( () => width( sidebar ) ).toBeLessThan( 110 );
			await expect
				.poll( () => width( frameElement ) )
				.toBeGreaterThan( frameWidth + 150 );

			// Collapsed, hover is the only way to submenus: above the frame,
			// titled with the entry's name, kept inside the window.
			const entryOfPages = menu.getByRole( 'link', { name: 'Pages' } );
			await entryOfPages.hover();
			const allPages = page.getByRole( 'link', { name: 'All Pages' } );
			await expect( allPages ).toBeVisible();
			await expect( flyout ).toContainText( 'Pages' );
			await expectInViewport( page, flyout );
			expect( await isOnTop( allPages ) ).toBe( true );
			const flyoutBox = await flyout.boundingBox();
			const sidebarBox = await sidebar.boundingBox();
			// Beside the sidebar, over the frame: the sidebar clips nothing.
			expect( flyoutBox?.x ?? 0 ).toBeGreaterThanOrEqual(
				( sidebarBox?.x ?? 0 ) + ( sidebarBox?.width ?? 0 ) - 16
			);

			// Keyboard: the arrow opens and enters it, Enter follows a link.
			await frame.locator( '#wpbody' ).hover();
			await expect( flyout ).toHaveCount( 0 );
			await posts.focus();
			await posts.press( 'ArrowRight' );
			const allPosts = page.getByRole( 'link', { name: 'All Posts' } );
			await expect( allPosts ).toBeFocused();
			await allPosts.press( 'ArrowDown' );
			const addPost = flyout.getByRole( 'link' ).nth( 1 );
			await expect( addPost ).toBeFocused();
			await addPost.press( 'Escape' );
			await expect( posts ).toBeFocused();
			await expect( flyout ).toHaveCount( 0 );
			await posts.press( 'ArrowRight' );
			await expect( allPosts ).toBeFocused();
			await allPosts.press( 'ArrowDown' );
			await addPost.press( 'Enter' );
			// The block editor's frame cannot be read: the address follows it.
			await expect( page ).toHaveURL( /post-new\.php/ );
		} finally {
			// The preference is the editor's: leave it expanded.
			await page.evaluate( () =>
				document.dispatchEvent(
					new CustomEvent( 'uipress/menu/togglecollapse', {
						detail: { collapsed: false },
					} )
				)
			);
		}
		await expect( sidebar ).toHaveAttribute(
			'data-uip-menu-host',
			'expanded'
		);
		await expect.poll( () => width( sidebar ) ).toBe( sidebarWidth );
	} );
} );
