/**
 * UiPress's commands in WordPress's command palette (issue 35,
 * docs/WP7-NATIVE.md): found from the stock admin and from a page framed by
 * the interface; a template found by its title opens in the builder; dark
 * mode toggled from the palette in the frame; a framed page's palette
 * loads after the page and opens when asked for before (issue 36,
 * docs/FIRST-PAINT.md); none of the managers' commands for an editor.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import {
	block,
	createFramedDesk,
	createTemplate,
	deleteAllTemplates,
} from '../utils/templates';
import { holdRequests } from '../utils/hold-requests';

/**
 * WordPress's palette, opened with Ctrl+K from the page's body.
 *
 * @param page  The page (keys go to it).
 * @param scope Where the palette is: the page, or the content frame.
 */
async function openPalette(
	page: Page,
	scope: Page | FrameLocator
): Promise< Locator > {
	const palette = scope.getByRole( 'dialog', { name: /command palette/i } );
	await page.keyboard.press( 'Control+k' );
	await expect( palette ).toBeVisible();
	return palette;
}

/**
 * Types a search and runs the command it selects.
 *
 * @param page    The page.
 * @param palette The open palette.
 * @param search  What to type.
 * @param name    The command's label.
 */
async function run(
	page: Page,
	palette: Locator,
	search: string,
	name: string | RegExp
): Promise< void > {
	await page.keyboard.type( search );
	// Chosen with Enter once listed and selected: a click can land while
	// the list still re-renders after typing, and be lost.
	await expect(
		palette.getByRole( 'option', { name } ).first()
	).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'Enter' );
}

/**
 * Opens Posts in the interface with WordPress's palette held on the way:
 * the framed page must load without it (it loads its palette after itself,
 * Runtime\\FramedPalette). Returns what lets the palette through.
 *
 * @param page The page.
 */
async function loadWithPaletteHeld( page: Page ): Promise< () => void > {
	await page.unrouteAll( { behavior: 'wait' } );
	const release = await holdRequests( page, /\/core-commands\.min\.js/ );
	await page.goto( '/wp-admin/edit.php' );
	const framed = () =>
		page
			.frames()
			.find(
				( each ) =>
					each !== page.mainFrame() &&
					each.url().includes( 'edit.php' )
			);
	await expect
		.poll( () => framed()?.evaluate( () => document.readyState ) )
		.toBe( 'complete' );
	expect(
		await framed()?.evaluate( () => ( {
			palette:
				'coreCommands' in
				( ( window as Window & { wp?: object } ).wp ?? {} ),
			held: !! document.getElementById( 'uip-later-palette' ),
		} ) )
	).toEqual( { palette: false, held: true } );
	return release;
}

/**
 * Presses Ctrl+K while WordPress's palette is still held, lets it through,
 * and sees the palette open, then close with Escape.
 *
 * @param page    The page.
 * @param release Lets the held palette through (loadWithPaletteHeld()).
 * @param palette The palette's dialog.
 */
