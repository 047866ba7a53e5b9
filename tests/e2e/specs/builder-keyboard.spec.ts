/**
 * The builder by keyboard: F6 moves between its regions, the canvas is one
 * tab stop whose arrow keys select blocks, and a block moved by keyboard
 * lands where the announcement says.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';
import { showLayers } from '../utils/builder-sidebar';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/**
 * The name of the region holding the focus, or ''.
 *
 * @param page The builder.
 */
function focusedRegion( page: Page ): Promise< string > {
	return page
		.locator( 'body' )
		.evaluate(
			( body ) =>
				body.ownerDocument.activeElement
					?.closest( '[role="region"][tabindex="-1"]' )
					?.getAttribute( 'aria-label' ) ?? ''
		);
}

/**
 * Presses `key` until `target` has the focus (at most `limit` times), as a
 * keyboard user looks for a control.
 *
 * @param page   The page.
 * @param target What to reach.
 * @param key    The key that moves the focus.
 * @param limit  The most presses a user would put up with.
 */
async function pressUntilFocused(
	page: Page,
	target: Locator,
	key = 'Tab',
	limit = 40
): Promise< number > {
	for ( let presses = 0; presses <= limit; presses++ ) {
		const focused = await target
			.evaluate(
				( element ) => element === element.ownerDocument.activeElement,
				null,
				{
					timeout: 2_000,
				}
			)
			.catch( () => false );
		if ( focused ) {
			return presses;
		}
		await page.keyboard.press( key );
	}
	throw new Error( `${ key } never reached ${ target.toString() }` );
}

