/**
 * The parts of the page configuration only the design screens print: the
 * builder's, the menu creator's and the preview's admin menu, toolbar and
 * account (`chrome`), and the preview's template (`preview`). The interface
 * build takes design-screens.interface.ts instead: the interface page
 * prints neither.
 */

/**
 * Internal dependencies
 */
import { record } from './fields';
import { parsePreviewConfig } from './parse-preview';
import { parseAccount, parseMenu, parseToolbar } from './parse-runtime';
import type { ChromeConfig, PreviewConfig, UipressConfig } from './types';

/**
 * The admin menu, toolbar and account of the design screens. Entries that
 * are not menu or toolbar items are dropped, as in the runtime
 * configuration.
 *
 * @param value The raw `chrome`.
 */
function parseChromeConfig( value: unknown ): ChromeConfig {
	const source = record( value, 'chrome' );
	return {
		adminMenu: parseMenu( source.adminMenu ),
		toolbar: parseToolbar( source.toolbar ),
		account: parseAccount( source.account ),
	};
}

/**
 * Checks `chrome` and `preview` of the page configuration, where present.
 *
 * @param source The page configuration.
 * @throws ConfigError when one is present but malformed.
 */
export function parseDesignScreens(
	source: Record< string, unknown >
): Pick< UipressConfig, 'chrome' | 'preview' > {
	const parts: Pick< UipressConfig, 'chrome' | 'preview' > = {};
	if ( source.preview !== undefined ) {
		parts.preview = parsePreviewConfig( source.preview );
	}
	if ( source.chrome !== undefined ) {
		parts.chrome = parseChromeConfig( source.chrome );
	}
	return parts;
}

/**
 * One design-screen part of the page configuration, parsed alone.
 *
 * @param key The part.
 * @return The part, or undefined when the page has none.
 * @throws ConfigError when it is present but malformed.
 */
function readPart< K extends 'chrome' | 'preview' >(
	key: K
): UipressConfig[ K ] | undefined {
	const source = window.uipressConfig;
	return source === undefined
		? undefined
		: parseDesignScreens( {
				[ key ]: record( source, 'uipressConfig' )[ key ],
			} )[ key ];
}

/**
 * Only the preview part of the page configuration.
 *
 * @return The preview configuration, or undefined when the page has none.
 * @throws ConfigError when it is present but malformed.
 */
export function readPreviewConfig(): PreviewConfig | undefined {
	return readPart( 'preview' );
}

/**
 * Only the design screens' admin menu, toolbar and account.
 *
 * @return The chrome configuration, or undefined when the page has none.
 * @throws ConfigError when it is present but malformed.
 */
export function readChromeConfig(): ChromeConfig | undefined {
	return readPart( 'chrome' );
}
