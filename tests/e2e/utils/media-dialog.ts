/**
 * The builder's media dialog, opened from a block's image option.
 */
import { expect, type Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { selectLayer } from './builder-sidebar';
import { snackbar } from './snackbars';
import type { StoredTemplatePost } from './templates';

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

/**
 * Saves the template open in the builder and reads back the image its
 * first block's page loader option holds.
 *
 * @param page         The page.
 * @param requestUtils WordPress's request helpers.
 * @param id           The template's id.
 * @return The stored option.
 */
export async function savedLoaderImage(
	page: Page,
	requestUtils: RequestUtils,
	id: number
): Promise< unknown > {
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
	const stored = await requestUtils.rest< StoredTemplatePost >( {
		path: `/wp/v2/uip-ui-template/${ id }`,
		params: { context: 'edit' },
	} );
	return stored.uipress.content[ 0 ]?.settings.block?.options?.loaderImage;
}
