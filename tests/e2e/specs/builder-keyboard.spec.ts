/**
 * The builder by keyboard: F6 moves between its regions, the canvas is one
 * tab stop whose arrow keys select blocks, and a block moved by keyboard
 * lands where the announcement says.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';

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
		const layers = page.getByRole( 'tree', { name: 'Template blocks' } );
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

		// One Tab leaves the canvas: none of the template's links, buttons
		// or framed dashboard is in the way.
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
		const layers = page.getByRole( 'tree', { name: 'Template blocks' } );
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

		const layers = page.getByRole( 'tree', { name: 'Template blocks' } );
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
} );
