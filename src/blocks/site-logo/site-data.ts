/**
 * Internal dependencies
 */
import { pageEngineConfig } from '../../engine/renderer/page-engine-config';
import type { SiteLogoUrls } from '../../engine/types';
import { adminBaseUrl } from '../../runtime/admin-base';
import { readRuntime } from '../../runtime/runtime-config';
import { readSiteLogoConfig } from '../../shared/config/read-config';

export interface SiteLogoData {
	/** The site's name: the logo's alt text, and the block's text without a logo. */
	name: string;
	/** Where the logo links to: the admin home. */
	adminUrl: string;
	logo: SiteLogoUrls;
}

/**
 * What the Site logo block shows, from the page configuration: the
 * interface's runtime site, else (builder, preview) the engine's site and
 * the page's `siteLogo`.
 */
export function readSiteLogoData(): SiteLogoData {
	const runtime = readRuntime();
	return {
		name: runtime?.site.name ?? pageEngineConfig().context.site.title,
		adminUrl: adminBaseUrl(),
		logo: runtime?.site.logo ?? readSiteLogoConfig(),
	};
}
