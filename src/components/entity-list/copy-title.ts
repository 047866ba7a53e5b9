/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The title of a duplicate: "Sales board (copy)".
 *
 * @param title The original's title.
 */
export function copyTitle( title: string ): string {
	return sprintf(
		/* translators: %s: the original's title. */
		__( '%s (copy)', 'uipress' ),
		title
	);
}
