/**
 * The tables' sorting and paging: client-side over the rows the server sent
 * (the visitor tables and the map's table: the server already applied the
 * block's row limit), or by the server (store top lists: `report.paging`
 * says the page and the metric sorted by; the table asks for others).
 */

/**
 * Internal dependencies
 */
import type { ReportMetric, TablePaging, TableRow } from './types';

export type SortDirection = 'ascending' | 'descending';

/** A column: a dimension (`d0`, `d1`) or a metric (`m0`, …) by position. */
export interface TableSort {
	column: string;
	direction: SortDirection;
}

/**
 * The value a row shows in a column.
 *
 * @param row    The row.
 * @param column `d<index>` or `m<index>`.
 */
export function cellValue(
	row: TableRow,
	column: string
): string | number | null {
	const index = Number( column.slice( 1 ) );
	if ( column.startsWith( 'd' ) ) {
		return row.dimensions[ index ] ?? null;
	}
	return row.values[ index ] ?? null;
}

const collator = new Intl.Collator( undefined, {
	numeric: true,
	sensitivity: 'base',
} );

/**
 * The rows in a column's order; rows without a value come last both ways,
 * and equal rows keep the server's order.
 *
 * @param rows The rows.
 * @param sort The column and direction, or null for the server's order.
 */
export function sortRows(
	rows: readonly TableRow[],
	sort: TableSort | null
): TableRow[] {
	if ( ! sort ) {
		return [ ...rows ];
	}
	const sign = sort.direction === 'ascending' ? 1 : -1;
	return rows
		.map( ( row, index ) => ( { row, index } ) )
		.sort( ( a, b ) => {
			const left = cellValue( a.row, sort.column );
			const right = cellValue( b.row, sort.column );
			if ( left === null || right === null ) {
				if ( left === right ) {
					return a.index - b.index;
				}
				return left === null ? 1 : -1;
			}
			const order =
				typeof left === 'number' && typeof right === 'number'
					? left - right
					: collator.compare( String( left ), String( right ) );
			return order * sign || a.index - b.index;
		} )
		.map( ( { row } ) => row );
}

/**
 * The next sort when a column's header is pressed: numbers start with the
 * largest, text from A; pressing the sorted column turns it round.
 *
 * @param current The current sort.
 * @param column  The pressed column.
 */
export function nextSort(
	current: TableSort | null,
	column: string
): TableSort {
	if ( current?.column === column ) {
		return {
			column,
			direction:
				current.direction === 'ascending' ? 'descending' : 'ascending',
		};
	}
	return {
		column,
		direction: column.startsWith( 'm' ) ? 'descending' : 'ascending',
	};
}

export interface TablePage {
	rows: TableRow[];
	/** 0-based. */
	page: number;
	pageCount: number;
	/** 1-based positions of the first and last row shown (0, 0 when empty). */
	first: number;
	last: number;
}

/**
 * One page of rows; a page past the end shows the last one.
 *
 * @param rows     The sorted rows.
 * @param page     0-based page asked for.
 * @param pageSize Rows per page (at least 1).
 */
export function pageOf(
	rows: readonly TableRow[],
	page: number,
	pageSize: number
): TablePage {
	const size = Math.max( 1, Math.floor( pageSize ) );
	const pageCount = Math.max( 1, Math.ceil( rows.length / size ) );
	const current = Math.min(
		Math.max( 0, Math.floor( page ) ),
		pageCount - 1
	);
	const start = current * size;
	const shown = rows.slice( start, start + size );
	return {
		rows: shown,
		page: current,
		pageCount,
		first: shown.length ? start + 1 : 0,
		last: start + shown.length,
	};
}

/** The sort a server-paged table asks for: a metric id and a direction. */
export interface ServerSort {
	orderby: string;
	order: 'asc' | 'desc';
}

/**
 * The column sorted by, as the server answered it: null when the server
 * sorted by a metric the table does not show.
 *
 * @param paging  The answer's paging.
 * @param metrics The metric columns.
 */
export function sortOfPaging(
	paging: Pick< TablePaging, 'orderby' | 'order' >,
	metrics: readonly Pick< ReportMetric, 'id' >[]
): TableSort | null {
	const index = metrics.findIndex(
		( metric ) => metric.id === paging.orderby
	);
	if ( index < 0 ) {
		return null;
	}
	return {
		column: `m${ index }`,
		direction: paging.order === 'asc' ? 'ascending' : 'descending',
	};
}

/**
 * What to ask the server for when a metric column's header is pressed (the
 * same rule as nextSort: a new metric starts with the largest, the sorted
 * one turns round); null for a dimension column, which the server does not
 * sort by.
 *
 * @param current The sort shown.
 * @param column  The pressed column.
 * @param metrics The metric columns.
 */
export function nextServerSort(
	current: TableSort | null,
	column: string,
	metrics: readonly Pick< ReportMetric, 'id' >[]
): ServerSort | null {
	const metric = column.startsWith( 'm' )
		? metrics[ Number( column.slice( 1 ) ) ]
		: undefined;
	if ( ! metric ) {
		return null;
	}
	const next = nextSort( current, column );
	return {
		orderby: metric.id,
		order: next.direction === 'ascending' ? 'asc' : 'desc',
	};
}
