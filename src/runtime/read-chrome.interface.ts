/**
 * The interface build's readChrome(): the interface page carries no design
 * screens' `chrome` (Takeover::config() gives it `runtime`), so its blocks
 * read `runtime` alone (see read-chrome.ts).
 */

/**
 * Internal dependencies
 */
import type { ChromeConfig } from '../shared/config/types';

/** Nothing: the interface page has no chrome part. */
export function readChrome(): ChromeConfig | undefined {
	return undefined;
}
