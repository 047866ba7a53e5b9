/**
 * Internal dependencies
 */
import type { SpacingPreset, TextSizePreset } from '../types';
import { SPACING_VARIABLES, TEXT_SIZE_VARIABLES } from '../theme/size-scale';

/**
 * The CSS of a spacing preset: '0' is zero, XS…XL are the theme's spacing
 * variables (var(--uip-spacing-xs) …), 'custom' has no single value.
 *
 * @param preset Stored preset.
 */
export function spacingPresetValue(
	preset: SpacingPreset | string
): string | undefined {
	if ( preset === '0' ) {
		return '0';
	}
	return Object.prototype.hasOwnProperty.call( SPACING_VARIABLES, preset )
		? `var(${
				SPACING_VARIABLES[ preset as keyof typeof SPACING_VARIABLES ]
			})`
		: undefined;
}

/**
 * The CSS of a text size preset: XS…XL are the theme's text variables
 * (var(--uip-text-xs) …), 'custom' has no single value.
 *
 * @param preset Stored preset.
 */
export function textSizePresetValue(
	preset: TextSizePreset | string
): string | undefined {
	return Object.prototype.hasOwnProperty.call( TEXT_SIZE_VARIABLES, preset )
		? `var(${
				TEXT_SIZE_VARIABLES[
					preset as keyof typeof TEXT_SIZE_VARIABLES
				]
			})`
		: undefined;
}
