/**
 * The builder's canvas as people read it: full screen by default and
 * remembered, the zoom (Fit, 50, 75, 100 %) by menu and keys and
 * remembered, and a builder that fits a phone's window.
 */
import { expect, test } from '../fixtures';
import {
	builderPreferences,
	cleanUpBuilder,
	startAsNewBuilder,
} from '../utils/builder-preferences';
import {
	boxOf,
	fitPercent,
	onCanvas,
	openBuilder,
	sidebarLayout,
	zoomButton,
} from '../utils/canvas';
import { block } from '../utils/templates';

test.describe( 'Builder canvas: full screen and zoom', () => {
	test.beforeEach( startAsNewBuilder );

	test.afterEach( cleanUpBuilder );

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
