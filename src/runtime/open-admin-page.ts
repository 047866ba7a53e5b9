/**
 * Internal dependencies
 */
import { adminBaseUrl } from './admin-base';
import { PAGE_EVENTS, dispatchPageEvent } from './events';
import { isPlainClick as isPlainClickOf } from './frame-links';
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

/** A click on a link: its button and modifier keys, and a way to stop it. */
type LinkClick = Parameters< typeof isPlainClickOf >[ 0 ] & {
	preventDefault: () => void;
};

/**
 * Follows a plain click on a link to an admin page in the frame (and stops
 * the browser following it); anything else (a new tab, a link out of the
 * admin such as Log out, a modified click) is left to the browser.
 *
 * @param event  The click.
 * @param url    The link's URL.
 * @param target The link's target.
 */
export function followInFrame(
	event: LinkClick,
	url: string,
	target: string
): void {
	if (
		target !== '_blank' &&
		url &&
		isPlainClickOf( event ) &&
		openInFrame( url )
	) {
		event.preventDefault();
	}
}
