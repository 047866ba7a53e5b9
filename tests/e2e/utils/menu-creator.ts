/**
 * The menu creator's screen, for its e2e specs.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const CREATOR = '/wp-admin/admin.php?page=uip-menu-creator';

/**
 * An entry of the menu being edited, by its name: the first one (Settings
 * has a "Media" too).
 *
 * @param page The menu creator.
 * @param name The entry's name.
 */
export function entry( page: Page, name: string ): Locator {
	return page
		.getByRole( 'list', { name: 'Menu items' } )
		.locator( '.uip-menu-tree__select' )
		.filter( {
			has: page.locator( '.uip-menu-tree__name' ).getByText( name, {
				exact: true,
			} ),
		} )
		.first();
}

/**
 * The menu id in the editor's URL.
 *
 * @param page The menu creator.
 */
export function menuIdOf( page: Page ): number {
	return Number( new URL( page.url() ).searchParams.get( 'menu' ) );
}

/**
 * Creates a menu (a copy of the live one) with the screen's button and
 * opens it.
 *
 * @param page The page.
 */
export async function createMenuInCreator( page: Page ): Promise< number > {
	await page.goto( CREATOR );
	await page.getByRole( 'button', { name: 'Create menu' } ).click();
	await expect( entry( page, 'Dashboard' ) ).toBeVisible();
	return menuIdOf( page );
}
