/**
 * The "UiPress" entry in the wp-admin sidebar, as an administrator sees it.
 */
import { expect, test } from '../fixtures';
import { SCREENS, screenPath } from '../utils/site';

test.describe( 'UiPress admin menu', () => {
	test( 'lists every UiPress screen and opens each', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( '/' );

		const uipress = page.locator( '#adminmenu > li.menu-top' ).filter( {
			has: page.locator( '.wp-menu-name', { hasText: /^UiPress$/ } ),
		} );
		await expect( uipress ).toHaveCount( 1 );
		await expect(
			uipress.getByRole( 'link', { name: 'UiPress', exact: true } )
		).toHaveAttribute( 'href', 'admin.php?page=uip-ui-builder' );

		// Submenus of other sections fly out on hover.
		await uipress.hover();
		const submenu = uipress.locator( '.wp-submenu' );
		for ( const screen of SCREENS ) {
			const link = submenu.getByRole( 'link', {
				name: screen.menuLabel,
				exact: true,
			} );
			await expect( link ).toBeVisible();
			await expect( link ).toHaveAttribute(
				'href',
				`admin.php?page=${ screen.slug }`
			);
		}
		await expect( submenu.getByRole( 'link' ) ).toHaveCount(
			SCREENS.length
		);

		// Each link opens its screen, which the menu then marks as current.
		for ( const screen of SCREENS ) {
			await uipress.hover();
			await submenu
				.getByRole( 'link', { name: screen.menuLabel, exact: true } )
				.click();
			await expect( page ).toHaveURL( screenPath( screen ) );
			await expect(
				page.getByRole( 'heading', { level: 1, name: screen.title } )
			).toHaveClass( /\buip-screen-shell__title\b/ );
			await expect( uipress ).toHaveClass( /\bwp-has-current-submenu\b/ );
			await expect(
				submenu.getByRole( 'link', {
					name: screen.menuLabel,
					exact: true,
				} )
			).toHaveAttribute( 'aria-current', 'page' );
		}
	} );
} );
