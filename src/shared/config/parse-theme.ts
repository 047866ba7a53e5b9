/**
 * Internal dependencies
 */
import { THEME_VARIABLES } from '../../engine/theme/variables';
import type { ThemeOverrides } from '../../engine/theme/theme-css';
import { isRecord } from './fields';

const NAMES = new Set( THEME_VARIABLES.map( ( variable ) => variable.name ) );

/**
 * The site's theme colours (`uipressConfig.theme`, setting `theme`), read
 * defensively: the page must draw even if the value is odd, so unknown
 * variables, entries that are not objects and values that are not strings
 * are dropped rather than refused (themeCss() then ignores bad colours).
 *
 * @param value The raw value.
 */
export function parseThemeOverrides( value: unknown ): ThemeOverrides {
	const overrides: ThemeOverrides = {};
	if ( ! isRecord( value ) ) {
		return overrides;
	}
	for ( const [ name, entry ] of Object.entries( value ) ) {
		if ( ! NAMES.has( name ) || ! isRecord( entry ) ) {
			continue;
		}
		const kept: { value?: string; darkValue?: string } = {};
		if ( typeof entry.value === 'string' ) {
			kept.value = entry.value;
		}
		if ( typeof entry.darkValue === 'string' ) {
			kept.darkValue = entry.darkValue;
		}
		if ( kept.value !== undefined || kept.darkValue !== undefined ) {
			overrides[ name ] = kept;
		}
	}
	return overrides;
}

/**
 * The theme colours of the current page's configuration (none when the page
 * has none), for the places that draw the interface: the template page, the
 * builder's canvas, the menu creator's preview.
 */
export function readThemeConfig(): ThemeOverrides {
	const source: unknown = window.uipressConfig;
	return parseThemeOverrides( isRecord( source ) ? source.theme : undefined );
}
