/**
 * The DataViews list of templates (builder) and custom menus (menu
 * creator): its titles in order, a row's actions, filters, selection and
 * the file import.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const BUILDER_LIST = '/wp-admin/admin.php?page=uip-ui-builder';

/**
 * The titles of the rows shown, in order.
 *
 * @param page The list's screen.
 */
export function listTitles( page: Page ): Promise< string[] > {
	return page
		.locator( '.uip-entity-list__views .uip-entity-list__name' )
		.allTextContents();
}

/**
 * A row of the list, by its title.
 *
 * @param page  The list's screen.
 * @param title The post's title (exact).
 */
export function listRow( page: Page, title: string ): Locator {
	return page.locator( '.uip-entity-list__views tbody tr' ).filter( {
		has: page.locator( '.uip-entity-list__name', {
			hasText: new RegExp( `^${ title }$` ),
		} ),
	} );
}

/**
 * Runs one of a row's actions from its Actions menu.
 *
 * @param page   The list's screen.
 * @param title  The post's title.
 * @param action The action's name, e.g. 'Move up'.
 */
export async function rowAction(
	page: Page,
	title: string,
	action: string
): Promise< void > {
	await listRow( page, title )
		.getByRole( 'button', { name: 'Actions' } )
		.click();
	await page.getByRole( 'menuitem', { name: action, exact: true } ).click();
}

/**
 * The file input of "Import from file".
 *
 * @param page The list's screen.
 */
export function importInput( page: Page ): Locator {
	return page.locator( '.uip-entity-list__toolbar input[type="file"]' );
}

/**
 * The import's result line of a file.
 *
 * @param page The list's screen.
 * @param file The file's name.
 */
export function importResult( page: Page, file: string ): Locator {
	return page
		.locator( '.uip-entity-list__results li' )
		.filter( { hasText: file } );
}

/**
 * Sets a filter's values: opens its chip (or adds it) and ticks `values`,
 * leaving the others as they are unless `only`.
 *
 * @param page   The list's screen.
 * @param name   The field's name, e.g. 'Status'.
 * @param values The options to toggle.
 */
export async function toggleFilter(
	page: Page,
	name: string,
	values: string[]
): Promise< void > {
	const chip = page.locator( '.dataviews-filters__summary-chip' ).filter( {
		hasText: new RegExp( `^${ name }` ),
	} );
	if ( ! ( await chip.count() ) ) {
		await page.getByRole( 'button', { name: 'Add filter' } ).click();
		await page.getByRole( 'menuitem', { name } ).click();
	} else {
		await chip.click();
	}
	for ( const value of values ) {
		await page.getByRole( 'option', { name: value } ).click();
	}
	await page.keyboard.press( 'Escape' );
	await expect( page.getByRole( 'option' ) ).toHaveCount( 0 );
}
