/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for addresses matching `url` on their way until
 * the returned function is called: what the page does while a page or file
 * has not arrived yet.
 *
 * @param page The page.
 * @param url  The addresses to hold.
 * @return Lets them through.
 */
export async function holdRequests(
	page: Page,
	url: RegExp
): Promise< () => void > {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( url, async ( route ) => {
		await held;
		await route.continue();
	} );
	return release;
}
