/**
 * Where blocks land on the builder's canvas, and what the drag handle
 * covers: by click with an empty container selected, by drag onto an empty
 * container's label, by drag onto the right half of a block in a row, and a
 * click on the block above the selected one.
 */
import type { Locator, Page } from '@playwright/test';
import type { Block } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import { drag } from '../utils/drag';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

function onCanvas( page: Page, uid: string ): Locator {
	return page.locator( `.uip-editor-canvas [data-uip-uid="${ uid }"]` );
}

/**
 * The module names of a canvas block's child blocks, in order.
 *
 * @param page The builder.
 * @param uid  The parent block.
 */
function childModules( page: Page, uid: string ): Promise< string[] > {
	return onCanvas( page, uid ).evaluate( ( element ) =>
		Array.from( element.children )
			.map( ( child ) => child.getAttribute( 'data-uip-module' ) ?? '' )
			.filter( Boolean )
	);
}

async function openBuilder(
	page: Page,
	requestUtils: Parameters< typeof createTemplate >[ 0 ],
	content: Block[]
): Promise< void > {
	const id = await createTemplate( requestUtils, content );
	await page.goto( `${ BUILDER }&template=${ id }` );
	await expect( page.locator( '.uip-editor-canvas' ) ).toBeVisible();
}

test.describe( 'Builder canvas', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'a click in the inserter with an empty container selected puts the block inside it', async ( {
		page,
		requestUtils,
	} ) => {
		const box = block( 'uip-container', { content: [] } );
		await openBuilder( page, requestUtils, [ box ] );
		await onCanvas( page, box.uid ).click();
		await page.locator( '[data-uip-inserter-item="uip-heading"]' ).click();
		await expect
			.poll( () => childModules( page, box.uid ) )
			.toEqual( [ 'uip-heading' ] );
	} );

	test( 'a block dropped on a tall empty container’s label goes inside it', async ( {
		page,
		requestUtils,
	} ) => {
		const box = block( 'uip-container', {
			content: [],
			settings: {
				style: {
					options: {
						dimensions: { height: { value: 400, units: 'px' } },
					},
				},
			},
		} );
		await openBuilder( page, requestUtils, [ box ] );
		await drag(
			page,
			page.locator( '[data-uip-inserter-item="uip-heading"]' ),
			onCanvas( page, box.uid ).getByText( 'Drop blocks here' )
		);
		await expect
			.poll( () => childModules( page, box.uid ) )
			.toEqual( [ 'uip-heading' ] );
	} );

	test( 'a block dropped on the right half of a block in a row lands after it', async ( {
		page,
		requestUtils,
	} ) => {
		const toolbar = block( 'uip-toolbar' );
		const row = block( 'uip-container', {
			content: [ block( 'uip-dark-toggle' ), toolbar ],
			settings: {
				style: {
					options: {
						flexLayout: { display: 'flex', direction: 'row' },
					},
				},
			},
		} );
		await openBuilder( page, requestUtils, [ row ] );
		await expect(
			onCanvas( page, toolbar.uid ).getByRole( 'navigation', {
				name: 'Toolbar',
			} )
		).toBeVisible();
		// The right half, in the top half of the block's height.
		await drag(
			page,
			page.locator( '[data-uip-inserter-item="uip-heading"]' ),
			onCanvas( page, toolbar.uid ),
			{ x: 0.85, y: 0.3 }
		);
		await expect
			.poll( () => childModules( page, row.uid ) )
			.toEqual( [ 'uip-dark-toggle', 'uip-toolbar', 'uip-heading' ] );
	} );

	test( 'the drag handle of the selected block leaves the block above it clickable', async ( {
		page,
		requestUtils,
	} ) => {
		const above = block( 'uip-heading' );
		const below = block( 'uip-heading' );
		await openBuilder( page, requestUtils, [ above, below ] );
		await onCanvas( page, below.uid ).click();
		await expect( onCanvas( page, below.uid ) ).toHaveAttribute(
			'data-uip-outline',
			'selected'
		);
		const handle = page.getByRole( 'button', { name: 'Drag block' } );
		await expect( handle ).toBeVisible();

		// Where the handle sat before: the bottom left of the block above.
		const box = await onCanvas( page, above.uid ).boundingBox();
		expect( box ).not.toBeNull();
		await page.mouse.click(
			( box?.x ?? 0 ) + 8,
			( box?.y ?? 0 ) + ( box?.height ?? 0 ) - 4
		);
		await expect( onCanvas( page, above.uid ) ).toHaveAttribute(
			'data-uip-outline',
			'selected'
		);
	} );

	test( 'a right-click opens the block menu on screen, and its entries act on the block', async ( {
		page,
		requestUtils,
	} ) => {
		const heading = block( 'uip-heading' );
		await openBuilder( page, requestUtils, [ heading ] );
		const target = onCanvas( page, heading.uid );
		await target.click( { button: 'right' } );
		const menu = page.getByRole( 'menu', { name: 'Block actions' } );
		await expect( menu ).toBeVisible();
		await expect( menu ).toBeInViewport( { ratio: 1 } );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Copy' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( menu ).toBeHidden();

		await target.click( { button: 'right' } );
		await menu.getByRole( 'menuitem', { name: 'Duplicate' } ).click();
		await expect( menu ).toBeHidden();
		await expect(
			page.locator( '.uip-editor-canvas [data-uip-module="uip-heading"]' )
		).toHaveCount( 2 );
	} );

	test( 'the mobile preview warns when the template would scroll sideways on a phone', async ( {
		page,
		requestUtils,
	} ) => {
		const wide = block( 'uip-container', {
			content: [],
			settings: {
				style: {
					options: {
						dimensions: {
							width: { value: 700, units: 'px' },
							minWidth: { value: 700, units: 'px' },
						},
					},
				},
			},
		} );
		await openBuilder( page, requestUtils, [ wide ] );
		const warning = page
			.locator( '.uip-editor-canvas__sideways' )
			.getByText( /scrolls sideways/ );
		await expect( onCanvas( page, wide.uid ) ).toBeVisible();
		await expect( warning ).toBeHidden();
		await page.getByRole( 'button', { name: 'Mobile' } ).click();
		await expect( warning ).toBeVisible();
		// Narrower than the phone: the warning goes.
		await onCanvas( page, wide.uid ).click();
		await page.keyboard.press( 'Delete' );
		await expect( onCanvas( page, wide.uid ) ).toHaveCount( 0 );
		await expect( warning ).toBeHidden();
	} );

	test( 'the desktop canvas shows the template at the window’s real width, scaled to fit', async ( {
		page,
		requestUtils,
	} ) => {
		await page.setViewportSize( { width: 1440, height: 900 } );
		// A 300 px sidebar beside a column that fills the rest of a
		// 100vh row: on a 1440 × 900 screen, the sidebar is 300 of 1440.
		const sidebar = block( 'uip-container', {
			name: 'Sidebar',
			content: [],
			settings: {
				style: {
					options: {
						dimensions: { width: { value: 300, units: 'px' } },
						flexLayout: { size: 'fixed' },
					},
				},
			},
		} );
		const main = block( 'uip-container', {
			name: 'Main',
			content: [],
			settings: {
				style: { options: { flexLayout: { size: 'fill' } } },
			},
		} );
		const row = block( 'uip-container', {
			content: [ sidebar, main ],
			settings: {
				style: {
					options: {
						flexLayout: { display: 'flex', direction: 'row' },
						dimensions: { height: { value: 100, units: 'vh' } },
					},
				},
			},
		} );
		await openBuilder( page, requestUtils, [ row ] );
		const frame = page.locator( '.uip-editor-canvas__frame' );
		const canvas = await page.locator( '.uip-editor-canvas' ).boundingBox();
		await expect
			.poll( async () => ( await frame.boundingBox() )?.width ?? 0 )
			.toBeLessThanOrEqual( canvas?.width ?? 0 );

		const box = async ( uid: string ) =>
			( await onCanvas( page, uid ).boundingBox() ) ?? {
				width: 0,
				height: 0,
			};
		const rowBox = await box( row.uid );
		const sidebarBox = await box( sidebar.uid );
		const mainBox = await box( main.uid );
		// Laid out at 1440 × 900, then scaled: the proportions of a real
		// screen, not of the narrow canvas.
		expect( sidebarBox.width / rowBox.width ).toBeCloseTo( 300 / 1440, 2 );
		expect( rowBox.width / rowBox.height ).toBeCloseTo( 1440 / 900, 1 );
		expect( mainBox.width + sidebarBox.width ).toBeCloseTo(
			rowBox.width,
			0
		);

		// Still a canvas to work in: a click selects the scaled block.
		await onCanvas( page, sidebar.uid ).click();
		await expect(
			page.locator( `[data-uip-uid="${ sidebar.uid }"]` ).first()
		).toHaveAttribute( 'data-uip-outline', 'selected' );
	} );
} );
