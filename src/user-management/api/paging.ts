/**
 * The paging shape `/users` and `/activity` share (issue 33), so one list
 * component serves both: the client asks for a page by number or by an
 * opaque cursor, the server answers the rows with the cursors of the pages
 * beside it.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';

/** One page of rows, as the server answers it. */
export interface PagedAnswer< Item > {
	items: Item[];
	/** Rows matching the filters, on every page. */
	total: number;
	totalPages: number;
	/** The page these rows are (also when asked by cursor). */
	page: number;
	cursors: { prev: string | null; next: string | null };
}

/**
 * Which page to ask for: a cursor wins over the page number; the cursor
 * `last` is the last page.
 */
export interface PageRequest {
	page: number;
	perPage: number;
	cursor?: string;
}

/** The cursor the server reads as "the last page". */
export const LAST_PAGE_CURSOR = 'last';

/**
 * The request's query arguments (`per_page`, `page`, `cursor`).
 *
 * @param request The page asked for.
 */
export function pagingArgs(
	request: PageRequest
): Record< string, string | number > {
	const args: Record< string, string | number > = {
		per_page: request.perPage,
		page: request.page,
	};
	if ( request.cursor ) {
		args.cursor = request.cursor;
	}
	return args;
}

function count( value: unknown ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value >= 0
		? Math.floor( value )
		: 0;
}

function cursor( value: unknown ): string | null {
	return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * An answer read from untrusted JSON; rows the reader refuses are left out.
 *
 * @param value    The parsed response body.
 * @param readItem Reads one row, or null when it is not one.
 */
export function readPagedAnswer< Item >(
	value: unknown,
	readItem: ( row: unknown ) => Item | null
): PagedAnswer< Item > {
	const source = isRecord( value ) ? value : {};
	const items = Array.isArray( source.items )
		? source.items
				.map( readItem )
				.filter( ( item ): item is Item => item !== null )
		: [];
	const cursors = isRecord( source.cursors ) ? source.cursors : {};
	return {
		items,
		total: count( source.total ),
		totalPages: count( source.totalPages ),
		page: Math.max( 1, count( source.page ) ),
		cursors: { prev: cursor( cursors.prev ), next: cursor( cursors.next ) },
	};
}
