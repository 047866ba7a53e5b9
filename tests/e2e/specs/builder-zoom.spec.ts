/**
 * The builder's canvas as people read it: full screen by default and
 * remembered, the zoom (Fit, 50, 75, 100 %) by menu and keys and
 * remembered, the drag handle outside the selected block, popups beside
 * their buttons in edit view and inside the canvas in preview, the phone
 * layout of an off-canvas sidebar in the mobile edit view, and a builder
 * that fits a phone's window.
 */
import type { Locator, Page } from '@playwright/test';
import type { Block } from '../../../src/engine/types';
import { expect, test } from '../fixtures';
import {
	builderPreferences,
	clearBuilderPreferences,
} from '../utils/builder-preferences';
import { selectLayer } from '../utils/builder-sidebar';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	dynamicText,
	paragraphBlock,
} from '../utils/templates';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

type Box = { x: number; y: number; width: number; height: number };

function onCanvas( page: Page, uid: string ): Locator {
	return page.locator( `.uip-editor-canvas [data-uip-uid="${ uid }"]` );
}

async function boxOf( locator: Locator ): Promise< Box > {
	const found = await locator.boundingBox();
	expect( found, `${ locator.toString() } has a box` ).not.toBeNull();
	return found as Box;
}

function intersects( a: Box, b: Box ): boolean {
	return (
		a.x < b.x + b.width &&
		b.x < a.x + a.width &&
		a.y < b.y + b.height &&
		b.y < a.y + a.height
	);
}

