/**
 * Pure URL rules of the page content frame (spec: page content block).
 */

/** The parameter that tells the server to render a page for the frame. */
export const FRAMED_PARAM = 'uip-framed-page';

/** Parameters stripped from shown URLs when the server gives no list. */
export const DEFAULT_STRIPPED_PARAMS: readonly string[] = [
	'uip-framed-page',
	'uip-hide-screen-options',
	'uip-hide-help-tab',
	'uip-default-theme',
	'uip-hide-notices',
	'uipid',
];

function parse( url: string, base?: string ): URL | undefined {
	try {
		return new URL( url, base );
	} catch {
		return undefined;
	}
}

/**
 * The URL without the given query parameters (spec: stripped parameters).
 *
 * @param url    An absolute URL.
 * @param params Parameter names to remove.
 */
export function stripParams( url: string, params: readonly string[] ): string {
	const parsed = parse( url );
	if ( ! parsed ) {
		return url;
	}
	params.forEach( ( param ) => parsed.searchParams.delete( param ) );
	return parsed.toString();
}

/**
 * The URL the frame loads: the admin page with `uip-framed-page=1`.
 *
 * @param url An absolute URL.
 */
export function framedUrl( url: string ): string {
	const parsed = parse( url );
	if ( ! parsed ) {
		return url;
	}
	parsed.searchParams.set( FRAMED_PARAM, '1' );
	return parsed.toString();
}

/**
 * A URL relative to the admin base made absolute; a full URL stays as is
 * (spec: login redirect and page-change event).
 *
 * @param url      Relative path (`edit.php`, `/edit.php`) or full URL.
 * @param adminUrl The admin base, e.g. `https://example.com/wp-admin/`.
 */
export function resolveAdminUrl( url: string, adminUrl: string ): string {
	if ( /^[a-z][a-z0-9+.-]*:/i.test( url ) || url.startsWith( '//' ) ) {
		return url;
	}
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	return `${ base }${ url.replace( /^\/+/, '' ) }`;
}

/**
 * Whether a URL is on the admin's site (same origin).
 *
 * @param url      The URL.
 * @param adminUrl The admin base.
 */
export function isSameSite( url: string, adminUrl: string ): boolean {
	const parsed = parse( url );
	return !! parsed && parsed.origin === parse( adminUrl )?.origin;
}

/**
 * Whether a URL is an admin page of this site.
 *
 * @param url      An absolute URL.
 * @param adminUrl The admin base.
 */
export function isAdminUrl( url: string, adminUrl: string ): boolean {
	const parsed = parse( url );
	const admin = parse( adminUrl );
	if ( ! parsed || ! admin ) {
		return false;
	}
	const adminPath = admin.pathname.endsWith( '/' )
		? admin.pathname
		: `${ admin.pathname }/`;
	return (
		parsed.origin === admin.origin &&
		( parsed.pathname.startsWith( adminPath ) ||
			`${ parsed.pathname }/` === adminPath )
	);
}

/**
 * Whether a link opens a page builder, which must load as a full page
 * (spec: bricks=run, motion page, elementor action and app, breakdance
 * builder, ct_builder=true, piotnetforms with a post, zion builder active,
 * et_fb=1).
 *
 * @param url An absolute URL.
 */
export function isPageBuilderUrl( url: string ): boolean {
	const parsed = parse( url );
	if ( ! parsed ) {
		return false;
	}
	const query = parsed.searchParams;
	const page = query.get( 'page' ) ?? '';
	return (
		query.get( 'bricks' ) === 'run' ||
		page === 'motionpage' ||
		page === 'motion-page' ||
		query.get( 'action' ) === 'elementor' ||
		page === 'elementor-app' ||
		query.get( 'breakdance' ) === 'builder' ||
		query.get( 'ct_builder' ) === 'true' ||
		( url.includes( 'piotnetforms' ) && query.has( 'post' ) ) ||
		query.has( 'zionbuilder-active' ) ||
		query.get( 'et_fb' ) === '1'
	);
}

/**
 * Admin files that only work as the whole window: the site editor (a full
 * screen app whose own back button leads to the admin home, so into the
 * interface again) and the customizer.
 */
export const WINDOW_ONLY_FILES: readonly string[] = [
	'site-editor.php',
	'customize.php',
];

/**
 * Whether a URL must open in the whole window rather than the frame: a page
 * builder, one of WINDOW_ONLY_FILES, or an `admin.php?page=` screen the
 * server lists as one (UiPress's own: `windowPages` of the configuration).
 *
 * @param url         An absolute URL.
 * @param windowPages `page` slugs of admin.php that open in the whole window.
 */
export function opensInWindow(
	url: string,
	windowPages: readonly string[] = []
): boolean {
	const parsed = parse( url );
	if ( ! parsed ) {
		return false;
	}
	const file = parsed.pathname.split( '/' ).pop() ?? '';
	return (
		WINDOW_ONLY_FILES.includes( file ) ||
		( file === 'admin.php' &&
			windowPages.includes( parsed.searchParams.get( 'page' ) ?? '' ) ) ||
		isPageBuilderUrl( url )
	);
}

/**
 * Whether the frame's page must show full screen (substring match against
 * the configured list).
 *
 * @param url  The page URL.
 * @param list Configured URL fragments.
 */
export function isForcedFullScreen(
	url: string,
	list: readonly string[]
): boolean {
	return list.some( ( entry ) => entry !== '' && url.includes( entry ) );
}

/** What following a link in the frame does. */
export type LinkDecision =
	/** Left to the browser: new tab, hash only, role=button, no href. */
	| 'ignore'
	/** The whole window navigates: other site, front end, page builder, site editor. */
	| 'window'
	/** The frame follows it (an admin page). */
	| 'frame';

export interface LinkFacts {
	/** The raw `href` attribute. */
	href: string | null;
	target: string | null;
	role: string | null;
	/** Where the link points, resolved against the frame's page. */
	resolved: string;
	/** The URL of the page the link is on. */
	pageUrl: string;
}

/**
 * Decides what a plain click on a link inside the frame does.
 *
 * @param link        What the link says.
 * @param adminUrl    The admin base.
 * @param windowPages `page` slugs that open in the whole window.
 */
export function decideLink(
	link: LinkFacts,
	adminUrl: string,
	windowPages: readonly string[] = []
): LinkDecision {
	const href = link.href?.trim() ?? '';
	if (
		! href ||
		href.startsWith( '#' ) ||
		link.role === 'button' ||
		( link.target !== null &&
			link.target !== '' &&
			link.target !== '_self' )
	) {
		return 'ignore';
	}
	const target = parse( link.resolved );
	if ( ! target || ! /^https?:$/.test( target.protocol ) ) {
		return 'ignore';
	}
	const page = parse( link.pageUrl );
	if (
		page &&
		target.origin === page.origin &&
		target.pathname === page.pathname &&
		target.search === page.search &&
		target.hash !== ''
	) {
		// Only the hash changes.
		return 'ignore';
	}
	if ( ! isAdminUrl( target.toString(), adminUrl ) ) {
		return 'window';
	}
	return opensInWindow( target.toString(), windowPages ) ? 'window' : 'frame';
}
