/**
 * axe-core (WCAG 2.2 AA) over UiPress's own markup: the template list, the
 * builder with a block selected, and the demo interface in light and dark,
 * plus the keyboard path past the interface's chrome (the skip link).
 *
 * WordPress's own screens inside the content frame are left out of the scan:
 * they are WordPress's markup, not ours.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { seriousViolations, WCAG_22_AA } from '../utils/axe';
import { deleteAllMenus } from '../utils/menus';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
	dynamicText,
	paragraphBlock,
} from '../utils/templates';
import { listRow } from '../utils/entity-list';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';
// The lists' checks include axe's color-contrast rule (WCAG 2.2 AA tags).
const MENU_CREATOR = '/wp-admin/admin.php?page=uip-menu-creator';
const SETTINGS = '/wp-admin/admin.php?page=uip-settings';

/**
 * The critical and serious violations in the page, outside WordPress's own
 * framed screens and admin bar, one line each (rule, then where).
 *
 * @param page    The page.
 * @param exclude More selectors that are WordPress's markup.
 */
async function pageViolations(
	page: Page,
	exclude: string[] = []
): Promise< string[] > {
	let builder = new AxeBuilder( { page } )
		.withTags( WCAG_22_AA )
		.exclude( 'iframe' )
		.exclude( '#wpadminbar' );
	for ( const selector of exclude ) {
		builder = builder.exclude( selector );
	}
	return seriousViolations( await builder.analyze() );
}

/**
 * Opens an admin page in the interface and waits for the framed screen.
 *
 * @param page The page.
 * @param path The admin page.
 * @return The page content frame.
 */
async function openInterface( page: Page, path: string ) {
	await page.goto( path );
	const frame = page.frameLocator( 'iframe[title="Page content"]' );
	await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
	// Loaded: a late load event would close a menu opened before it.
	await expect(
		page.locator( '[data-uip-frame-state]' ).first()
	).toHaveAttribute( 'data-uip-frame-state', 'ready' );
	return frame;
}

/**
 * The texts of the framed WordPress screen under 4.5:1 (axe's colour
 * contrast rule): their places in the page, with what axe says of each.
 *
 * @param page The interface page.
 */
async function framedContrastFailures(
	page: Page
): Promise< Map< string, string > > {
	const results = await new AxeBuilder( { page } )
		.include( 'iframe[title="Page content"]' )
		.withRules( [ 'color-contrast' ] )
		.analyze();
	return new Map(
		results.violations.flatMap( ( violation ) =>
			violation.nodes.map( ( node ): [ string, string ] => [
				node.target.join( ' ' ),
				node.failureSummary ?? '',
			] )
		)
	);
}

