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
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { everyInterfaceBlockTemplate } from '../utils/interface-template';
import { ARTIFACTS_DIR, EDITOR } from '../utils/site';
import { createTemplate, deleteAllTemplates } from '../utils/templates';

const SHOTS_DIR = path.join( ARTIFACTS_DIR, 'interface' );

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

test.describe( 'Every interface block, as people see it', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate(
			requestUtils,
			everyInterfaceBlockTemplate(),
			'Every interface block',
			{ forRoles: [ 'editor' ] }
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	for ( const viewport of [
		{ width: 1440, height: 900 },
		{ width: 390, height: 844 },
	] ) {
		const phone = viewport.width < 800;

		test( `readable in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
			page,
			browserErrors,
		}, testInfo ) => {
			await page.setViewportSize( viewport );
			await page.goto( '/wp-admin/index.php' );
			const frame = page.frameLocator( 'iframe[title="Page content"]' );
			await expect( frame.locator( '#dashboard-widgets' ) ).toBeVisible();
			await expect(
				page.locator( '[data-uip-frame-state]' ).first()
			).toHaveAttribute( 'data-uip-frame-state', 'ready' );
			const banner = page.getByRole( 'banner' );
			const accounts = banner.getByRole( 'button', {
				name: /: account menu$/,
			} );
			// The toolbar's own and the account block's.
			await expect( accounts ).toHaveCount( 2 );
			const account = accounts.last();
			const html = page.locator( 'html' );
			const toggle = page.getByRole( 'button', { name: 'Dark mode' } );
			const failures: Record< string, string[] > = {};

			/**
			 * Checks the page as it is, then with the account menu open, and
			 * on a phone with the off-canvas menu open.
			 *
			 * @param scheme Light or dark.
			 */
			const look = async ( scheme: 'light' | 'dark' ) => {
				// The framed dashboard is restyled in dark mode only.
				failures[ scheme ] = await contrastFailures(
					page,
					scheme === 'dark' ? {} : { exclude: [ 'iframe' ] }
				);
				await keepScreenshot(
					page,
					testInfo,
					`${ scheme }-${ viewport.width }`
				);

				await account.click();
				await expect(
					page.getByRole( 'link', { name: 'Log out' } )
				).toBeVisible();
				failures[ `${ scheme }, account menu` ] =
					await contrastFailures( page, { exclude: [ 'iframe' ] } );
				await keepScreenshot(
					page,
					testInfo,
					`${ scheme }-account-${ viewport.width }`
				);
				await page.keyboard.press( 'Escape' );
				await expect( account ).toHaveAttribute(
					'aria-expanded',
					'false'
				);

				if ( phone ) {
					await banner
						.getByRole( 'button', { name: 'Menu', exact: true } )
						.click();
					const dialog = page.getByRole( 'dialog', { name: 'Menu' } );
					await expect(
						dialog
							.getByRole( 'navigation', { name: 'Admin menu' } )
							.first()
					).toBeVisible();
					failures[ `${ scheme }, phone menu` ] =
						await contrastFailures( page, {
							exclude: [ 'iframe' ],
						} );
					await keepScreenshot(
						page,
						testInfo,
						`${ scheme }-menu-${ viewport.width }`
					);
					await page.keyboard.press( 'Escape' );
					await expect( dialog ).toHaveCount( 0 );
				}
			};

			if ( ! phone ) {
				// Crumbs on the left, the tools on the right, the account
				// menu last.
				const edges = await page.evaluate( () => {
					const box = ( selector: string ) =>
						document
							.querySelector( `[role="banner"] ${ selector }` )
							?.getBoundingClientRect();
					const bar = document
						.querySelector( '[role="banner"]' )
						?.getBoundingClientRect();
					const crumbs = box( '.uip-breadcrumbs__list' );
					const toolbar = box( '.uip-toolbar' );
					const buttons = document.querySelectorAll(
						'[role="banner"] .uip-account__toggle'
					);
					const last =
						buttons[ buttons.length - 1 ]?.getBoundingClientRect();
					return {
						crumbsFromLeft:
							( crumbs?.left ?? 0 ) - ( bar?.left ?? 0 ),
						accountFromRight:
							( bar?.right ?? 0 ) - ( last?.right ?? 0 ),
						toolbarAfterHalf:
							( toolbar?.left ?? 0 ) >
							( bar?.left ?? 0 ) + ( bar?.width ?? 0 ) / 2,
					};
				} );
				expect( edges.crumbsFromLeft ).toBeLessThan( 24 );
				expect( edges.accountFromRight ).toBeLessThan( 24 );
				expect( edges.toolbarAfterHalf ).toBe( true );
			}

			await look( 'light' );
			await toggle.click();
			await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
			await expect( frame.locator( 'html' ) ).toHaveAttribute(
				'data-theme',
				'dark'
			);
			await look( 'dark' );
			// Leave the editor's preference as it was for other tests.
			await toggle.click();
			await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );

			expect( failures ).toEqual(
				Object.fromEntries(
					Object.keys( failures ).map( ( key ) => [ key, [] ] )
				)
			);
			expect( browserErrors ).toEqual( [] );
		} );
	}
} );
