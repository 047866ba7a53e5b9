/**
 * The analytics chart block (`uip-google-analytics`): one or two metrics
 * over time from Google Analytics 4 or Matomo, fetched by the site's server
 * (GET uipress/v1/analytics/report). The header gives each metric's total
 * and its change against the previous period; the viewer picks only the
 * date range among those the block offers.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockComponentProps } from '../../engine/types';
import { choiceOption } from '../shared/options';
import ScreenReaderTable from '../shared/analytics/data-table';
import { formatMetric } from '../shared/analytics/format';
import { customTitle, sourceOption } from '../shared/analytics/options';
import ReportHeader from '../shared/analytics/report-header';
import { ReportStates } from '../shared/analytics/states';
import type { TimeseriesReport } from '../shared/analytics/types';
import {
	useBlockReport,
	usePickedRange,
} from '../shared/analytics/use-block-report';
import { previousLabel, shortDate } from './chart-options';
import { metricSummaries } from './summary';
import TimeseriesChart from './timeseries-chart';
import './analytics-chart.scss';

const CHART_TYPES = [ 'line', 'bar' ] as const;

/**
 * Each metric's total and change.
 *
 * @param props        Component props.
 * @param props.report The report.
 */
function Totals( { report }: { report: TimeseriesReport } ) {
	return (
		<dl className="uip-analytics-chart__totals">
			{ metricSummaries( report ).map(
				( { metric, total, change }, index ) => (
					<div
						key={ metric.id }
						className={ `uip-analytics-chart__total is-series-${ index }` }
					>
						<dt className="uip-analytics-chart__label">
							{ metric.label }
						</dt>
						<dd className="uip-analytics-chart__value">
							{ formatMetric( total, metric ) }
						</dd>
						{ change && (
							<dd
								className={ `uip-analytics-chart__change is-${ change.direction }` }
							>
								<span aria-hidden="true">
									{
										{ up: '↑', down: '↓', flat: '→' }[
											change.direction
										]
									}
								</span>{ ' ' }
								{ sprintf(
									/* translators: %s: a change in percent ("+12.3%"). */
									__( '%s vs previous period', 'uipress' ),
									change.text
								) }
							</dd>
						) }
					</div>
				)
			) }
		</dl>
	);
}

/**
 * The report's numbers for screen readers, day by day.
 *
 * @param props        Component props.
 * @param props.report The report.
 */
function ChartTable( { report }: { report: TimeseriesReport } ) {
	const comparing = report.previous.length > 0;
	const columns: string[] = [ __( 'Date', 'uipress' ) ];
	report.metrics.forEach( ( metric ) => {
		columns.push( metric.label );
		if ( comparing ) {
			columns.push( previousLabel( metric ) );
		}
	} );
	return (
		<ScreenReaderTable
			caption={ sprintf(
				/* translators: %s: metric names ("Active users, Sessions"). */
				__( '%s by day', 'uipress' ),
				report.metrics.map( ( metric ) => metric.label ).join( ', ' )
			) }
			columns={ columns }
			rows={ report.points.map( ( point, day ) => {
				const cells: string[] = [];
				report.metrics.forEach( ( metric, index ) => {
					cells.push( formatMetric( point.values[ index ], metric ) );
					if ( comparing ) {
						cells.push(
							formatMetric(
								report.previous[ day ]?.values[ index ],
								metric
							)
						);
					}
				} );
				return [ shortDate( point.date ), ...cells ];
			} ) }
		/>
	);
}

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
				picked={ picked }
			/>
			<ReportStates
				state={ state }
				source={ source }
				isEmpty={ ( report ) =>
					report.kind !== 'timeseries' || report.points.length === 0
				}
			>
				{ ( answer ) => (
					<>
						<Totals report={ answer.report } />
						<TimeseriesChart
							report={ answer.report }
							chartType={ chartType }
						/>
						{ answer.report.previous.length > 0 && (
							<p
								className="uip-analytics-chart__legend"
								aria-hidden="true"
							>
								<span className="uip-analytics-chart__swatch is-previous" />
								{ __( 'Previous period', 'uipress' ) }
							</p>
						) }
						<ChartTable report={ answer.report } />
					</>
				) }
			</ReportStates>
		</div>
	);
}
