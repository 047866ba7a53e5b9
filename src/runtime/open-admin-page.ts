/**
 * Internal dependencies
 */
import { adminBaseUrl } from './admin-base';
import { PAGE_EVENTS, dispatchPageEvent } from './events';
import { isAdminUrl } from './frame-url';

export { isPlainClick } from './frame-links';

/**
 * Opens an admin page in the page content frame when the page has one
 * (through `uipress/page/change`); returns false when the browser should
 * follow the link itself (no frame, or not an admin page).
 *
 * @param url Absolute URL.
 */
export function openInFrame( url: string ): boolean {
	const adminUrl = adminBaseUrl();
	const hasFrame =
		document.querySelector( '[data-uip-module="uip-content-frame"]' ) !==
		null;
	if ( ! hasFrame || ! isAdminUrl( url, adminUrl ) ) {
		return false;
	}
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	dispatchPageEvent( PAGE_EVENTS.pageChange, {
		url: url.startsWith( base ) ? url.slice( base.length ) : url,
	} );
	return true;
}
