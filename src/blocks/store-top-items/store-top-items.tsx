/**
 * The top products block (`uip-store-top-items`): WooCommerce's best-selling
 * products or categories for the range the viewer picks, with items sold,
 * net sales and orders. WooCommerce sorts and pages (its products and
 * categories reports): a column header asks for another sort, the pager for
 * another page, and the rows shown stay until the next ones come.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { formatMetric } from '../shared/analytics/format';
import { customTitle } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import SortableTable from '../shared/analytics/sortable-table';
import { ReportStates } from '../shared/analytics/states';
import type { ServerSort } from '../shared/analytics/table-rows';
import type { TableReport } from '../shared/analytics/types';
import {
	useBlockReport,
	usePickedRange,
	type PickedRange,
} from '../shared/analytics/use-block-report';
import { itemReport, itemReportLabel } from './items';

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Where it renders.
 * @param props.options Its options.
 */
export default function StoreTopItems( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const picked = usePickedRange( options );
	// What the viewer asked for; null sort: the block's own (the server reads it).
	const [ sort, setSort ] = useState< ServerSort | null >( null );
	const [ page, setPage ] = useState( 1 );
	const report = itemReport( options );
	// The builder changing what the list shows starts it again.
	useEffect( () => {
		setSort( null );
		setPage( 1 );
	}, [ report, options.orderby, options.perPage ] );

	const state = useBlockReport< TableReport >(
		{ block, mode, options },
		picked.range,
		{ ...( sort ?? {} ), ...( page > 1 ? { page } : {} ) }
	);
	const title = customTitle( options ) || itemReportLabel( report );
	// A new range starts on the first page.
	const pickedHere: PickedRange = {
		...picked,
		setRange: ( range ) => {
			setPage( 1 );
			picked.setRange( range );
		},
	};

	return (
		<div className="uip-analytics uip-store-top-items">
			<ReportHeader
				title={ title }
				answer={ state.answer }
				error={ state.error }
				picked={ pickedHere }
			/>
			<ReportStates
				state={ state }
				source="woocommerce"
				isEmpty={ ( table ) => table.rows.length === 0 }
			>
				{ ( answer ) => (
					<SortableTable
						caption={ title }
						dimensions={ answer.report.dimensions }
						metrics={ answer.report.metrics }
						rows={ answer.report.rows }
						format={ ( value, metric ) =>
							formatMetric(
								value,
								metric,
								false,
								undefined,
								answer.currency
							)
						}
						server={
							answer.report.paging
								? {
										paging: answer.report.paging,
										busy: state.loading,
										onSort: ( next ) => {
											setSort( next );
											setPage( 1 );
										},
										onPage: setPage,
									}
								: undefined
						}
					/>
				) }
			</ReportStates>
		</div>
	);
}
