/**
 * Internal dependencies
 */
import type { BlockLink, LinkSelectValue } from '../types';

const SAFE_PROTOCOL = /^(https?:|mailto:|tel:)/i;
const ANY_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A URL that is safe to follow: http(s), mailto, tel, or relative. Anything
 * else (`javascript:`, `data:`…) gives undefined. Stored values come from
 * administrators, but a link must never run script.
 *
 * @param url The stored URL.
 */
export function safeLinkUrl( url: string | undefined ): string | undefined {
	const trimmed = url?.trim() ?? '';
	if ( ! trimmed ) {
		return undefined;
	}
	// Control characters and whitespace inside a scheme are ignored by
	// browsers ("java\nscript:"), so test the URL without them.
	const compact = trimmed.replace( /[\u0000-\u0020]/g, '' );
	if ( ANY_PROTOCOL.test( compact ) && ! SAFE_PROTOCOL.test( compact ) ) {
		return undefined;
	}
	return trimmed;
}

/**
 * A menu, toolbar or breadcrumb URL that may be rendered and followed: an
 * http(s) address or a path relative to the admin (`edit.php`,
 * `/wp-admin/tools.php`); '' for anything else (`javascript:`, `data:`,
 * `//other.host`). The server stores menu URLs under the same rule
 * (includes/Menus/MenuUrls.php); this holds for what it never saw.
 *
 * @param url The URL.
 */
export function safeMenuUrl( url: string ): string {
	const trimmed = url.trim();
	// Browsers ignore control characters and whitespace inside a scheme.
	const compact = trimmed.replace( /[\u0000-\u0020\u007f]/g, '' );
	if ( /^(\/\/|\\|\/\\)/.test( compact ) ) {
		return '';
	}
	if ( ANY_PROTOCOL.test( compact ) && ! /^https?:/i.test( compact ) ) {
		return '';
	}
	return trimmed;
}

/**
 * Whether a URL leaves the admin (another origin, or outside /wp-admin/).
 *
 * @param url      The URL.
 * @param adminUrl The admin's URL; by default this page's /wp-admin/.
 */
export function isExternalUrl( url: string, adminUrl?: string ): boolean {
	try {
		const target = new URL( url, window.location.href );
		const admin = new URL( adminUrl ?? '/wp-admin/', window.location.href );
		return (
			target.origin !== admin.origin ||
			! target.pathname.startsWith( admin.pathname )
		);
	} catch {
		return true;
	}
}

/**
 * Whether a link-select value opens a new tab: 'newTab' always, 'dynamic'
 * when the URL leaves the admin.
 *
 * @param link The stored link-select value.
 */
export function opensInNewTab( link: LinkSelectValue ): boolean {
	if ( link.newTab === 'newTab' ) {
		return true;
	}
	return link.newTab === 'dynamic' && isExternalUrl( link.value );
}

/**
 * Whether a block's own link opens a new tab: `newTab` true always,
 * 'dynamic' when the URL leaves the admin.
 *
 * @param url    The link's URL.
 * @param newTab Its stored `newTab`.
 */
export function linkOpensInNewTab(
	url: string,
	newTab: BlockLink[ 'newTab' ] | undefined
): boolean {
	return newTab === true || ( newTab === 'dynamic' && isExternalUrl( url ) );
}

/**
 * Goes to `url`, in a new tab when asked.
 *
 * @param url    A URL already checked by safeLinkUrl.
 * @param newTab Whether to open a new tab.
 */
export function followLink( url: string, newTab: boolean ): void {
	if ( newTab ) {
		window.open( url, '_blank', 'noopener,noreferrer' );
		return;
	}
	window.location.assign( url );
}
