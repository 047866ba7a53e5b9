/**
 * The labels of the size presets (spec: XS, S, M, L, XL; spacing also 0).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The label of a text size or spacing preset.
 *
 * @param preset The stored preset name.
 */
export function presetLabel( preset: string ): string {
	switch ( preset ) {
		case '0':
			return __( 'None (0)', 'uipress' );
		case 'XS':
			return __( 'Extra small (XS)', 'uipress' );
		case 'S':
			return __( 'Small (S)', 'uipress' );
		case 'M':
			return __( 'Medium (M)', 'uipress' );
		case 'L':
			return __( 'Large (L)', 'uipress' );
		case 'XL':
			return __( 'Extra large (XL)', 'uipress' );
		case 'custom':
			return __( 'Custom', 'uipress' );
		default:
			return preset;
	}
}
