/**
 * Drag and drop as a person does it, for the builder's dnd-kit panels.
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Drags with real pointer events, in steps (the drag starts once the
 * pointer has moved a few pixels), and drops on the target's centre or at
 * another point of it.
 *
 * @param page   The page.
 * @param source What to pick up.
 * @param target Where to drop it.
 * @param at     Where in the target, as shares of its width and height
 *               (the centre by default).
 * @param at.x   Share of the width, from the left.
 * @param at.y   Share of the height, from the top.
 */
export async function drag(
	page: Page,
	source: Locator,
	target: Locator,
	at: { x: number; y: number } = { x: 0.5, y: 0.5 }
): Promise< void > {
	// Hovering first scrolls the source into view and waits until it stops
	// moving (a panel may still be scrolling after the previous drag).
	await target.scrollIntoViewIfNeeded();
	await source.hover();
	const from = await source.boundingBox();
	const to = await target.boundingBox();
	if ( ! from || ! to ) {
		throw new Error( 'Drag source or target is not on screen.' );
	}
	await page.mouse.move( from.x + from.width / 2, from.y + from.height / 2 );
	await page.mouse.down();
	await page.mouse.move(
		from.x + from.width / 2 + 10,
		from.y + from.height / 2 + 10,
		{ steps: 5 }
	);
	await page.mouse.move( to.x + to.width * at.x, to.y + to.height * at.y, {
		steps: 20,
	} );
	await page.mouse.up();
}
