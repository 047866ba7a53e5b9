/**
 * The builder's left sidebar: the Blocks and Layers tabs.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

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

/**
 * Inserts a block by its button in the Blocks tab, after checking where the
 * inserter says it goes, and answers the new block's uid.
 *
 * @param page The builder page.
 * @param name The block's name in the inserter.
 * @param into Where it goes, as the inserter says ("Inside “Container”").
 */
export async function insertWithInserter(
	page: Page,
	name: string,
	into: string
): Promise< string > {
	await expect( page.locator( '.uip-inserter__location-text' ) ).toHaveText(
		`New blocks go: ${ into }`
	);
	const blocks = page.locator( '.uip-editor-canvas [data-uip-uid]' );
	const uids = () =>
		blocks.evaluateAll( ( found ) =>
			found.map( ( element ) => element.getAttribute( 'data-uip-uid' ) )
		);
	const before = await uids();
	await page
		.getByRole( 'region', { name: 'Blocks' } )
		.getByRole( 'button', { name, exact: true } )
		.click();
	await expect( blocks ).toHaveCount( before.length + 1 );
	const uid = ( await uids() ).find( ( each ) => ! before.includes( each ) );
	expect( uid ).toBeTruthy();
	return uid ?? '';
}
