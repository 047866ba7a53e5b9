/**
 * The builder's messages: one snackbar list at the bottom left.
 */
import type { Locator, Page } from '@playwright/test';

/** The builder's snackbar list. */
export const SNACKBARS = '.uip-editor-snackbars';

/**
 * The builder's snackbar with this text. Scoped to the list: the same words
 * are also in WordPress's screen reader announcement region.
 *
 * @param page The page.
 * @param text The snackbar's text.
 */
export function snackbar( page: Page, text: string ): Locator {
	return page.locator( SNACKBARS ).getByText( text );
}
