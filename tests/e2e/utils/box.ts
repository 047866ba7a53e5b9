/**
 * Where an element is on the page, for tests that compare positions.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Where the first element a selector finds is on the page; fails the test
 * when it has no box (absent or hidden).
 *
 * @param page     The page.
 * @param selector The element.
 */
export async function box( page: Page, selector: string ) {
	const found = await page.locator( selector ).first().boundingBox();
	expect( found, `${ selector } has a box` ).not.toBeNull();
	return found as NonNullable< typeof found >;
}
