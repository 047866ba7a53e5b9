/**
 * The interface page prints no design-screen parts (`chrome`, `preview`):
 * Takeover::config() gives it `runtime` instead, so its script carries no
 * parser for them (see design-screens.ts).
 */

/**
 * Internal dependencies
 */
import type { ChromeConfig, PreviewConfig, UipressConfig } from './types';

/**
 * Nothing: the interface page has neither part.
 */
export function parseDesignScreens(): Pick<
	UipressConfig,
	'chrome' | 'preview'
> {
	return {};
}

/** Nothing: the interface page has no preview part. */
export function readPreviewConfig(): PreviewConfig | undefined {
	return undefined;
}

/** Nothing: the interface page has no chrome part. */
export function readChromeConfig(): ChromeConfig | undefined {
	return undefined;
}
