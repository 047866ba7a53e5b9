/**
 * Opening a page from a block (a post's edit or view link): in the page
 * content block when the template has one, which decides like for any
 * link (admin pages in the frame, a front-end page takes the window);
 * otherwise in the window.
 */

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, dispatchPageEvent } from '../../runtime/events';

/**
 * Opens a page.
 *
 * @param url An absolute URL.
 */
export function openPage( url: string ): void {
	if ( ! url ) {
		return;
	}
	const hasFrame =
		document.querySelector( '[data-uip-module="uip-content-frame"]' ) !==
		null;
	if ( hasFrame ) {
		dispatchPageEvent( PAGE_EVENTS.pageChange, { url } );
	} else {
		window.location.assign( url );
	}
}
