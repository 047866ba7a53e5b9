/**
 * What people see, for every interface block: a template holding all of
 * them (utils/interface-template.ts) is readable in light and dark mode at
 * 1440×900 and 390×844 (axe's colour contrast rule: no serious node in
 * UiPress's markup, nor in dark mode in the framed dashboard it restyles),
 * with the account menu and the phone's off-canvas menu open too. The top
 * bar is composed: crumbs on the left, tools on the right ending with the
 * account menu. Screenshots go to artifacts/<site>/interface/ and into the
 * report.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { createEveryInterfaceBlockTemplate } from '../utils/interface-template';
import { ARTIFACTS_DIR, EDITOR } from '../utils/site';
import { deleteAllTemplates } from '../utils/templates';

const SHOTS_DIR = path.join( ARTIFACTS_DIR, 'interface' );

/** UiPress's own markup: everything but the framed page. */
const OWN_MARKUP = { exclude: [ 'iframe' ] };

/**
 * Keeps a screenshot under artifacts/ and in the report.
 *
 * @param page     The page.
 * @param testInfo The test.
 * @param name     The file's name.
 */
async function keepScreenshot( page: Page, testInfo: TestInfo, name: string ) {
	fs.mkdirSync( SHOTS_DIR, { recursive: true } );
	const file = path.join( SHOTS_DIR, `${ name }.png` );
	await page.screenshot( { path: file } );
	await testInfo.attach( name, { path: file, contentType: 'image/png' } );
}

/**
 * Opens the dashboard in the interface and waits for the framed page.
 *
 * @param page The page.
 * @return The account block's button.
 */
async function openDashboard( page: Page ): Promise< Locator > {
	await page.goto( '/wp-admin/index.php' );
	const frame = page.frameLocator( 'iframe[title="Page content"]' );
	await expect( frame.locator( '#dashboard-widgets' ) ).toBeVisible();
	await expect(
		page.locator( '[data-uip-frame-state]' ).first()
	).toHaveAttribute( 'data-uip-frame-state', 'ready' );
	const accounts = page
		.getByRole( 'banner' )
		.getByRole( 'button', { name: /: account menu$/ } );
	// The toolbar's own and the account block's.
	await expect( accounts ).toHaveCount( 2 );
	return accounts.last();
}

/**
 * Switches dark mode and waits for the interface and the framed page.
 *
 * @param page The page.
 * @param dark Whether dark mode ends on.
 */
async function switchDarkMode( page: Page, dark: boolean ) {
	await page.getByRole( 'button', { name: 'Dark mode' } ).click();
	for ( const root of [
		page.locator( 'html' ),
		page.frameLocator( 'iframe[title="Page content"]' ).locator( 'html' ),
	] ) {
		await ( dark
			? expect( root ).toHaveAttribute( 'data-theme', 'dark' )
			: expect( root ).not.toHaveAttribute( 'data-theme', 'dark' ) );
	}
}

/**
 * The contrast failures with a panel open, then closes it by Escape.
 *
 * @param page     The page.
 * @param testInfo The test.
 * @param open     Opens the panel and waits for it.
 * @param closed   What shows the panel closed again.
 * @param name     The screenshot's name.
 */
async function withPanelOpen(
	page: Page,
	testInfo: TestInfo,
	open: () => Promise< void >,
	closed: () => Promise< void >,
	name: string
): Promise< string[] > {
	await open();
	const failures = await contrastFailures( page, OWN_MARKUP );
	await keepScreenshot( page, testInfo, name );
	await page.keyboard.press( 'Escape' );
	await closed();
	return failures;
}

/**
 * Opens the account menu and waits for it; tells when it closed again.
 *
 * @param page    The page.
 * @param account The account menu's button.
 */
function accountMenu(
	page: Page,
	account: Locator
): [ () => Promise< void >, () => Promise< void > ] {
	return [
		async () => {
			await account.click();
			await expect(
				page.getByRole( 'link', { name: 'Log out' } )
			).toBeVisible();
		},
		() => expect( account ).toHaveAttribute( 'aria-expanded', 'false' ),
	];
}

