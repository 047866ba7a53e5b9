/**
 * The builder's media dialog, opened from a block's image option.
 */
import { expect, type Page } from '@playwright/test';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/**
 * Opens a template in the builder, selects its page loader block and opens
 * the media dialog of the loader's image option.
 *
 * @param page      The page.
 * @param id        The template's id.
 * @param loaderUid The page loader block's uid.
 * @return The dialog.
 */
export async function openLoaderImageDialog(
	page: Page,
	id: number,
	loaderUid: string
) {
	await page.goto( `${ BUILDER }&template=${ id }` );
	await page.locator( `[data-uip-layer="${ loaderUid }"]` ).click();
	const settings = page.locator( '.uip-settings' );
	await settings
		.getByRole( 'tab', { name: 'Settings', exact: true } )
		.click();
	await settings.getByRole( 'button', { name: 'Choose image' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Loader image' } );
	await expect( dialog ).toBeVisible();
	return dialog;
}
