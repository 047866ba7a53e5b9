/**
 * The builder's left sidebar: the Blocks and Layers tabs.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Shows the Layers tab and returns the template's tree.
 *
 * @param page The builder page.
 */
export async function showLayers( page: Page ): Promise< Locator > {
	await page.getByRole( 'tab', { name: 'Layers', exact: true } ).click();
	return page.getByRole( 'tree', { name: 'Template blocks' } );
}

/**
 * Selects a block by its row in the Layers tab.
 *
 * @param page The builder page.
 * @param uid  The block's uid.
 */
export async function selectLayer( page: Page, uid: string ): Promise< void > {
	await showLayers( page );
	await page.locator( `[data-uip-layer="${ uid }"]` ).click();
}
