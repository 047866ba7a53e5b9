/**
 * A report's rows as a table: every column sortable from its header (a
 * button; the header carries aria-sort), paged client-side, each metric
 * formatted by its type. The map block shows its countries with it too.
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
import type { ReportDimension, ReportMetric, TableRow } from './types';
import { nextSort, pageOf, sortRows, type TableSort } from './table-rows';
import './sortable-table.scss';

export const TABLE_PAGE_SIZE = 10;

export interface SortableTableProps {
	/** Names the table for screen readers. */
	caption: string;
	dimensions: ReportDimension[];
	metrics: ReportMetric[];
	rows: TableRow[];
	pageSize?: number;
}

interface Column {
	key: string;
	label: string;
	metric?: ReportMetric;
}

/**
 * @param props            Component props.
 * @param props.caption    Names the table.
 * @param props.dimensions The dimension columns, first.
 * @param props.metrics    The metric columns.
 * @param props.rows       The rows, in the server's order.
 * @param props.pageSize   Rows per page.
 */
export default function SortableTable( {
	caption,
	dimensions,
	metrics,
	rows,
	pageSize = TABLE_PAGE_SIZE,
}: SortableTableProps ) {
	const [ sort, setSort ] = useState< TableSort | null >( null );
	const [ page, setPage ] = useState( 0 );
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
	const shown = pageOf( sortRows( rows, sort ), page, pageSize );

	return (
		<div className="uip-analytics-table">
			<div className="uip-analytics-table__scroll">
				<table className="uip-analytics-table__table">
					<caption className="screen-reader-text">
						{ caption }
					</caption>
					<thead>
						<tr>
							{ columns.map( ( column ) => {
								const direction =
									sort?.column === column.key
										? sort.direction
										: undefined;
								return (
									<th
										key={ column.key }
										scope="col"
										aria-sort={ direction }
										className={
											column.metric
												? 'is-number'
												: undefined
										}
									>
										<button
											type="button"
											className="uip-analytics-table__sort"
											onClick={ () => {
												setSort(
													nextSort( sort, column.key )
												);
												setPage( 0 );
											} }
										>
											{ column.label }
											<span
												className={ `uip-analytics-table__arrow is-${
													direction ?? 'none'
												}` }
												aria-hidden="true"
											/>
										</button>
									</th>
								);
							} ) }
						</tr>
					</thead>
					<tbody>
						{ shown.rows.map( ( row, rowIndex ) => (
							<tr key={ `${ shown.page }-${ rowIndex }` }>
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
										{ formatMetric(
											row.values[ index ],
											metric
										) }
									</td>
								) ) }
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
			{ shown.pageCount > 1 && (
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
						disabled={ shown.page === 0 }
						accessibleWhenDisabled
						onClick={ () => setPage( shown.page - 1 ) }
					>
						{ __( 'Previous', 'uipress' ) }
					</Button>
					<span aria-live="polite">
						{ sprintf(
							/* translators: 1: first row shown, 2: last row shown, 3: how many rows. */
							__( '%1$d–%2$d of %3$d', 'uipress' ),
							shown.first,
							shown.last,
							rows.length
						) }
					</span>
					<Button
						size="compact"
						variant="tertiary"
						disabled={ shown.page >= shown.pageCount - 1 }
						accessibleWhenDisabled
						onClick={ () => setPage( shown.page + 1 ) }
					>
						{ __( 'Next', 'uipress' ) }
					</Button>
				</nav>
			) }
		</div>
	);
}