test.describe( 'Accessibility', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'the demo interface', () => {
		test.use( { storageState: EDITOR.storageState } );

		test.beforeEach( async ( { requestUtils } ) => {
			await createTemplate( requestUtils, demoTemplate(), 'Demo', {
				forRoles: [ 'editor' ],
			} );
		} );

		test( 'has no serious axe violations in light and dark', async ( {
			page,
		} ) => {
			await openInterface( page, '/wp-admin/index.php' );
			await expect(
				page.getByRole( 'navigation', { name: 'Admin menu' } )
			).toBeVisible();
			expect( await pageViolations( page ) ).toEqual( [] );

			const html = page.locator( 'html' );
			const toggle = page.getByRole( 'button', { name: 'Dark mode' } );
			await toggle.click();
			await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
			const dark = await pageViolations( page );
			// Leave the editor's preference as it was for other tests.
			await toggle.click();
			await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );
			expect( dark ).toEqual( [] );
		} );

		// Each screen, with what shows once it has drawn.
		for ( const [ screen, drawn ] of [
			[ 'index.php', '#dashboard-widgets' ],
			[ 'post-new.php', '.editor-visual-editor' ],
			[ 'edit.php', '.wp-list-table' ],
		] as const ) {
			test( `dark mode leaves the framed ${ screen } as readable as light`, async ( {
				page,
			} ) => {
				const frame = page.frameLocator(
					'iframe[title="Page content"]'
				);
				await page.goto( `/wp-admin/${ screen }` );
				await expect( frame.locator( 'body' ) ).toHaveClass(
					/\buip-framed\b/
				);
				await expect( frame.locator( drawn ) ).toBeVisible();
				const light = await framedContrastFailures( page );

				const html = page.locator( 'html' );
				const toggle = page.getByRole( 'button', {
					name: 'Dark mode',
				} );
				await toggle.click();
				await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
				await expect( frame.locator( 'html' ) ).toHaveAttribute(
					'data-theme',
					'dark'
				);
				const dark = await framedContrastFailures( page );
				await toggle.click();
				await expect( html ).not.toHaveAttribute(
					'data-theme',
					'dark'
				);

				// Every text that fails in dark failed in light already.
				expect(
					[ ...dark ]
						.filter( ( [ place ] ) => ! light.has( place ) )
						.map( ( [ place, why ] ) => `${ place }: ${ why }` )
				).toEqual( [] );
			} );
		}

		test( 'one Tab reaches the skip link, which moves focus into the page content', async ( {
			page,
		} ) => {
			await openInterface( page, '/wp-admin/index.php' );
			await page.keyboard.press( 'Tab' );
			const skip = page.getByRole( 'link', {
				name: 'Skip to main content',
			} );
			await expect( skip ).toBeFocused();
			await expect( skip ).toBeInViewport();
			await page.keyboard.press( 'Enter' );
			await expect(
				page.locator( 'iframe[title="Page content"]' )
			).toBeFocused();
			// The next Tab goes into the framed screen, not back to the menu.
			await page.keyboard.press( 'Tab' );
			await expect(
				page.locator( 'iframe[title="Page content"]' )
			).toBeFocused();
			await expect(
				page
					.frameLocator( 'iframe[title="Page content"]' )
					.locator( ':focus' )
			).toHaveCount( 1 );
		} );

		test( 'the page has its landmarks: banner, navigation, main', async ( {
			page,
		} ) => {
			await page.goto( '/wp-admin/index.php' );
			await expect( page.getByRole( 'banner' ) ).toHaveCount( 1 );
			await expect(
				page.getByRole( 'navigation', { name: 'Admin menu' } )
			).toBeVisible();
			await expect( page.getByRole( 'main' ) ).toHaveCount( 1 );
			await expect(
				page
					.getByRole( 'main' )
					.locator( 'iframe[title="Page content"]' )
			).toHaveCount( 1 );
		} );
	} );

	test.describe( 'the demo interface on a phone', () => {
		test.use( {
			storageState: EDITOR.storageState,
			viewport: { width: 390, height: 844 },
		} );

		test.beforeEach( async ( { requestUtils } ) => {
			await createTemplate( requestUtils, demoTemplate(), 'Demo', {
				forRoles: [ 'editor' ],
			} );
		} );

		test( 'does not scroll sideways; the menu opens from the menu button and opens pages', async ( {
			page,
		} ) => {
			const frame = await openInterface( page, '/wp-admin/index.php' );
			const sideways = () =>
				page.evaluate(
					() =>
						document.documentElement.scrollWidth -
						document.documentElement.clientWidth
				);
			await expect.poll( sideways ).toBeLessThanOrEqual( 0 );

			// The sidebar is not on the page: the frame has the width.
			const frameBox = await page
				.locator( 'iframe[title="Page content"]' )
				.boundingBox();
			expect( frameBox?.width ).toBeGreaterThan( 380 );
			const menuButton = page.getByRole( 'button', {
				name: 'Menu',
				exact: true,
			} );
			await expect( menuButton ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await menuButton.click();
			const panel = page.getByRole( 'dialog', { name: 'Menu' } );
			await expect( panel ).toBeVisible();
			await expect( menuButton ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			await expect( panel ).toBeInViewport();
			// The panel takes the focus; keyboard focus shows the focus ring.
			await expect(
				panel.getByRole( 'button', { name: 'Close' } )
			).toBeFocused();
			await page.keyboard.press( 'Tab' );
			// The primary colour (light: the user's scheme, WordPress's default), WordPress's 2px ring.
			await expect( panel.locator( ':focus' ) ).toHaveCSS(
				'outline-color',
				'rgb(56, 88, 233)'
			);
			await panel
				.getByRole( 'navigation', { name: 'Admin menu' } )
				.getByRole( 'link', { name: 'Posts', exact: true } )
				.click();
			await expect( frame.locator( 'body' ) ).toHaveClass(
				/\bedit-php\b/
			);
			await expect( panel ).toBeHidden();
			await expect( menuButton ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await expect.poll( sideways ).toBeLessThanOrEqual( 0 );

			// The toolbar folds into one list, which stays on screen.
			const more = page
				.getByRole( 'navigation', { name: 'Toolbar' } )
				.getByRole( 'button', { name: 'More toolbar items' } );
			await more.click();
			const newPost = page
				.getByRole( 'navigation', { name: 'Toolbar' } )
				.getByRole( 'link', { name: 'New', exact: true } );
			await expect( newPost ).toBeVisible();
			await expect( newPost ).toBeInViewport( { ratio: 1 } );
			await page.keyboard.press( 'Escape' );
			await expect( newPost ).toBeHidden();
			expect( await pageViolations( page ) ).toEqual( [] );
		} );
	} );

	test.describe( 'the layout and element blocks', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'have no serious axe violations, closed and open', async ( {
			page,
			requestUtils,
		} ) => {
			await createTemplate(
				requestUtils,
				[
					block( 'uip-container', {
						content: [
							block( 'uip-dropdown', {
								settings: {
									block: {
										options: {
											buttonText: dynamicText( 'More' ),
										},
									},
								},
								content: [
									paragraphBlock( 'In the dropdown' ),
								],
							} ),
							block( 'uip-slide-out', {
								content: [ paragraphBlock( 'In the panel' ) ],
							} ),
							block( 'uip-block-modal', {
								content: [ paragraphBlock( 'In the dialog' ) ],
							} ),
							block( 'uip-tabs', {
								content: [
									block( 'uip-container', {
										name: 'First',
										content: [ paragraphBlock( 'One' ) ],
									} ),
									block( 'uip-container', {
										name: 'Second',
										content: [ paragraphBlock( 'Two' ) ],
									} ),
								],
							} ),
							block( 'uip-accordion', {
								content: [ paragraphBlock( 'Folded' ) ],
							} ),
							block( 'responsive-grid', {
								content: [
									paragraphBlock( 'A' ),
									paragraphBlock( 'B' ),
								],
							} ),
							block( 'uip-quote' ),
							block( 'uip-icon-list' ),
							block( 'uip-image' ),
							block( 'uip-video' ),
							block( 'uip-iframe', {
								settings: {
									block: {
										options: {
											url: '/wp-admin/about.php',
											title: 'About WordPress',
										},
									},
								},
							} ),
						],
					} ),
				],
				'Blocks',
				{ forRoles: [ 'editor' ] }
			);
			await page.goto( '/wp-admin/' );
			await expect(
				page.getByRole( 'tablist' ).getByRole( 'tab' )
			).toHaveCount( 2 );
			expect( await pageViolations( page ) ).toEqual( [] );

			const more = page.getByRole( 'button', { name: 'More' } );
			await more.click();
			await expect( page.getByText( 'In the dropdown' ) ).toBeVisible();
			// Like a dialog, it takes the focus, and gives it back on Escape.
			await expect(
				page.getByRole( 'dialog', { name: 'More' } )
			).toBeFocused();
			expect( await pageViolations( page ) ).toEqual( [] );
			await page.keyboard.press( 'Escape' );
			await expect( more ).toBeFocused();

			await page.getByRole( 'button', { name: 'Open panel' } ).click();
			await expect( page.getByText( 'In the panel' ) ).toBeVisible();
			expect( await pageViolations( page ) ).toEqual( [] );
			await page.keyboard.press( 'Escape' );
			await expect( page.getByText( 'In the panel' ) ).toBeHidden();

			await page.getByRole( 'button', { name: 'Open dialog' } ).click();
			await expect( page.getByText( 'In the dialog' ) ).toBeVisible();
			expect( await pageViolations( page ) ).toEqual( [] );
		} );
	} );

	test( 'the template list has no serious axe violations', async ( {
		page,
		requestUtils,
	} ) => {
		await createTemplate( requestUtils, demoTemplate(), 'Demo' );
		await page.goto( BUILDER );
		await expect( page.getByText( 'Demo', { exact: true } ) ).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);
	} );

	test( 'the builder with a block selected has no serious axe violations', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createTemplate( requestUtils, demoTemplate(), 'Demo' );
		await page.goto( `${ BUILDER }&template=${ id }` );
		const logo = page
			.locator( '.uip-editor-canvas [data-uip-module="uip-site-logo"]' )
			.first();
		await expect( logo ).toBeVisible();
		await logo.click();
		await expect(
			page.getByRole( 'tab', { name: 'Settings', selected: true } )
		).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);
	} );

	test( 'the menu creator, its list and its editor with an item selected, has no serious axe violations', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( MENU_CREATOR );
		await page.getByRole( 'button', { name: 'Create menu' } ).click();
		const posts = page
			.getByRole( 'list', { name: 'Menu items' } )
			.getByRole( 'button', { name: 'Posts', exact: true } );
		await expect( posts ).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);
		await posts.click();
		await expect(
			// The item's settings: the route-driven side panel.
			page
				.getByRole( 'dialog', { name: 'Posts' } )
				.getByRole( 'textbox', { name: 'Name', exact: true } )
		).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);

		await page.getByRole( 'button', { name: 'Back to menus' } ).click();
		await expect( listRow( page, 'New admin menu' ) ).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);
		await deleteAllMenus( requestUtils );
	} );

	test( 'the settings screen, with a key being replaced, has no serious axe violations', async ( {
		page,
	} ) => {
		await page.goto( SETTINGS );
		await expect(
			page.getByRole( 'heading', { level: 2, name: 'General' } )
		).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);
		const key = page.getByRole( 'group', { name: 'AI provider key' } );
		await key.getByRole( 'button', { name: 'Add key' } ).click();
		await expect( key.getByLabel( 'Key', { exact: true } ) ).toBeVisible();
		expect( await pageViolations( page, [ '#adminmenumain' ] ) ).toEqual(
			[]
		);
	} );
} );
