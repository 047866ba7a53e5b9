/**
 * The design screens' admin menu, toolbar and account. The interface build
 * takes read-chrome.interface.ts instead: the interface page carries none.
 */

/**
 * Internal dependencies
 */
import { readChromeConfig } from '../shared/config/read-config';
import type { ChromeConfig } from '../shared/config/types';
import { readLogged } from './read-logged';

/**
 * The admin menu, toolbar and account the builder, menu creator and preview
 * screens carry, or undefined elsewhere or when malformed (logged).
 */
export function readChrome(): ChromeConfig | undefined {
	return readLogged( readChromeConfig );
}
