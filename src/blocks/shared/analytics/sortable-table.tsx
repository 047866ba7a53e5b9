/**
 * A report's rows as a table: every column sortable from its header (a
 * button; the header carries aria-sort), each metric formatted by its type,
 * paged. Two ways: client-side over the rows the server sent (the visitor
 * tables, the maps' tables), or by the server (`server`: store top lists,
 * whose answer says the page and the metric sorted by; a header or the
 * pager asks the block for another answer).
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatMetric } from './format';
import type {
	ReportDimension,
	ReportMetric,
	TablePaging,
	TableRow,
} from './types';
import {
	nextServerSort,
	nextSort,
	pageOf,
	sortOfPaging,
	sortRows,
	type ServerSort,
	type TableSort,
} from './table-rows';
import './sortable-table.scss';

export const TABLE_PAGE_SIZE = 10;

/** Formats a metric's value (store money in WooCommerce's format). */
export type FormatCell = (
	value: number | null,
	metric: ReportMetric
) => string;

/** A table the server sorts and pages. */
export interface ServerPaging {
	/** The answer's paging: page shown, pages, metric sorted by. */
	paging: TablePaging;
	/** Asks for another sort (the block starts again at page 1). */
	onSort: ( sort: ServerSort ) => void;
	/** Asks for another page, 1-based. */
	onPage: ( page: number ) => void;
	/** The next answer is on its way (the rows shown are the last one's). */
	busy?: boolean;
}

export interface SortableTableProps {
	/** Names the table for screen readers. */
	caption: string;
	dimensions: ReportDimension[];
	metrics: ReportMetric[];
	rows: TableRow[];
	/** Rows per page, client-side. */
	pageSize?: number;
	/** Formats the metric cells; by each metric's type by default. */
	format?: FormatCell;
	/** Sorted and paged by the server. */
	server?: ServerPaging;
}

interface Column {
	key: string;
	label: string;
	metric?: ReportMetric;
}

/** What the pager shows and does. */
interface Pager {
	/** 0-based. */
	page: number;
	pageCount: number;
	text: string;
	go: ( page: number ) => void;
}

/**
 * A column's header: a button that sorts by it, or its name alone for a
 * column the server does not sort by.
 *
 * @param props           Component props.
 * @param props.column    The column.
 * @param props.direction Its sort, if it is the sorted one.
 * @param props.sortable  Whether pressing it sorts.
 * @param props.onSort    Sorts by it.
 */
function HeaderCell( {
	column,
	direction,
	sortable,
	onSort,
}: {
	column: Column;
	direction?: TableSort[ 'direction' ];
	sortable: boolean;
	onSort: () => void;
} ) {
	return (
		<th
			scope="col"
			aria-sort={ direction }
			className={ column.metric ? 'is-number' : undefined }
		>
			{ sortable ? (
				<button
					type="button"
					className="uip-analytics-table__sort"
					onClick={ onSort }
				>
					{ column.label }
					<span
						className={ `uip-analytics-table__arrow is-${
							direction ?? 'none'
						}` }
						aria-hidden="true"
					/>
				</button>
			) : (
				<span className="uip-analytics-table__label">
					{ column.label }
				</span>
			) }
		</th>
	);
}

/**
 * Previous, where we are, Next.
 *
 * @param props         Component props.
 * @param props.pager   The pager.
 * @param props.caption The table's name.
 */
function TablePager( { pager, caption }: { pager: Pager; caption: string } ) {
	return (
		<nav
			className="uip-analytics-table__pages"
			aria-label={ sprintf(
				/* translators: %s: the table's name. */
				__( 'Pages of %s', 'uipress' ),
				caption
			) }
		>
			<Button
				size="compact"
				variant="tertiary"
				disabled={ pager.page === 0 }
				accessibleWhenDisabled
				onClick={ () => pager.go( pager.page - 1 ) }
			>
				{ __( 'Previous', 'uipress' ) }
			</Button>
			<span aria-live="polite">{ pager.text }</span>
			<Button
				size="compact"
				variant="tertiary"
				disabled={ pager.page >= pager.pageCount - 1 }
				accessibleWhenDisabled
				onClick={ () => pager.go( pager.page + 1 ) }
			>
				{ __( 'Next', 'uipress' ) }
			</Button>
		</nav>
	);
}

