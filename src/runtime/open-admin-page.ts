/**
 * Internal dependencies
 */
import { adminBaseUrl } from './admin-base';
import { PAGE_EVENTS, dispatchPageEvent } from './events';
import { isAdminUrl } from './frame-url';

/**
 * Whether a click is a plain one (no modifier key, main button).
 *
 * @param event          The click.
 * @param event.button
 * @param event.ctrlKey
 * @param event.shiftKey
 * @param event.metaKey
 * @param event.altKey
 */
export function isPlainClick( event: {
	button: number;
	ctrlKey: boolean;
	shiftKey: boolean;
	metaKey: boolean;
	altKey: boolean;
} ): boolean {
	return (
		event.button === 0 &&
		! event.ctrlKey &&
		! event.shiftKey &&
		! event.metaKey &&
		! event.altKey
	);
}

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