function inside( inner: Box, outer: Box ): boolean {
	return (
		inner.x >= outer.x - 0.5 &&
		inner.y >= outer.y - 0.5 &&
		inner.x + inner.width <= outer.x + outer.width + 0.5 &&
		inner.y + inner.height <= outer.y + outer.height + 0.5
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

/** A 100vh row: a 300 px sidebar (off-canvas on phones) and a main column. */
function sidebarLayout() {
	const heading = block( 'uip-heading', { name: 'Title' } );
	const sidebar = block( 'uip-container', {
		name: 'Sidebar',
		content: [ paragraphBlock( 'Menu here' ) ],
		settings: {
			block: { options: { smallScreen: 'offCanvasLeft' } },
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
		content: [ heading ],
		settings: { style: { options: { flexLayout: { size: 'fill' } } } },
	} );
	const row = block( 'uip-container', {
		name: 'Row',
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
	return { row, sidebar, main, heading };
}

/** A top bar row holding a title and a dropdown with a paragraph inside. */
function topBarWithDropdown() {
	const inPanel = paragraphBlock( 'Inside the panel' );
	const dropdown = block( 'uip-dropdown', {
		name: 'Account',
		content: [ inPanel ],
		settings: {
			block: { options: { buttonText: dynamicText( 'Account' ) } },
		},
	} );
	const topBar = block( 'uip-container', {
		name: 'Top bar',
		content: [ paragraphBlock( 'Site' ), dropdown ],
		settings: {
			style: {
				options: {
					flexLayout: { display: 'flex', direction: 'row' },
				},
			},
		},
	} );
	return { topBar, dropdown, inPanel };
}

const zoomButton = ( page: Page ) =>
	page.getByRole( 'button', { name: /^Zoom: / } );

/**
 * The percentage 'Fit' gives now, read from the zoom button's name.
 *
 * @param page The builder, at Fit.
 */
async function fitPercent( page: Page ): Promise< number > {
	await expect( zoomButton( page ) ).toHaveAccessibleName(
		/^Zoom: Fit \(\d+%\)$/
	);
	const name =
		( await zoomButton( page ).getAttribute( 'aria-label' ) ) ?? '';
	return Number( /\((\d+)%\)/.exec( name )?.[ 1 ] );
}

test.describe( 'Builder canvas: zoom, full screen and popups', () => {
	test.beforeEach( async ( { requestUtils, page } ) => {
		await clearBuilderPreferences( requestUtils );
		await page.setViewportSize( { width: 1440, height: 900 } );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await clearBuilderPreferences( requestUtils );
	} );

	test( 'opens full screen, and remembers full screen turned off after a reload', async ( {
		page,
		requestUtils,
	} ) => {
		await openBuilder( page, requestUtils, [ block( 'uip-heading' ) ] );
		const fullScreen = page.getByRole( 'button', { name: 'Full screen' } );
		await expect( fullScreen ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( page.locator( '#wpadminbar' ) ).toBeHidden();
		const editor = await boxOf( page.locator( '.uip-editor' ) );
		expect( editor ).toEqual( { x: 0, y: 0, width: 1440, height: 900 } );

		await fullScreen.click();
		await expect( fullScreen ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
		// Saved for the user, not only in this browser.
		await expect
			.poll( () => builderPreferences( requestUtils ), {
				timeout: 15_000,
			} )
			.toMatchObject( { fullScreen: false } );

		await page.reload();
		await expect(
			page.getByRole( 'button', { name: 'Full screen' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( page.locator( '#adminmenu' ) ).toBeVisible();
	} );

	test( 'Fit scales the template to the canvas; 100% shows it at its real size in a canvas that scrolls both ways', async ( {
		page,
		requestUtils,
	} ) => {
		const { row, sidebar } = sidebarLayout();
		await openBuilder( page, requestUtils, [ row ] );
		const canvas = page.locator( '.uip-editor-canvas' );
		const fit = await fitPercent( page );
		expect( fit ).toBeGreaterThan( 40 );
		expect( fit ).toBeLessThan( 100 );
		// Laid out at the window's 1440 px, shown at the fitted scale.
		await expect
			.poll(
				async () =>
					( await boxOf( onCanvas( page, sidebar.uid ) ) ).width
			)
			.toBeCloseTo( ( 300 * fit ) / 100, -1 );
		expect(
			await canvas.evaluate( ( el ) => el.scrollWidth <= el.clientWidth )
		).toBe( true );

		await zoomButton( page ).click();
		await page.getByRole( 'menuitemradio', { name: '100%' } ).click();
		await expect( zoomButton( page ) ).toHaveAccessibleName( 'Zoom: 100%' );
		await expect
			.poll(
				async () =>
					( await boxOf( onCanvas( page, sidebar.uid ) ) ).width
			)
			.toBeCloseTo( 300, 0 );
		const scroll = await canvas.evaluate( ( el ) => {
			el.scrollTo( el.scrollWidth, el.scrollHeight );
			return {
				wide: el.scrollWidth > el.clientWidth,
				tall: el.scrollHeight > el.clientHeight,
				left: el.scrollLeft,
				top: el.scrollTop,
			};
		} );
		expect( scroll ).toMatchObject( { wide: true, tall: true } );
		expect( scroll.left ).toBeGreaterThan( 0 );
		expect( scroll.top ).toBeGreaterThan( 0 );

		// The zoom is the user's, after a reload too.
		await expect
			.poll( () => builderPreferences( requestUtils ), {
				timeout: 15_000,
			} )
			.toMatchObject( { zoom: 100 } );
		await page.reload();
		await expect( zoomButton( page ) ).toHaveAccessibleName( 'Zoom: 100%' );
	} );

	test( 'zoom keys work while the canvas has the focus, and leave the browser’s keys alone elsewhere', async ( {
		page,
		requestUtils,
	} ) => {
		const heading = block( 'uip-heading' );
		await openBuilder( page, requestUtils, [ heading ] );
		const fit = await fitPercent( page );
		const larger = [ 50, 75, 100 ].filter( ( level ) => level > fit );
		// Whether the page kept the last zoom key from the browser.
		await page.evaluate( () => {
			window.addEventListener( 'keydown', ( event ) => {
				document.body.dataset.lastKeyPrevented = String(
					event.defaultPrevented
				);
			} );
		} );
		const prevented = () =>
			page.locator( 'body' ).getAttribute( 'data-last-key-prevented' );

		await onCanvas( page, heading.uid ).click();
		await page.keyboard.press( 'ControlOrMeta+Equal' );
		await expect( zoomButton( page ) ).toHaveAccessibleName(
			`Zoom: ${ larger[ 0 ] }%`
		);
		expect( await prevented() ).toBe( 'true' );
		for ( const level of larger.slice( 1 ) ) {
			await page.keyboard.press( 'ControlOrMeta+Equal' );
			await expect( zoomButton( page ) ).toHaveAccessibleName(
				`Zoom: ${ level }%`
			);
		}
		await page.keyboard.press( 'ControlOrMeta+Minus' );
		await expect( zoomButton( page ) ).toHaveAccessibleName(
			larger.length > 1
				? `Zoom: ${ larger.at( -2 ) }%`
				: `Zoom: Fit (${ fit }%)`
		);
		await page.keyboard.press( 'ControlOrMeta+0' );
		await expect( zoomButton( page ) ).toHaveAccessibleName(
			`Zoom: Fit (${ fit }%)`
		);

		// In the top bar the keys are the browser's.
		await page.getByRole( 'textbox', { name: 'Template title' } ).focus();
		await page.keyboard.press( 'ControlOrMeta+Equal' );
		expect( await prevented() ).toBe( 'false' );
		await expect( zoomButton( page ) ).toHaveAccessibleName(
			`Zoom: Fit (${ fit }%)`
		);
	} );

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

	test( 'the builder fits a 390 × 844 window without scrolling sideways', async ( {
		page,
		requestUtils,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		const { row } = sidebarLayout();
		await openBuilder( page, requestUtils, [ row ] );
		const sideways = () =>
			page.evaluate(
				() =>
					document.documentElement.scrollWidth >
					document.documentElement.clientWidth
			);
		expect( await sideways() ).toBe( false );

		const settingsToggle = page.getByRole( 'button', {
			name: 'Settings panel',
		} );
		await settingsToggle.click();
		await expect( settingsToggle ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		const settings = page.getByRole( 'region', { name: 'Settings' } );
		await expect( settings ).toBeInViewport( { ratio: 1 } );
		expect( await sideways() ).toBe( false );

		await page
			.getByRole( 'button', { name: 'Blocks and layers panel' } )
			.click();
		await expect( settings ).toBeHidden();
		await expect(
			page.getByRole( 'tab', { name: 'Layers', exact: true } )
		).toBeInViewport();
		expect( await sideways() ).toBe( false );

		// Not full screen: WordPress's own phone layout around it.
		await page.getByRole( 'button', { name: 'Full screen' } ).click();
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
		expect( await sideways() ).toBe( false );
	} );
} );