/**
 * @param props            Component props.
 * @param props.caption    Names the table.
 * @param props.dimensions The dimension columns, first.
 * @param props.metrics    The metric columns.
 * @param props.rows       The rows, in the server's order.
 * @param props.pageSize   Rows per page, client-side.
 * @param props.format     Formats the metric cells.
 * @param props.server     Sorted and paged by the server.
 */
export default function SortableTable( {
	caption,
	dimensions,
	metrics,
	rows,
	pageSize = TABLE_PAGE_SIZE,
	format = formatMetric,
	server,
}: SortableTableProps ) {
	const [ clientSort, setClientSort ] = useState< TableSort | null >( null );
	const [ clientPage, setClientPage ] = useState( 0 );
	const columns: Column[] = [
		...dimensions.map( ( dimension, index ) => ( {
			key: `d${ index }`,
			label: dimension.label,
		} ) ),
		...metrics.map( ( metric, index ) => ( {
			key: `m${ index }`,
			label: metric.label,
			metric,
		} ) ),
	];

	let sort: TableSort | null;
	let shownRows: TableRow[];
	let pager: Pager;
	if ( server ) {
		const { paging } = server;
		sort = sortOfPaging( paging, metrics );
		shownRows = rows;
		pager = {
			page: paging.page - 1,
			pageCount: paging.pages,
			text: sprintf(
				/* translators: 1: the page shown, 2: how many pages. */
				__( 'Page %1$d of %2$d', 'uipress' ),
				paging.page,
				paging.pages
			),
			go: ( page ) => server.onPage( page + 1 ),
		};
	} else {
		sort = clientSort;
		const shown = pageOf( sortRows( rows, sort ), clientPage, pageSize );
		shownRows = shown.rows;
		pager = {
			page: shown.page,
			pageCount: shown.pageCount,
			text: sprintf(
				/* translators: 1: first row shown, 2: last row shown, 3: how many rows. */
				__( '%1$d–%2$d of %3$d', 'uipress' ),
				shown.first,
				shown.last,
				rows.length
			),
			go: setClientPage,
		};
	}

	const sortBy = ( column: string ) => {
		if ( server ) {
			const next = nextServerSort( sort, column, metrics );
			if ( next ) {
				server.onSort( next );
			}
			return;
		}
		setClientSort( nextSort( sort, column ) );
		setClientPage( 0 );
	};

	return (
		<div className="uip-analytics-table">
			<div className="uip-analytics-table__scroll">
				<table
					className="uip-analytics-table__table"
					aria-busy={ server?.busy || undefined }
				>
					<caption className="screen-reader-text">
						{ caption }
					</caption>
					<thead>
						<tr>
							{ columns.map( ( column ) => (
								<HeaderCell
									key={ column.key }
									column={ column }
									direction={
										sort?.column === column.key
											? sort.direction
											: undefined
									}
									// The server sorts by metrics only.
									sortable={ ! server || !! column.metric }
									onSort={ () => sortBy( column.key ) }
								/>
							) ) }
						</tr>
					</thead>
					<tbody>
						{ shownRows.map( ( row, rowIndex ) => (
							<tr key={ `${ pager.page }-${ rowIndex }` }>
								{ row.dimensions.map( ( value, index ) =>
									index === 0 ? (
										<th key={ index } scope="row">
											{ value }
										</th>
									) : (
										<td key={ index }>{ value }</td>
									)
								) }
								{ metrics.map( ( metric, index ) => (
									<td key={ metric.id } className="is-number">
										{ format(
											row.values[ index ] ?? null,
											metric
										) }
									</td>
								) ) }
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
			{ pager.pageCount > 1 && (
				<TablePager pager={ pager } caption={ caption } />
			) }
		</div>
	);
}