test.describe( 'Every interface block, as people see it', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.beforeEach( async ( { requestUtils } ) => {
		await createEveryInterfaceBlockTemplate( requestUtils );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'the top bar has the crumbs on the left and the tools on the right, the account menu last', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1440, height: 900 } );
		await openDashboard( page );
		const edges = await page.evaluate( () => {
			const box = ( selector: string ) =>
				document
					.querySelector( `[role="banner"] ${ selector }` )
					?.getBoundingClientRect();
			const bar = document
				.querySelector( '[role="banner"]' )
				?.getBoundingClientRect();
			const toggles = document.querySelectorAll(
				'[role="banner"] .uip-account__toggle'
			);
			const last = toggles[ toggles.length - 1 ]?.getBoundingClientRect();
			return {
				crumbsFromLeft:
					( box( '.uip-breadcrumbs__list' )?.left ?? 0 ) -
					( bar?.left ?? 0 ),
				accountFromRight: ( bar?.right ?? 0 ) - ( last?.right ?? 0 ),
				toolbarPastHalf:
					( box( '.uip-toolbar' )?.left ?? 0 ) -
					( ( bar?.left ?? 0 ) + ( bar?.width ?? 0 ) / 2 ),
			};
		} );
		expect( edges.crumbsFromLeft ).toBeLessThan( 24 );
		expect( edges.accountFromRight ).toBeLessThan( 24 );
		expect( edges.toolbarPastHalf ).toBeGreaterThan( 0 );
	} );

	test( 'readable in light and dark at 1440×900, the account menu open too', async ( {
		page,
		browserErrors,
	}, testInfo ) => {
		await page.setViewportSize( { width: 1440, height: 900 } );
		const account = await openDashboard( page );
		const [ openAccount, closedAccount ] = accountMenu( page, account );

		const light = await contrastFailures( page, OWN_MARKUP );
		await keepScreenshot( page, testInfo, 'light-1440' );
		const lightAccount = await withPanelOpen(
			page,
			testInfo,
			openAccount,
			closedAccount,
			'light-account-1440'
		);
		await switchDarkMode( page, true );
		// The framed dashboard is restyled in dark mode: checked too.
		const dark = await contrastFailures( page );
		await keepScreenshot( page, testInfo, 'dark-1440' );
		const darkAccount = await withPanelOpen(
			page,
			testInfo,
			openAccount,
			closedAccount,
			'dark-account-1440'
		);
		// Leave the editor's preference as it was for other tests.
		await switchDarkMode( page, false );

		expect( { light, lightAccount, dark, darkAccount } ).toEqual( {
			light: [],
			lightAccount: [],
			dark: [],
			darkAccount: [],
		} );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'readable in light and dark at 390×844, the account menu and the off-canvas menu open too', async ( {
		page,
		browserErrors,
	}, testInfo ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		const account = await openDashboard( page );
		const [ openAccount, closedAccount ] = accountMenu( page, account );
		const menuDialog = page.getByRole( 'dialog', { name: 'Menu' } );
		const openMenu = async () => {
			await page
				.getByRole( 'banner' )
				.getByRole( 'button', { name: 'Menu', exact: true } )
				.click();
			await expect(
				menuDialog
					.getByRole( 'navigation', { name: 'Admin menu' } )
					.first()
			).toBeVisible();
		};
		const closedMenu = () => expect( menuDialog ).toHaveCount( 0 );

		const light = await contrastFailures( page, OWN_MARKUP );
		await keepScreenshot( page, testInfo, 'light-390' );
		const lightAccount = await withPanelOpen(
			page,
			testInfo,
			openAccount,
			closedAccount,
			'light-account-390'
		);
		const lightMenu = await withPanelOpen(
			page,
			testInfo,
			openMenu,
			closedMenu,
			'light-menu-390'
		);
		await switchDarkMode( page, true );
		const dark = await contrastFailures( page );
		await keepScreenshot( page, testInfo, 'dark-390' );
		const darkAccount = await withPanelOpen(
			page,
			testInfo,
			openAccount,
			closedAccount,
			'dark-account-390'
		);
		const darkMenu = await withPanelOpen(
			page,
			testInfo,
			openMenu,
			closedMenu,
			'dark-menu-390'
		);
		await switchDarkMode( page, false );

		expect( {
			light,
			lightAccount,
			lightMenu,
			dark,
			darkAccount,
			darkMenu,
		} ).toEqual( {
			light: [],
			lightAccount: [],
			lightMenu: [],
			dark: [],
			darkAccount: [],
			darkMenu: [],
		} );
		expect( browserErrors ).toEqual( [] );
	} );
} );
