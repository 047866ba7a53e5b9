/**
 * The analytics chart block (`uip-google-analytics`): one or two metrics
 * over time from Google Analytics 4 or Matomo, fetched by the site's server
 * (GET uipress/v1/analytics/report). The header gives each metric's total
 * and its change against the previous period; the viewer picks only the
 * date range among those the block offers.
 */

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { choiceOption } from '../shared/options';
import TimeseriesView, {
	isTimeseriesEmpty,
} from '../shared/analytics/chart/timeseries-view';
import { customTitle, sourceOption } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { TimeseriesReport } from '../shared/analytics/types';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';

const CHART_TYPES = [ 'line', 'bar' ] as const;

/**
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function AnalyticsChart( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const source = sourceOption( options );
	const picked = usePickedRange( options );
	const state = useBlockReport< TimeseriesReport >(
		{ block, mode, options },
		picked.range
	);
	const chartType = choiceOption( options, 'chartType', CHART_TYPES, 'line' );

	return (
		<div
			className="uip-analytics uip-analytics-chart"
			aria-busy={ state.loading }
		>
			<ReportHeader
				title={ customTitle( options ) || undefined }
				answer={ state.answer }
				error={ state.error }
				picked={ picked }
			/>
			<ReportStates
				state={ state }
				source={ source }
				isEmpty={ isTimeseriesEmpty }
			>
				{ ( answer ) => (
					<TimeseriesView answer={ answer } chartType={ chartType } />
				) }
			</ReportStates>
		</div>
	);
}
