/**
 * The account block: an editor working in an interface built from the
 * starter layout opens their account menu in the top bar, edits their
 * profile in the page content frame and logs out of the whole window. The
 * log out carries its nonce: WordPress signs the session out without asking
 * to confirm.
 */
import type { Page } from '@playwright/test';
import { starterLayouts } from '../../../src/builder/components/inserter/starter-layouts';
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import { createTemplate, deleteAllTemplates } from '../utils/templates';

/**
 * Signs in through the login form, so logging out ends this session only
 * (the other specs keep the editor's stored session).
 *
 * @param page The page.
 */
async function logIn( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( EDITOR.username );
	await page.locator( '#user_pass' ).fill( EDITOR.password );
	await page.locator( '#wp-submit' ).click();
	await expect( page ).toHaveURL( /\/wp-admin\// );
}

test.describe( 'The account menu', () => {
	// A session of its own, not the stored one.
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeEach( async ( { requestUtils } ) => {
		const layout = starterLayouts().find(
			( candidate ) => candidate.id === 'sidebar-top-bar-content'
		);
		await createTemplate( requestUtils, layout?.blocks() ?? [], 'Layout', {
			forRoles: [ 'editor' ],
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	for ( const viewport of [
		{ width: 1440, height: 900 },
		{ width: 390, height: 844 },
	] ) {
		test( `at ${ viewport.width }×${ viewport.height } an editor edits their profile and logs out from the interface`, async ( {
			page,
			browserErrors,
		} ) => {
			await page.setViewportSize( viewport );
			await logIn( page );
			const frame = page.frameLocator( 'iframe[title="Page content"]' );
			await expect( frame.locator( 'body' ) ).toHaveClass(
				/\buip-framed\b/
			);

			const banner = page.getByRole( 'banner' );
			const account = banner.getByRole( 'button', {
				name: /: account menu$/,
			} );
			await expect( account ).toHaveAttribute( 'aria-expanded', 'false' );
			// The top bar ends with it.
			const endGap = await account.evaluate( ( element ) => {
				const bar =
					element.closest( '[role="banner"], header' ) ?? element;
				return (
					bar.getBoundingClientRect().right -
					element.getBoundingClientRect().right
				);
			} );
			expect( endGap ).toBeLessThan( 24 );

			await account.click();
			await expect( account ).toHaveAttribute( 'aria-expanded', 'true' );
			const panel = page.locator(
				`[id="${ await account.getAttribute( 'aria-controls' ) }"]`
			);
			await expect( panel ).toBeInViewport( { ratio: 1 } );
			// Keyboard: Tab goes into the panel, Escape closes it and gives
			// the focus back.
			await page.keyboard.press( 'Tab' );
			await expect(
				panel.getByRole( 'link', { name: 'Edit profile' } )
			).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( account ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect( account ).toBeFocused();

			await account.click();
			await panel.getByRole( 'link', { name: 'Edit profile' } ).click();
			await expect( page ).toHaveURL( /\/wp-admin\/profile\.php/ );
			await expect( frame.locator( '#your-profile' ) ).toBeVisible();
			await expect( account ).toHaveAttribute( 'aria-expanded', 'false' );

			await account.click();
			await panel.getByRole( 'link', { name: 'Log out' } ).click();
			await expect( page ).toHaveURL( /\/wp-login\.php\?loggedout=true/ );
			await expect(
				page.locator( '#login-message, .notice' ).first()
			).toContainText( 'You are now logged out.' );
			// Signed out for real: the admin asks to log in again.
			await page.goto( '/wp-admin/' );
			await expect( page ).toHaveURL( /\/wp-login\.php\?redirect_to=/ );
			expect( browserErrors ).toEqual( [] );
		} );
	}
} );
