/**
 * What the builder's canvas shows around a block: the drag handle outside
 * the selected block, popups beside their buttons in edit view and inside
 * the scaled canvas in preview, and the phone layout of an off-canvas
 * sidebar in the mobile edit view.
 */
import { expect, test } from '../fixtures';
import {
	cleanUpBuilder,
	startAsNewBuilder,
} from '../utils/builder-preferences';
import { selectLayer } from '../utils/builder-sidebar';
import {
	boxOf,
	fitPercent,
	inside,
	intersects,
	onCanvas,
	openBuilder,
	sidebarLayout,
	topBarWithDropdown,
} from '../utils/canvas';
import { block, paragraphBlock } from '../utils/templates';

test.describe( 'Builder canvas: handle and popups', () => {
	test.beforeEach( startAsNewBuilder );

	test.afterEach( cleanUpBuilder );

	test( 'the drag handle sits outside the selected block: a tiny one, and one at the canvas’s edge', async ( {
		page,
		requestUtils,
	} ) => {
		const tiny = block( 'uip-icon', { name: 'Tiny' } );
		const { topBar } = topBarWithDropdown();
		const wide = block( 'uip-container', {
			name: 'Wide',
			content: [ tiny ],
			settings: {
				style: {
					options: {
						dimensions: { height: { value: 300, units: 'px' } },
					},
				},
			},
		} );
		await openBuilder( page, requestUtils, [ topBar, wide ] );
		const canvas = await boxOf( page.locator( '.uip-editor-canvas' ) );
		const handle = page.getByRole( 'button', { name: 'Drag block' } );

		for ( const uid of [ tiny.uid, topBar.uid, wide.uid ] ) {
			await selectLayer( page, uid );
			await expect( onCanvas( page, uid ) ).toHaveAttribute(
				'data-uip-outline',
				'selected'
			);
			await expect( handle ).toBeVisible();
			const blockBox = await boxOf( onCanvas( page, uid ) );
			await expect
				.poll( async () =>
					intersects( await boxOf( handle ), blockBox )
				)
				.toBe( false );
			expect( inside( await boxOf( handle ), canvas ) ).toBe( true );
		}
	} );

	test( 'a dropdown’s panel opens beside its button in edit view, without changing its parent’s height', async ( {
		page,
		requestUtils,
	} ) => {
		const { topBar, dropdown, inPanel } = topBarWithDropdown();
		await openBuilder( page, requestUtils, [ topBar ] );
		const bar = onCanvas( page, topBar.uid );
		const panel = onCanvas( page, dropdown.uid ).locator(
			'.uip-builder-open__content'
		);
		await expect( onCanvas( page, dropdown.uid ) ).toBeVisible();
		await expect( panel ).toBeHidden();
		const closed = await boxOf( bar );

		await onCanvas( page, dropdown.uid ).getByText( 'Account' ).click();
		await expect( panel ).toBeVisible();
		expect( ( await boxOf( bar ) ).height ).toBeCloseTo( closed.height, 0 );
		const trigger = await boxOf(
			onCanvas( page, dropdown.uid ).locator( '.uip-dropdown__toggle' )
		);
		expect( ( await boxOf( panel ) ).y ).toBeGreaterThanOrEqual(
			trigger.y + trigger.height
		);

		// Its blocks can be selected and edited; the panel stays open.
		await onCanvas( page, inPanel.uid ).click();
		await expect( onCanvas( page, inPanel.uid ) ).toHaveAttribute(
			'data-uip-outline',
			'selected'
		);
		await expect( panel ).toBeVisible();
		expect( ( await boxOf( bar ) ).height ).toBeCloseTo( closed.height, 0 );

		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
	} );

	test( 'in preview an open dropdown panel stays inside the canvas, scaled with the template', async ( {
		page,
		requestUtils,
	} ) => {
		const { topBar } = topBarWithDropdown();
		await openBuilder( page, requestUtils, [ topBar ] );
		const fit = await fitPercent( page );
		await page.getByRole( 'button', { name: 'Preview' } ).click();
		const frame = page.locator( '.uip-editor-canvas__frame' );
		await frame.getByRole( 'button', { name: 'Account' } ).click();
		const panel = frame.getByRole( 'dialog', { name: 'Account' } );
		await expect( panel ).toBeVisible();
		await expect( panel.getByText( 'Inside the panel' ) ).toBeVisible();

		const panelBox = await boxOf( panel );
		expect(
			inside(
				panelBox,
				await boxOf( page.locator( '.uip-editor-canvas' ) )
			)
		).toBe( true );
		expect(
			intersects(
				panelBox,
				await boxOf( page.getByRole( 'region', { name: 'Settings' } ) )
			)
		).toBe( false );
		// Scaled as the template is: its laid-out width times the scale.
		const laidOut = await panel.evaluate(
			( element ) => ( element as HTMLElement ).offsetWidth
		);
		expect( panelBox.width ).toBeCloseTo( ( laidOut * fit ) / 100, -1 );
		// Under its button.
		const toggle = await boxOf(
			frame.getByRole( 'button', { name: 'Account' } )
		);
		expect( panelBox.y ).toBeGreaterThanOrEqual( toggle.y + toggle.height );
		expect( panelBox.y - ( toggle.y + toggle.height ) ).toBeLessThan( 20 );
	} );

	test( 'in preview a modal block’s dialog covers the canvas, not the sidebars', async ( {
		page,
		requestUtils,
	} ) => {
		const modal = block( 'uip-block-modal', {
			name: 'Help',
			content: [ paragraphBlock( 'Inside the dialog' ) ],
			settings: {
				block: {
					options: { buttonText: 'Help', modalTitle: 'Help' },
				},
			},
		} );
		await openBuilder( page, requestUtils, [ modal ] );
		await page.getByRole( 'button', { name: 'Preview' } ).click();
		await page
			.locator( '.uip-editor-canvas__frame' )
			.getByRole( 'button', { name: 'Help' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Help' } );
		await expect( dialog.getByText( 'Inside the dialog' ) ).toBeVisible();
		const canvasBox = await boxOf( page.locator( '.uip-editor-canvas' ) );
		const overlay = page.locator( '.components-modal__screen-overlay' );
		expect( await boxOf( overlay ) ).toEqual( canvasBox );
		const dialogBox = await boxOf( dialog );
		expect( inside( dialogBox, canvasBox ) ).toBe( true );
		// The sidebars (out of the accessibility tree while the dialog is
		// open, as WordPress's Modal hides the rest of the page).
		for ( const side of [ 'left', 'right' ] ) {
			const sidebar = await boxOf(
				page.locator( `.uip-editor__sidebar--${ side }` )
			);
			expect( intersects( dialogBox, sidebar ) ).toBe( false );
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
	} );

	test( 'the mobile edit view shows an off-canvas sidebar as phones do, opened over the template while it is selected', async ( {
		page,
		requestUtils,
	} ) => {
		const { row, sidebar, main } = sidebarLayout();
		await openBuilder( page, requestUtils, [ row ] );
		await expect( onCanvas( page, sidebar.uid ) ).toBeVisible();

		await page.getByRole( 'button', { name: 'Mobile' } ).click();
		const frame = await boxOf(
			page.locator( '.uip-editor-canvas__frame' )
		);
		await expect( onCanvas( page, sidebar.uid ) ).toBeHidden();
		// The main column has the phone's whole width, as in preview.
		const mainBox = await boxOf( onCanvas( page, main.uid ) );
		expect( mainBox.width ).toBeCloseTo( frame.width, 0 );
		await page.getByRole( 'button', { name: 'Preview' } ).click();
		await expect( onCanvas( page, sidebar.uid ) ).toBeHidden();
		expect(
			( await boxOf( onCanvas( page, main.uid ) ) ).width
		).toBeCloseTo( mainBox.width, 0 );
		await page.getByRole( 'button', { name: 'Preview' } ).click();

		// Selected, it opens over the template from its side.
		await selectLayer( page, sidebar.uid );
		await expect( onCanvas( page, sidebar.uid ) ).toBeVisible();
		const panel = await boxOf( onCanvas( page, sidebar.uid ) );
		expect( panel.x ).toBeCloseTo( frame.x, 0 );
		expect( panel.width ).toBeLessThan( frame.width );
		expect(
			( await boxOf( onCanvas( page, main.uid ) ) ).width
		).toBeCloseTo( mainBox.width, 0 );
		await expect(
			onCanvas( page, sidebar.uid ).getByText( 'Menu here' )
		).toBeVisible();
	} );

	test( 'tabs show one tab at a time in edit view, as in the interface, and a tab’s name selects it', async ( {
		page,
		requestUtils,
	} ) => {
		const tab = ( name: string, text: string ) =>
			block( 'uip-container', {
				name,
				content: [ paragraphBlock( text ) ],
			} );
		const first = tab( 'First', 'First tab text' );
		const second = tab( 'Second', 'Second tab text' );
		const tabs = block( 'uip-tabs', { content: [ first, second ] } );
		await openBuilder( page, requestUtils, [ tabs ] );
		await expect( onCanvas( page, first.uid ) ).toBeVisible();
		await expect( onCanvas( page, second.uid ) ).toBeHidden();
		const editHeight = ( await boxOf( onCanvas( page, tabs.uid ) ) ).height;

		await onCanvas( page, tabs.uid )
			.getByText( 'Second', { exact: true } )
			.click();
		await expect( onCanvas( page, second.uid ) ).toHaveAttribute(
			'data-uip-outline',
			'selected'
		);
		await expect( onCanvas( page, second.uid ) ).toBeVisible();
		await expect( onCanvas( page, first.uid ) ).toBeHidden();

		// As tall as the interface shows it.
		await page.getByRole( 'button', { name: 'Preview' } ).click();
		await expect(
			page
				.locator( '.uip-editor-canvas' )
				.getByRole( 'tab', { name: 'First' } )
		).toBeVisible();
		expect(
			( await boxOf( onCanvas( page, tabs.uid ) ) ).height
		).toBeCloseTo( editHeight, -1 );
	} );
} );
