/**
 * Internal dependencies
 */
import {
	LAST_PAGE_CURSOR,
	type PageRequest,
	type PagedAnswer,
} from '../../api/paging';

/**
 * How to ask for a page. The next and previous pages go by the cursors of
 * the page shown and the last page by the `last` cursor, which the server
 * seeks on an index; only a jump to another page goes by its number.
 *
 * @param wanted  The page the view asks for.
 * @param perPage Rows per page.
 * @param shown   The answer on screen for the same query, if any.
 */
export function pageRequest(
	wanted: number,
	perPage: number,
	shown: PagedAnswer< unknown > | undefined
): PageRequest {
	const page = Math.max( 1, Math.floor( wanted ) );
	if ( shown ) {
		if ( page === shown.page + 1 && shown.cursors.next ) {
			return { page, perPage, cursor: shown.cursors.next };
		}
		if ( page === shown.page - 1 && shown.cursors.prev ) {
			return { page, perPage, cursor: shown.cursors.prev };
		}
		if ( page > 1 && page === shown.totalPages ) {
			return { page, perPage, cursor: LAST_PAGE_CURSOR };
		}
	}
	return { page, perPage };
}
