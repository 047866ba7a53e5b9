/**
 * The builder's pickers against the real site: the post type select offers
 * what a query can return and shows the chosen types by label.
 */
import { expect, test } from '../fixtures';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

test.describe( 'Builder pickers', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'the post type select lists no media, and shows labels', async ( {
		page,
		requestUtils,
	} ) => {
		const box = block( 'uip-container', { content: [] } );
		const id = await createTemplate( requestUtils, [ box ] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		await page.locator( `[data-uip-layer="${ box.uid }"]` ).click();
		const settings = page.locator( '.uip-settings' );
		await settings
			.getByRole( 'tab', { name: 'Advanced', exact: true } )
			.click();
		await settings
			.getByRole( 'button', { name: 'Query', exact: true } )
			.click();
		await settings
			.getByRole( 'checkbox', { name: 'Query content' } )
			.check();

		await settings
			.getByRole( 'button', { name: 'Post type select' } )
			.click();
		const list = page.locator( '.uip-post-type-select__list' );
		await expect(
			list.getByRole( 'checkbox', { name: 'Posts', exact: true } )
		).toBeVisible();
		await expect(
			list.getByRole( 'checkbox', { name: 'Media', exact: true } )
		).toHaveCount( 0 );
		await list
			.getByRole( 'checkbox', { name: 'Pages', exact: true } )
			.check();
		await page.keyboard.press( 'Escape' );
		await expect(
			settings.getByRole( 'button', { name: 'Post type select' } )
		).toContainText( /Posts, Pages|Pages, Posts/ );
	} );
} );
