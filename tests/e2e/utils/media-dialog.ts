/**
 * The builder's media dialog, opened from a block's image option.
 */
import { expect, type Page } from '@playwright/test';
import { selectLayer } from './builder-sidebar';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

/**
 * Opens a template in the builder, selects a block and opens the media
 * dialog of its image option.
 *
 * @param page        The page.
 * @param id          The template's id.
 * @param uid         The block's uid.
 * @param optionLabel The image option's label (the dialog's title).
 * @return The dialog.
 */
export async function openImageDialog(
	page: Page,
	id: number,
	uid: string,
	optionLabel: string
) {
	await page.goto( `${ BUILDER }&template=${ id }` );
	await selectLayer( page, uid );
	const settings = page.locator( '.uip-settings' );
	await settings
		.getByRole( 'tab', { name: 'Settings', exact: true } )
		.click();
	await settings.getByRole( 'button', { name: 'Choose image' } ).click();
	const dialog = page.getByRole( 'dialog', { name: optionLabel } );
	await expect( dialog ).toBeVisible();
	return dialog;
}

/**
 * The media dialog of a page loader block's image option.
 *
 * @param page      The page.
 * @param id        The template's id.
 * @param loaderUid The page loader block's uid.
 * @return The dialog.
 */
export function openLoaderImageDialog(
	page: Page,
	id: number,
	loaderUid: string
) {
	return openImageDialog( page, id, loaderUid, 'Loader image' );
}
