/**
 * Internal dependencies
 */
import type { SiteLogoUrls } from '../../engine/types';
import { isRecord } from './fields';

/**
 * An http(s) URL, or '' for anything else (a `javascript:` or `data:` URL
 * must never become an image source or a link).
 *
 * @param value The raw value.
 */
export function httpUrl( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const trimmed = value.trim();
	try {
		const { protocol } = new URL( trimmed );
		return protocol === 'http:' || protocol === 'https:' ? trimmed : '';
	} catch {
		return '';
	}
}

/**
 * The site logo URLs (settings globalLogo and globalLogoDarkMode). Missing
 * or malformed values are '' (no logo), not an error: the Site logo block
 * then shows the site name.
 *
 * @param value The raw `runtime.site.logo` or `siteLogo`.
 */
export function parseSiteLogo( value: unknown ): SiteLogoUrls {
	const source = isRecord( value ) ? value : {};
	return { light: httpUrl( source.light ), dark: httpUrl( source.dark ) };
}
