/**
 * What the @store specs do alike on the page: the shop page they build
 * (store blocks beside a theme toggle, then a page content block), blocks
 * added from the inserter and saved, an order opened in the frame, the
 * contrast screenshots kept, and the seeded shop's money.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '../fixtures';
import { insertWithInserter } from './builder-sidebar';
import { block, createTemplate } from './templates';
import type { Block } from '../../../src/engine/types';

/** The wide and the small screen the contrast tests read a page on. */
export const VIEWPORTS = [
	{ width: 1440, height: 900 },
	{ width: 390, height: 844 },
];

/**
 * The seeded shop's money: USD, symbol left, 2 decimals ("$1,234.50").
 *
 * @param value The amount.
 */
export const usd = ( value: number ): string =>
	`${ value < 0 ? '-' : '' }$${ Math.abs( value ).toLocaleString( 'en-US', {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	} ) }`;

/**
 * A template's content: the blocks in a container after a dark mode
 * toggle, then a page content block (where orders open).
 *
 * @param blocks The store blocks.
 */
export function shopPage( blocks: Block[] ): Block[] {
	return [
		block( 'uip-container', {
			content: [ block( 'uip-dark-toggle' ), ...blocks ],
		} ),
		block( 'uip-content-frame' ),
	];
}

/**
 * A published template "Shop" for one role.
 *
 * @param requestUtils An administrator's request utils.
 * @param content      The template's content (shopPage()).
 * @param role         The role it applies to.
 * @return The template's id.
 */
export function createShopTemplate(
	requestUtils: RequestUtils,
	content: Block[],
	role = 'shop_manager'
): Promise< number > {
	return createTemplate( requestUtils, content, 'Shop', {
		forRoles: [ role ],
	} );
}

/**
 * Adds blocks from the inserter, each at the end of the template.
 *
 * @param page  The builder.
 * @param names The blocks' names in the inserter.
 * @return The new blocks' uids.
 */
export async function insertAtEnd(
	page: Page,
	names: string[]
): Promise< string[] > {
	const added: string[] = [];
	for ( const name of names ) {
		added.push(
			await insertWithInserter( page, name, 'At the end of the template' )
		);
		// The next one goes at the end again.
		await page.keyboard.press( 'Escape' );
	}
	return added;
}

/**
 * Saves the template in the builder and expects the stored one to hold
 * these blocks at its top level, in this order.
 *
 * @param page         The builder.
 * @param requestUtils An administrator's request utils.
 * @param id           The template.
 * @param modules      The blocks' module names.
 * @param uids         Their uids.
 */
export async function expectSavedBlocks(
	page: Page,
	requestUtils: RequestUtils,
	id: number,
	modules: string[],
	uids: string[]
): Promise< void > {
	await page.getByRole( 'button', { name: 'Save' } ).click();
	await expect(
		page.locator( '.uip-editor-snackbars' ).getByText( 'Template saved' )
	).toBeVisible();
	const stored = await requestUtils.rest< {
		uipress: {
			content: Array< { uid: string; moduleName: string } >;
		};
	} >( { path: `/wp/v2/uip-ui-template/${ id }?context=edit` } );
	expect( stored.uipress.content.map( ( item ) => item.moduleName ) ).toEqual(
		modules
	);
	expect( stored.uipress.content.map( ( item ) => item.uid ) ).toEqual(
		uids
	);
}

/**
 * Expects a frame of the page (the page content block) at an address, and
 * the address bar to say so too.
 *
 * @param page   The page.
 * @param opened The frame's address.
 */
export async function expectOpenedInFrame(
	page: Page,
	opened: RegExp
): Promise< void > {
	await expect
		.poll( () =>
			page
				.frames()
				.filter( ( frame ) => frame !== page.mainFrame() )
				.map( ( frame ) => frame.url() )
		)
		.toContainEqual( expect.stringMatching( opened ) );
	await expect( page ).toHaveURL( opened );
}

/**
 * Keeps contrastInBothThemes()'s light and dark screenshots of a width
 * where the brief looks at them.
 *
 * @param testInfo The test's info (the screenshots are in its output).
 * @param dir      Where to keep them.
 * @param width    The viewport's width.
 * @param prefix   Before `light-1440.png`.
 */
export function keepThemeShots(
	testInfo: TestInfo,
	dir: string,
	width: number,
	prefix = ''
): void {
	fs.mkdirSync( dir, { recursive: true } );
	for ( const theme of [ 'light', 'dark' ] ) {
		fs.copyFileSync(
			testInfo.outputPath( `${ theme }-${ width }.png` ),
			path.join( dir, `${ prefix }${ theme }-${ width }.png` )
		);
	}
}