test.describe( 'Builder by keyboard', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'F6 goes from the layers to the canvas and the settings; the canvas is one tab stop with arrow keys', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createTemplate( requestUtils, demoTemplate(), 'Demo' );
		await page.goto( `${ BUILDER }&template=${ id }` );
		const layers = await showLayers( page );
		await expect( layers.getByRole( 'treeitem' ).first() ).toBeVisible();
		await layers.getByRole( 'treeitem' ).first().focus();
		expect( await focusedRegion( page ) ).toBe( 'Layers' );

		await page.keyboard.press( 'F6' );
		const template = page.getByRole( 'group', { name: 'Template' } );
		await expect( template ).toBeFocused();
		expect( await focusedRegion( page ) ).toBe( 'Canvas' );

		// Arrow keys select blocks without leaving the canvas.
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator(
				'.uip-editor-canvas [data-uip-uid="demoroot00000000000000001"]'
			)
		).toHaveAttribute( 'data-uip-outline', 'selected' );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.locator(
				'.uip-editor-canvas [data-uip-uid="demosidebar000000000000001"]'
			)
		).toHaveAttribute( 'data-uip-outline', 'selected' );
		await expect( template ).toBeFocused();

		// Tab goes to the selected block's drag handle, and the next one
		// leaves the canvas: none of the template's links, buttons or framed
		// dashboard is in the way.
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Drag block' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		expect( await focusedRegion( page ) ).not.toBe( 'Canvas' );
		await expect( page.locator( '.uip-editor-canvas :focus' ) ).toHaveCount(
			0
		);

		await template.focus();
		await page.keyboard.press( 'F6' );
		await expect(
			page.getByRole( 'region', { name: 'Settings' } )
		).toBeFocused();
		await page.keyboard.press( 'Shift+F6' );
		await expect( template ).toBeFocused();
	} );

	test( 'a block moved by keyboard lands where the announcement says', async ( {
		page,
		requestUtils,
	} ) => {
		const first = block( 'uip-heading', { name: 'First heading' } );
		const second = block( 'uip-heading', { name: 'Second heading' } );
		const box = block( 'uip-container', {
			name: 'Box',
			content: [ first, second ],
		} );
		const id = await createTemplate( requestUtils, [ box ] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		const layers = await showLayers( page );
		const row = layers.getByRole( 'treeitem', { name: /First heading/ } );
		await expect( row ).toBeVisible();
		await row.focus();
		await page.keyboard.press( 'Alt+ArrowDown' );

		const announced = page.locator( '#a11y-speak-assertive' );
		await expect( announced ).toHaveText(
			'First heading moved to position 2 of 2 in Box.'
		);
		// Where it says: the second block inside Box, in the canvas and the layers.
		await expect(
			page.locator(
				`.uip-editor-canvas [data-uip-uid="${ box.uid }"] > [data-uip-uid]`
			)
		).toHaveCount( 2 );
		await expect(
			page
				.locator(
					`.uip-editor-canvas [data-uip-uid="${ box.uid }"] > [data-uip-uid]`
				)
				.nth( 1 )
		).toHaveAttribute( 'data-uip-uid', first.uid );
		await expect( row ).toHaveAttribute( 'aria-posinset', '2' );
		await expect( row ).toHaveAttribute( 'aria-level', '2' );
	} );

	test( 'a starter layout inserts a complete, named tree, by keyboard', async ( {
		page,
	} ) => {
		await page.goto( BUILDER );
		await page.getByRole( 'button', { name: 'Create template' } ).click();
		const layout = page.locator(
			'[data-uip-starter-layout="sidebar-top-bar-content"]'
		);
		await layout.focus();
		await page.keyboard.press( 'Enter' );

		const layers = await showLayers( page );
		// Rows with children are named "Collapse <name> <name>".
		for ( const name of [ 'Layout', 'Sidebar', 'Main', 'Top bar' ] ) {
			await expect(
				layers.getByRole( 'treeitem', {
					name: new RegExp( `(^| )${ name }$` ),
				} )
			).toBeVisible();
		}
		const canvas = page.locator( '.uip-editor-canvas' );
		await expect(
			canvas.getByRole( 'navigation', { name: 'Admin menu' } )
		).toBeVisible();
		await expect(
			canvas.locator( '[data-uip-module="uip-content-frame"]' )
		).toHaveCount( 1 );
		// The sidebar keeps its width; the main column takes the rest.
		const box = ( selector: string ) =>
			canvas.locator( selector ).first().boundingBox();
		const layoutBox = await box( '[data-uip-module="uip-container"]' );
		const menuBox = await box( '[data-uip-module="uip-admin-menu-new"]' );
		const frameBox = await box( '[data-uip-module="uip-content-frame"]' );
		// The canvas scales the template down: the gap is under 12 px.
		const sidebarRight = ( menuBox?.x ?? 0 ) + ( menuBox?.width ?? 0 );
		expect( frameBox?.x ?? 0 ).toBeGreaterThanOrEqual( sidebarRight );
		expect(
			Math.abs(
				( frameBox?.x ?? 0 ) +
					( frameBox?.width ?? 0 ) -
					( ( layoutBox?.x ?? 0 ) + ( layoutBox?.width ?? 0 ) )
			)
		).toBeLessThanOrEqual( 2 );
	} );

	test( 'a keyboard-only user builds a template from a starter layout and works in it', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await page.goto( BUILDER );
		// Past WordPress's chrome by its skip link.
		await pressUntilFocused(
			page,
			page.getByRole( 'link', { name: 'Skip to main content' } )
		);
		await page.keyboard.press( 'Enter' );
		await pressUntilFocused(
			page,
			page.getByRole( 'button', { name: 'Create template' } )
		);
		await page.keyboard.press( 'Enter' );

		// F6 to the blocks, Tab to the starter layout.
		const blocks = page.getByRole( 'region', { name: 'Blocks' } );
		await expect( blocks ).toBeVisible();
		await pressUntilFocused( page, blocks, 'F6', 6 );
		await pressUntilFocused(
			page,
			page.locator(
				'[data-uip-starter-layout="sidebar-top-bar-content"]'
			)
		);
		await page.keyboard.press( 'Enter' );
		// Back to the tabs, and over to the Layers tab, which shows on focus.
		const layersTab = page.getByRole( 'tab', { name: 'Layers' } );
		await pressUntilFocused(
			page,
			page.getByRole( 'tab', { name: 'Blocks' } ),
			'Shift+Tab'
		);
		await page.keyboard.press( 'ArrowRight' );
		await expect( layersTab ).toBeFocused();
		const layers = page.getByRole( 'tree', { name: 'Template blocks' } );
		await expect(
			layers.getByRole( 'treeitem', { name: /(^| )Sidebar$/ } )
		).toBeVisible();

		// The template's own settings: name, published, for administrators.
		await pressUntilFocused(
			page,
			page.getByRole( 'region', { name: 'Editor top bar' } ),
			'F6',
			6
		);
		await pressUntilFocused(
			page,
			page.getByRole( 'textbox', { name: 'Template title' } )
		);
		await page.keyboard.press( 'ControlOrMeta+a' );
		await page.keyboard.type( 'Made by keyboard' );

		const settings = page.getByRole( 'region', { name: 'Settings' } );
		await pressUntilFocused( page, settings, 'F6', 6 );
		await pressUntilFocused(
			page,
			settings.getByRole( 'button', {
				name: 'Show the template settings',
			} )
		);
		await page.keyboard.press( 'Enter' );
		const status = settings.getByRole( 'combobox', { name: 'Status' } );
		await pressUntilFocused( page, status );
		// "Published" is above "Draft".
		await page.keyboard.press( 'ArrowUp' );
		await expect( status ).toHaveValue( 'publish' );
		await pressUntilFocused(
			page,
			settings
				.getByRole( 'group', { name: 'Who it applies to' } )
				.getByRole( 'button', { name: 'Role select' } )
		);
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type( 'Administrator' );
		const role = page
			.locator( '.uip-role-select__results' )
			.getByRole( 'button', { name: /^Administrator/ } );
		await pressUntilFocused( page, role, 'Tab', 10 );
		await page.keyboard.press( 'Enter' );
		await expect( role ).toHaveAttribute( 'aria-pressed', 'true' );
		await page.keyboard.press( 'Escape' );
		await expect(
			settings.getByText( /^Applies to: .*Administrator/ )
		).toBeVisible();

		await page.keyboard.press( 'ControlOrMeta+s' );
		await expect(
			page.getByRole( 'button', { name: 'Save', exact: true } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		// Working in it: the skip link, then the admin menu opens a page.
		await page.goto( '/wp-admin/index.php' );
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'link', { name: 'Skip to main content' } )
		).toBeFocused();
		const banner = page.getByRole( 'banner' );
		await expect( banner ).toBeVisible();
		const posts = page
			.getByRole( 'navigation', { name: 'Admin menu' } )
			.getByRole( 'link', { name: 'Posts', exact: true } );
		await pressUntilFocused( page, posts );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /edit\.php/ );
		await expect(
			page
				.frameLocator( 'iframe[title="Page content"]' )
				.getByRole( 'heading', { name: 'Posts', level: 1 } )
		).toBeVisible();
	} );
} );
