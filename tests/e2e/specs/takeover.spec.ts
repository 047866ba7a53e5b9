/**
 * The admin interface users live in: a published template takes over the
 * admin pages of the users it applies to, and nobody else's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ADMIN, EDITOR, SUBSCRIBER } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

/**
 * Admin-page scripts and styles served from the plugin's folder.
 * @param page
 */
async function uipressAssets( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		[
			...document.querySelectorAll< HTMLScriptElement | HTMLLinkElement >(
				'script[src], link[rel="stylesheet"][href]'
			),
		]
			.map( ( element ) =>
				element instanceof HTMLScriptElement
					? element.src
					: element.href
			)
			.filter( ( url ) => url.includes( '/wp-content/plugins/uipress/' ) )
	);
}

test.describe( 'Admin takeover', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'an editor with a template for editors', () => {
		test.use( { storageState: EDITOR.storageState } );

		test(
			'gets the interface instead of the stock chrome',
			{ tag: '@smoke' },
			async ( { page, requestUtils } ) => {
				const welcome = block( 'uip-heading', {
					settings: {
						block: {
							options: {
								headingText: 'Editors’ desk',
								headingType: 'h1',
							},
						},
					},
				} );
				await createTemplate(
					requestUtils,
					[ welcome ],
					'For editors',
					{
						forRoles: [ 'editor' ],
					}
				);

				await page.goto( '/wp-admin/' );

				await expect( page.locator( 'body' ) ).toHaveClass(
					/\buip-takeover\b/
				);
				await expect(
					page.locator(
						`#uip-runtime-root [data-uip-uid="${ welcome.uid }"]`
					)
				).toHaveText( 'Editors’ desk' );
				await expect( page.locator( '#adminmenu' ) ).toBeHidden();
				await expect( page.locator( '#wpadminbar' ) ).toBeHidden();
			}
		);
	} );

	test.describe( 'an editor working in the interface', () => {
		test.use( { storageState: EDITOR.storageState } );

		test(
			'finds a page with the menu search and opens it in the frame',
			{ tag: '@smoke' },
			async ( { page, requestUtils } ) => {
				await createTemplate(
					requestUtils,
					[
						block( 'uip-admin-menu-new' ),
						block( 'uip-content-frame' ),
					],
					'Menu and frame',
					{ forRoles: [ 'editor' ] }
				);

				await page.goto( '/wp-admin/' );
				const frame = page.frameLocator(
					'iframe[title="Page content"]'
				);
				await expect( frame.locator( 'body' ) ).toHaveClass(
					/\buip-framed\b/
				);

				const search = page.getByRole( 'combobox', {
					name: 'Search menu',
				} );
				await search.fill( 'med' );
				const results = page.getByRole( 'listbox', {
					name: 'Menu search results',
				} );
				await expect(
					results.getByRole( 'option' ).first()
				).toBeVisible();
				await search.press( 'ArrowDown' );
				await expect(
					results.getByRole( 'option', { selected: true } )
				).toContainText( /Media|Library/ );
				await search.press( 'Enter' );

				await expect( frame.locator( 'h1' ).first() ).toHaveText(
					/Media Library/
				);
				await expect( page ).toHaveURL( /\/wp-admin\/upload\.php/ );
				await expect( page ).not.toHaveURL( /uip-framed-page/ );
				await expect( page ).toHaveTitle( /Media Library/ );
			}
		);
	} );

	test.describe( 'an editor’s interface preferences', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'menu collapse and dark mode survive a reload; Escape leaves full screen', async ( {
			page,
			requestUtils,
		} ) => {
			await createTemplate(
				requestUtils,
				[
					block( 'uip-admin-menu-new' ),
					block( 'uip-dark-toggle' ),
					block( 'uip-content-frame' ),
				],
				'Preferences',
				{ forRoles: [ 'editor' ] }
			);
			const html = page.locator( 'html' );

			await page.goto( '/wp-admin/' );
			await page.getByRole( 'button', { name: 'Collapse menu' } ).click();
			await expect( html ).toHaveAttribute( 'uip-menu-collapsed', /.*/ );
			await page.getByRole( 'button', { name: 'Dark mode' } ).click();
			await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
			// Both are saved as the user's preferences before the reload.
			await expect
				.poll( async () =>
					page.evaluate( async () => {
						const nonce = await (
							await fetch(
								'/wp-admin/admin-ajax.php?action=rest-nonce'
							)
						).text();
						const read = async ( key: string ) =>
							(
								await (
									await fetch(
										`/wp-json/uipress/v1/preferences/${ key }`,
										{
											headers: { 'X-WP-Nonce': nonce },
										}
									)
								).json()
							).value;
						return [
							await read( 'menuCollapsed' ),
							await read( 'darkTheme' ),
						];
					} )
				)
				.toEqual( [ true, true ] );

			await page.reload();
			await expect( html ).toHaveAttribute( 'uip-menu-collapsed', /.*/ );
			await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
			await expect(
				page.getByRole( 'button', { name: 'Expand menu' } )
			).toBeVisible();

			await page
				.getByRole( 'button', { name: 'Enter full screen' } )
				.click();
			await expect( html ).toHaveAttribute( 'uip-fullscreen', /.*/ );
			await page.locator( 'body' ).press( 'Escape' );
			await expect( html ).not.toHaveAttribute( 'uip-fullscreen', /.*/ );

			// Leave the editor's preferences as they were for other tests.
			await page.getByRole( 'button', { name: 'Expand menu' } ).click();
			await page.getByRole( 'button', { name: 'Dark mode' } ).click();
			await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );
		} );
	} );

	test.describe( 'a user in the exclude list', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'gets the stock admin', async ( { page, requestUtils } ) => {
			await createTemplate(
				requestUtils,
				[ block( 'uip-heading' ) ],
				'Editors but one',
				{
					forRoles: [ 'editor' ],
					excludesRoles: [ 'editor' ],
				}
			);

			await page.goto( '/wp-admin/' );

			await expect( page.locator( 'body' ) ).not.toHaveClass(
				/\buip-takeover\b/
			);
			await expect( page.locator( '#uip-runtime-root' ) ).toHaveCount(
				0
			);
			await expect( page.locator( '#adminmenu' ) ).toBeVisible();
		} );
	} );

	test.describe( 'a subscriber with no template', () => {
		test.use( { storageState: SUBSCRIBER.storageState } );

		test( 'loads no UiPress asset', async ( { page, requestUtils } ) => {
			await createTemplate(
				requestUtils,
				[ block( 'uip-heading' ) ],
				'For editors',
				{ forRoles: [ 'editor' ] }
			);

			await page.goto( '/wp-admin/profile.php' );

			await expect( page.locator( '#adminmenu' ) ).toBeVisible();
			expect( await uipressAssets( page ) ).toEqual( [] );
			expect(
				await page.evaluate( () => 'uipressConfig' in window )
			).toBe( false );
		} );
	} );

	test.describe( 'an administrator', () => {
		test.use( { storageState: ADMIN.storageState } );

		test( 'uses the escape hatch to get the stock admin back', async ( {
			page,
			requestUtils,
		} ) => {
			await createTemplate(
				requestUtils,
				[ block( 'uip-heading' ) ],
				'For administrators',
				{
					forRoles: [ 'administrator' ],
				}
			);

			await page.goto( '/wp-admin/' );
			await expect( page.locator( 'body' ) ).toHaveClass(
				/\buip-takeover\b/
			);

			await page.goto( '/wp-admin/?uipress-disable=1' );
			await expect( page.locator( 'body' ) ).not.toHaveClass(
				/\buip-takeover\b/
			);
			await expect( page.locator( '#adminmenu' ) ).toBeVisible();

			// It sticks for the session until turned off.
			await page.goto( '/wp-admin/edit.php' );
			await expect( page.locator( '#adminmenu' ) ).toBeVisible();
			await page.goto( '/wp-admin/?uipress-disable=0' );
			await expect( page.locator( 'body' ) ).toHaveClass(
				/\buip-takeover\b/
			);
		} );
	} );
} );
