/**
 * The read-only "Network templates" / "Network menus" section a sub-site's
 * administrator sees in the builder's and the menu creator's lists.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Checks, at 1440 and 390 wide, that a list shows a network item read-only:
 * in its section, with the Network badge and the given cells, no control;
 * and screenshots the page at each size.
 *
 * @param page           The page, as the sub-site's administrator.
 * @param testInfo       The test, for the screenshots.
 * @param options
 * @param options.url    The list's screen.
 * @param options.region The section's name, e.g. 'Network menus'.
 * @param options.title  The item's title.
 * @param options.cells  Cells its row shows, e.g. [ 'Published', 'Editor' ].
 * @param options.shot   The screenshots' name (/tmp/shots/network/<shot>-<width>.png).
 */
export async function expectReadOnlyNetworkItem(
	page: Page,
	testInfo: TestInfo,
	{
		url,
		region,
		title,
		cells,
		shot,
	}: {
		url: string;
		region: string;
		title: string;
		cells: string[];
		shot: string;
	}
): Promise< void > {
	for ( const size of [
		{ width: 1440, height: 900 },
		{ width: 390, height: 844 },
	] ) {
		await page.setViewportSize( size );
		await page.goto( url );
		const section = page.getByRole( 'region', { name: region } );
		await expect( section ).toBeVisible();
		await expect(
			section.getByText( 'Managed by the network administrator.', {
				exact: false,
			} )
		).toBeVisible();
		const row = section.getByRole( 'row', { name: new RegExp( title ) } );
		await expect(
			row.getByText( 'Network', { exact: true } )
		).toBeVisible();
		for ( const cell of cells ) {
			await expect(
				row.getByRole( 'cell', { name: cell, exact: true } )
			).toBeVisible();
		}
		// No edit, delete or publish controls.
		await expect( section.getByRole( 'button' ) ).toHaveCount( 0 );
		await expect( section.getByRole( 'link' ) ).toHaveCount( 0 );
		await section.scrollIntoViewIfNeeded();
		const body = await page.screenshot( {
			path: `/tmp/shots/network/${ shot }-${ size.width }.png`,
			fullPage: true,
		} );
		await testInfo.attach( `${ shot } ${ size.width }`, {
			body,
			contentType: 'image/png',
		} );
	}
}
