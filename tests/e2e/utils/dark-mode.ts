import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Puts the interface in the theme wanted with its Dark mode toggle, and
 * waits until the `darkTheme` preference is saved: a save still in flight
 * when a test ends can land after the next test's, which then opens in the
 * other theme (two saves may also reach the server out of order).
 *
 * @param page The interface page.
 * @param dark Whether dark mode should be on.
 */
export async function setDarkMode(
	page: Page,
	dark: boolean
): Promise< void > {
	const html = page.locator( 'html' );
	const isDark = ( await html.getAttribute( 'data-theme' ) ) === 'dark';
	if ( isDark !== dark ) {
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'preferences/darkTheme' ) &&
				response.request().method() === 'POST'
		);
		await page.getByRole( 'button', { name: 'Dark mode' } ).click();
		expect( ( await saved ).ok() ).toBe( true );
	}
	if ( dark ) {
		await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
	} else {
		await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );
	}
}
