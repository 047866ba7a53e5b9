/**
 * Internal dependencies
 */
import { sanitizeColor } from '../styles/sanitize/color';
import { SIZE_VARIABLES } from './size-scale';
import { THEME_VARIABLES } from './variables';

/** Site settings' changes to the theme, keyed by variable name. */
export type ThemeOverrides = Partial<
	Record< string, { value?: string; darkValue?: string } >
>;

/**
 * The theme stylesheet: light values on `:root`, dark values on
 * `[data-theme="dark"]` (dark mode sets that attribute on the page root).
 * Overrides of unknown variables, and override values that are not valid
 * colours, are ignored: the default stays.
 *
 * @param overrides Values from the site settings.
 */
export function themeCss( overrides: ThemeOverrides = {} ): string {
	const light: string[] = [];
	const dark: string[] = [];
	for ( const variable of THEME_VARIABLES ) {
		const override = Object.prototype.hasOwnProperty.call(
			overrides,
			variable.name
		)
			? overrides[ variable.name ]
			: undefined;
		const value = sanitizeColor( override?.value ?? '' ) ?? variable.value;
		const darkValue =
			sanitizeColor( override?.darkValue ?? '' ) ?? variable.darkValue;
		light.push( `${ variable.name }:${ value };` );
		dark.push( `${ variable.name }:${ darkValue };` );
	}
	for ( const size of SIZE_VARIABLES ) {
		light.push( `${ size.name }:${ size.value };` );
	}
	return `:root{${ light.join( '' ) }}[data-theme="dark"]{${ dark.join(
		''
	) }}`;
}
