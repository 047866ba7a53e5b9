/**
 * Users without `uipress_manage` (mapped to manage_options) never reach the
 * UiPress screens: WordPress refuses them, no app or configuration is sent,
 * and the menu entry is not shown to them.
 */
import { expect, test } from '../fixtures';
import { EDITOR, SCREENS, SUBSCRIBER, screenPath } from '../utils/site';

for ( const user of [ EDITOR, SUBSCRIBER ] ) {
	test.describe( `${ user.role } without UiPress access`, () => {
		test.use( { storageState: user.storageState } );

		for ( const screen of SCREENS ) {
			test( `is refused the ${ screen.title } screen`, async ( {
				page,
			} ) => {
				const response = await page.goto( screenPath( screen ) );
				// A logged-out visitor would be redirected to wp-login.php;
				// a 403 means WordPress knew the user and said no.
				expect( response?.status() ).toBe( 403 );
				await expect(
					page.getByText(
						'Sorry, you are not allowed to access this page.'
					)
				).toBeVisible();
				await expect(
					page.locator( `#${ screen.slug }-root` )
				).toHaveCount( 0 );
				await expect( page.locator( '.uip-app-root' ) ).toHaveCount(
					0
				);
				expect(
					await page.evaluate( () => 'uipressConfig' in window )
				).toBe( false );
			} );
		}

		test( 'does not see the UiPress menu', async ( { admin, page } ) => {
			await admin.visitAdminPage( '/' );
			// Logged in as that user ("Howdy, …" shows the display name,
			// which defaults to the login).
			await expect(
				page.locator( '#wp-admin-bar-my-account > a .display-name' )
			).toHaveText( user.username );

			const sidebar = page.locator( '#adminmenu' );
			await expect(
				sidebar.getByRole( 'link', { name: 'Dashboard', exact: true } )
			).toBeVisible();
			await expect(
				sidebar.locator( '.wp-menu-name', { hasText: /^UiPress$/ } )
			).toHaveCount( 0 );
			await expect(
				page.locator( 'a[href*="page=uip-ui-builder"]' )
			).toHaveCount( 0 );
			await expect(
				page.locator( 'a[href*="page=uip-menu-creator"]' )
			).toHaveCount( 0 );
		} );
	} );
}
