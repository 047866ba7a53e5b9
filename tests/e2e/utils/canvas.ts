/**
 * The builder's canvas in specs: blocks on it, their boxes, and the
 * templates the canvas specs share.
 */
import type { Locator, Page } from '@playwright/test';
import type { Block } from '../../../src/engine/types';
import { expect } from '../fixtures';
import {
	block,
	createTemplate,
	dynamicText,
	paragraphBlock,
} from './templates';

export const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

export type Box = { x: number; y: number; width: number; height: number };

export function onCanvas( page: Page, uid: string ): Locator {
	return page.locator( `.uip-editor-canvas [data-uip-uid="${ uid }"]` );
}

export async function boxOf( locator: Locator ): Promise< Box > {
	const found = await locator.boundingBox();
	expect( found, `${ locator.toString() } has a box` ).not.toBeNull();
	return found as Box;
}

export function intersects( a: Box, b: Box ): boolean {
	return (
		a.x < b.x + b.width &&
		b.x < a.x + a.width &&
		a.y < b.y + b.height &&
		b.y < a.y + a.height
	);
}

export function inside( inner: Box, outer: Box ): boolean {
	return (
		inner.x >= outer.x - 0.5 &&
		inner.y >= outer.y - 0.5 &&
		inner.x + inner.width <= outer.x + outer.width + 0.5 &&
		inner.y + inner.height <= outer.y + outer.height + 0.5
	);
}

export async function openBuilder(
	page: Page,
	requestUtils: Parameters< typeof createTemplate >[ 0 ],
	content: Block[]
): Promise< void > {
	const id = await createTemplate( requestUtils, content );
	await page.goto( `${ BUILDER }&template=${ id }` );
	await expect( page.locator( '.uip-editor-canvas' ) ).toBeVisible();
}

/** A 100vh row: a 300 px sidebar (off-canvas on phones) and a main column. */
export function sidebarLayout() {
	const heading = block( 'uip-heading', { name: 'Title' } );
	const sidebar = block( 'uip-container', {
		name: 'Sidebar',
		content: [ paragraphBlock( 'Menu here' ) ],
		settings: {
			block: { options: { smallScreen: 'offCanvasLeft' } },
			style: {
				options: {
					dimensions: { width: { value: 300, units: 'px' } },
					flexLayout: { size: 'fixed' },
				},
			},
		},
	} );
	const main = block( 'uip-container', {
		name: 'Main',
		content: [ heading ],
		settings: { style: { options: { flexLayout: { size: 'fill' } } } },
	} );
	const row = block( 'uip-container', {
		name: 'Row',
		content: [ sidebar, main ],
		settings: {
			style: {
				options: {
					flexLayout: { display: 'flex', direction: 'row' },
					dimensions: { height: { value: 100, units: 'vh' } },
				},
			},
		},
	} );
	return { row, sidebar, main, heading };
}

/** A top bar row holding a title and a dropdown with a paragraph inside. */
export function topBarWithDropdown() {
	const inPanel = paragraphBlock( 'Inside the panel' );
	const dropdown = block( 'uip-dropdown', {
		name: 'Account',
		content: [ inPanel ],
		settings: {
			block: { options: { buttonText: dynamicText( 'Account' ) } },
		},
	} );
	const topBar = block( 'uip-container', {
		name: 'Top bar',
		content: [ paragraphBlock( 'Site' ), dropdown ],
		settings: {
			style: {
				options: {
					flexLayout: { display: 'flex', direction: 'row' },
				},
			},
		},
	} );
	return { topBar, dropdown, inPanel };
}

/**
 * The top bar's zoom menu button.
 *
 * @param page The builder.
 */
export const zoomButton = ( page: Page ) =>
	page.getByRole( 'button', { name: /^Zoom: / } );

/**
 * The percentage 'Fit' gives now, read from the zoom button's name.
 *
 * @param page The builder, at Fit.
 */
export async function fitPercent( page: Page ): Promise< number > {
	await expect( zoomButton( page ) ).toHaveAccessibleName(
		/^Zoom: Fit \(\d+%\)$/
	);
	const name =
		( await zoomButton( page ).getAttribute( 'aria-label' ) ) ?? '';
	return Number( /\((\d+)%\)/.exec( name )?.[ 1 ] );
}
