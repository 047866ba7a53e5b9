/**
 * The analytics tables block (`uip-google-analytics-tables`): one report's
 * rows (top pages, sources, countries, cities, devices, events or custom
 * dimensions) with their metric columns, for the range the viewer picks.
 * The server reads the report, dimensions, metrics and row limit from the
 * stored block (docs/ANALYTICS.md).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps, BlockOptions } from '../../engine/types';
import { customTitle, sourceOption } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { TableReport } from '../shared/analytics/types';
import SortableTable from '../shared/analytics/sortable-table';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';
import { choiceOption } from '../shared/options';
import { reportLabel, TABLE_REPORTS, type TableReportId } from './reports';

/**
 * The block's title: the preset's name, or a custom report's dimensions.
 *
 * @param report The preset.
 * @param table  The answer, when it came (a custom report's dimensions).
 */
export function tableTitle(
	report: TableReportId,
	table?: TableReport
): string {
	if ( report !== 'custom' ) {
		return reportLabel( report );
	}
	return table?.dimensions.length
		? sprintf(
				/* translators: %s: the report's dimensions, e.g. "Browser, Country". */
				__( 'By %s', 'uipress' ),
				table.dimensions
					.map( ( dimension ) => dimension.label )
					.join( ', ' )
			)
		: reportLabel( report );
}

/**
 * The block's report preset.
 *
 * @param options The block's options.
 */
export function tableReport( options: BlockOptions ): TableReportId {
	return choiceOption( options, 'report', TABLE_REPORTS, 'pages' );
}

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Where it renders.
 * @param props.options Its options.
 */
export default function AnalyticsTables( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const picked = usePickedRange( options );
	const state = useBlockReport< TableReport >(
		{ block, mode, options },
		picked.range
	);
	const report = tableReport( options );
	const title =
		customTitle( options ) || tableTitle( report, state.answer?.report );

	return (
		<div className="uip-analytics uip-analytics-tables">
			<ReportHeader
				title={ title }
				answer={ state.answer }
				error={ state.error }
				picked={ picked }
			/>
			<ReportStates
				state={ state }
				source={ sourceOption( options ) }
				isEmpty={ ( table ) => table.rows.length === 0 }
			>
				{ ( answer ) => (
					<SortableTable
						// A new range starts on the first page, in the server's order.
						key={ `${ answer.range.id }:${ answer.updatedAt }` }
						caption={ title }
						dimensions={ answer.report.dimensions }
						metrics={ answer.report.metrics }
						rows={ answer.report.rows }
					/>
				) }
			</ReportStates>
		</div>
	);
}
