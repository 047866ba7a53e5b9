/**
 * Inserting follows one rule the inserter shows before the click: inside a
 * selected container, after any other selected block, at the end of the
 * template with nothing selected; the Blocks and Layers tabs each scroll on
 * their own, and the tree scrolls to the selected block.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';
import { selectLayer, showLayers } from '../utils/builder-sidebar';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/**
 * The sentence above the blocks saying where the next block goes.
 * @param page
 */
function location( page: Page ): Locator {
	return page.locator( '.uip-inserter__location-text' );
}

/**
 * The module names of a canvas block's direct children (of the template's
 * roots when `uid` is null).
 *
 * @param page The builder page.
 * @param uid  The parent block.
 */
function childModules( page: Page, uid: string | null ): Promise< string[] > {
	return page
		.locator( '.uip-editor-canvas' )
		.evaluate( ( canvas, parent ) => {
			const all = Array.from(
				canvas.querySelectorAll< HTMLElement >( '[data-uip-uid]' )
			);
			return all
				.filter( ( element ) => {
					const above =
						element.parentElement?.closest< HTMLElement >(
							'[data-uip-uid]'
						) ?? null;
					return parent === null
						? above === null
						: above?.dataset.uipUid === parent;
				} )
				.map( ( element ) => element.dataset.uipModule ?? '' );
		}, uid );
}

test.describe( 'Builder inserting', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'an empty template, a selected container and a selected leaf each say where the block goes, and it goes there', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createTemplate( requestUtils, [] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		await expect( location( page ) ).toHaveText(
			'New blocks go: At the end of the template'
		);
		await page
			.locator( '[data-uip-inserter-item="uip-container"]' )
			.click();
		await expect( location( page ) ).toHaveText(
			'New blocks go: Inside “Container”'
		);
		const [ container ] = await page
			.locator( '.uip-editor-canvas [data-uip-module="uip-container"]' )
			.evaluateAll( ( elements ) =>
				elements.map( ( element ) =>
					element.getAttribute( 'data-uip-uid' )
				)
			);
		expect( container ).toBeTruthy();

		// A selected container receives the block inside; it is selected,
		// and it has a real size there (not a sliver beside its parent).
		await page.locator( '[data-uip-inserter-item="uip-heading"]' ).click();
		expect( await childModules( page, container ?? '' ) ).toEqual( [
			'uip-heading',
		] );
		const heading = page
			.locator( '.uip-editor-canvas [data-uip-module="uip-heading"]' )
			.first();
		const headingBox = await heading.boundingBox();
		expect( headingBox?.width ?? 0 ).toBeGreaterThan( 40 );
		expect( headingBox?.height ?? 0 ).toBeGreaterThan( 4 );

		// A selected leaf: after it, inside the same container.
		await expect( location( page ) ).toHaveText(
			'New blocks go: After “Heading”'
		);
		await expect(
			page.getByRole( 'radio', { name: 'Inside' } )
		).toHaveCount( 0 );
		await page
			.locator( '[data-uip-inserter-item="uip-paragraph"]' )
			.click();
		expect( await childModules( page, container ?? '' ) ).toEqual( [
			'uip-heading',
			'uip-paragraph',
		] );

		// The container again: inside by default, after when chosen.
		await selectLayer( page, container ?? '' );
		await page.getByRole( 'tab', { name: 'Blocks', exact: true } ).click();
		await expect( location( page ) ).toHaveText(
			'New blocks go: Inside “Container”'
		);
		await page.getByRole( 'radio', { name: 'After' } ).click();
		await expect( location( page ) ).toHaveText(
			'New blocks go: After “Container”'
		);
		await page.locator( '[data-uip-inserter-item="uip-button"]' ).click();
		expect( await childModules( page, null ) ).toEqual( [
			'uip-container',
			'uip-button',
		] );
		expect( await childModules( page, container ?? '' ) ).toHaveLength( 2 );
	} );

	test( 'the keyboard reaches the choice and the blocks, and inserts where the inserter says', async ( {
		page,
		requestUtils,
	} ) => {
		const main = block( 'uip-container', {
			name: 'Main',
			content: [ block( 'uip-heading', { name: 'Title' } ) ],
		} );
		const id = await createTemplate( requestUtils, [ main ] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		const layers = await showLayers( page );
		await layers.getByRole( 'treeitem', { name: /(^| )Main$/ } ).focus();
		await page.keyboard.press( 'Enter' );
		await page.getByRole( 'tab', { name: 'Blocks', exact: true } ).click();
		await expect( location( page ) ).toHaveText(
			'New blocks go: Inside “Main”'
		);

		// The choice is a radio group: arrow keys pick "After".
		await page.getByRole( 'radio', { name: 'Inside' } ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			page.getByRole( 'radio', { name: 'After' } )
		).toBeChecked();
		await expect( location( page ) ).toHaveText(
			'New blocks go: After “Main”'
		);
		// Each block says where it will go to screen readers too.
		const paragraph = page.locator(
			'[data-uip-inserter-item="uip-paragraph"]'
		);
		await expect( paragraph ).toHaveAccessibleDescription( /After “Main”/ );
		await paragraph.focus();
		await page.keyboard.press( 'Enter' );
		expect( await childModules( page, null ) ).toEqual( [
			'uip-container',
			'uip-paragraph',
		] );
		expect( await childModules( page, main.uid ) ).toEqual( [
			'uip-heading',
		] );
	} );

	test( 'the layers tab scrolls to the selected block, and inserting does not move the sidebar', async ( {
		page,
		requestUtils,
	} ) => {
		const rows = Array.from( { length: 60 }, ( _, index ) =>
			block( 'uip-paragraph', { name: `Row ${ index + 1 }` } )
		);
		const list = block( 'uip-container', { name: 'List', content: rows } );
		const id = await createTemplate( requestUtils, [ list ] );
		await page.goto( `${ BUILDER }&template=${ id }` );

		// Select the last block on the canvas, then open the layers.
		const last = rows[ rows.length - 1 ];
		await page
			.locator( `.uip-editor-canvas [data-uip-uid="${ last?.uid }"]` )
			.click();
		const blocksPanel = page.locator(
			'.uip-editor-left-sidebar .components-tab-panel__tab-content'
		);
		const scrollBefore = await blocksPanel.evaluate(
			( element ) => element.scrollTop
		);
		await page.locator( '[data-uip-inserter-item="uip-heading"]' ).click();
		// The inserter stays where it was.
		expect(
			await blocksPanel.evaluate( ( element ) => element.scrollTop )
		).toBe( scrollBefore );

		const layers = await showLayers( page );
		const selectedRow = layers.locator( '[aria-selected="true"]' );
		await expect( selectedRow ).toHaveCount( 1 );
		await expect( selectedRow ).toBeInViewport();
		await expect( selectedRow ).toContainText( 'Heading' );

		// Selecting on the canvas while the layers show scrolls to that row.
		const first = rows[ 0 ];
		await page
			.locator( `.uip-editor-canvas [data-uip-uid="${ first?.uid }"]` )
			.click();
		await expect(
			layers.locator( `[data-uip-layer="${ first?.uid }"]` )
		).toBeInViewport();
	} );
} );