async function opensOnCtrlK(
	page: Page,
	release: () => void,
	palette: Locator
): Promise< void > {
	await page.keyboard.press( 'Control+k' );
	release();
	await expect( palette ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( palette ).toBeHidden();
}

test.describe( 'Commands', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'from the stock admin: open the builder, and a template by its title', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const id = await createTemplate(
			requestUtils,
			[ block( 'uip-toolbar' ) ],
			'Harbour office desk',
			{ forRoles: [ 'editor' ] }
		);
		await page.goto( '/wp-admin/index.php' );
		await page.locator( '#wpbody-content h1' ).first().click();
		let palette = await openPalette( page, page );
		await run(
			page,
			palette,
			'UiPress builder',
			'Open the UiPress builder'
		);
		await expect( page ).toHaveURL( /page=uip-ui-builder$/ );

		await page.goto( '/wp-admin/index.php' );
		await page.locator( '#wpbody-content h1' ).first().click();
		palette = await openPalette( page, page );
		await run(
			page,
			palette,
			'Harbour office',
			'Edit template: Harbour office desk'
		);
		await expect( page ).toHaveURL(
			new RegExp( `page=uip-ui-builder&template=${ id }$` )
		);
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'from a framed page: dark mode toggles the interface', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		await requestUtils.rest( {
			method: 'POST',
			path: '/uipress/v1/preferences/darkTheme',
			data: { value: false },
		} );
		await createFramedDesk(
			requestUtils,
			'Administrators',
			'administrator'
		);
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await page.goto( '/wp-admin/edit.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect( page.locator( 'html' ) ).not.toHaveAttribute(
			'data-theme',
			'dark'
		);
		await frame.locator( 'h1' ).first().click();
		const palette = await openPalette( page, frame );
		await run( page, palette, 'dark mode', 'Toggle dark mode' );
		await expect( palette ).toBeHidden();
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		await expect( frame.locator( 'html' ) ).toHaveAttribute(
			'data-theme',
			'dark'
		);
		// Kept as the user's preference.
		await expect
			.poll( async () =>
				requestUtils.rest< { value: unknown } >( {
					path: '/uipress/v1/preferences/darkTheme',
				} )
			)
			.toMatchObject( { value: true } );
		await requestUtils.rest( {
			method: 'POST',
			path: '/uipress/v1/preferences/darkTheme',
			data: { value: false },
		} );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'from a framed page: the palette loads after the page, and opens when asked for before unless the page used the key', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		await createFramedDesk(
			requestUtils,
			'Administrators',
			'administrator'
		);
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		const palette = frame.getByRole( 'dialog', {
			name: /command palette/i,
		} );

		// Ctrl+K in the interface, which asks the frame.
		let release = await loadWithPaletteHeld( page );
		await page
			.locator( 'body' )
			.evaluate( ( body ) =>
				(
					body.ownerDocument.activeElement as HTMLElement | null
				 )?.blur()
			);
		await opensOnCtrlK( page, release, palette );

		// Ctrl+K in the framed page itself.
		release = await loadWithPaletteHeld( page );
		await frame.locator( 'h1' ).first().click();
		await opensOnCtrlK( page, release, palette );

		// A Ctrl+K the page used already (an editor's own shortcut) is left
		// to it: the palette loads after the page, and does not open.
		release = await loadWithPaletteHeld( page );
		const search = frame.locator( '#post-search-input' );
		await search.evaluate( ( input ) =>
			input.addEventListener( 'keydown', ( event ) => {
				if ( ( event as KeyboardEvent ).key === 'k' ) {
					event.preventDefault();
				}
			} )
		);
		await search.focus();
		await page.keyboard.press( 'Control+k' );
		release();
		// Once loaded, what was asked for before has run (in order).
		await search.evaluate(
			( input ) =>
				new Promise< void >( ( resolve ) =>
					(
						input.ownerDocument.defaultView as
							| ( Window & {
									uipressLaterPalette?: (
										then: () => void
									) => void;
							  } )
							| null
					 )?.uipressLaterPalette?.( resolve )
				)
		);
		await expect( palette ).toBeHidden();
		await expect( search ).toBeFocused();
		expect( browserErrors ).toEqual( [] );
	} );

	test.describe( 'an editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'finds WordPress’s commands but none of the managers’', async ( {
			page,
		} ) => {
			await page.goto( '/wp-admin/index.php' );
			await page.locator( '#wpbody-content h1' ).first().click();
			const palette = await openPalette( page, page );
			await page.keyboard.type( 'Posts' );
			await expect(
				palette.getByRole( 'option', { name: /Posts/ } ).first()
			).toBeVisible();
			await page.keyboard.press( 'Control+a' );
			await page.keyboard.type( 'UiPress builder' );
			await expect(
				palette.getByRole( 'option', {
					name: 'Open the UiPress builder',
				} )
			).toHaveCount( 0 );
		} );
	} );
} );
