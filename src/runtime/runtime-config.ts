/**
 * Internal dependencies
 */
import type { RuntimeConfig } from '../engine/types';
import { readRuntimeConfig } from '../shared/config/read-config';
import { readLogged } from './read-logged';

/**
 * The runtime configuration of the page, or undefined outside takeover pages
 * (the builder, the preview) or when it is malformed (logged).
 */
export function readRuntime(): RuntimeConfig | undefined {
	return readLogged( readRuntimeConfig );
}

export { readChrome } from './read-chrome';

/**
 * The current user's id and the site URL, which key per-user caches.
 */
export function readUserAndSite(): { userId: number; siteUrl: string } {
	const source = window.uipressConfig;
	const record =
		typeof source === 'object' && source !== null
			? ( source as Record< string, unknown > )
			: {};
	const user = record.currentUser as { id?: unknown } | undefined;
	return {
		userId: typeof user?.id === 'number' ? user.id : 0,
		siteUrl: readRuntime()?.site.url ?? window.location.origin,
	};
}
