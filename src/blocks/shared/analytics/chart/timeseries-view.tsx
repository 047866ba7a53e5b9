/**
 * A timeseries answer as the visitor chart and the store revenue chart show
 * it: each metric's total and its change against the previous period, the
 * chart, the previous period's legend, and the numbers point by point for
 * screen readers. Store money reads in WooCommerce's format.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenReaderTable from '../data-table';
import { formatMetric } from '../format';
import type { ReportAnswer, StoreCurrency, TimeseriesReport } from '../types';
import { previousLabel } from './chart-options';
import { pointLabel, tableCaption } from './point-labels';
import { metricSummaries } from './summary';
import TimeseriesChart from './timeseries-chart';
import './chart.scss';

const ARROWS = { up: '↑', down: '↓', flat: '→' };

/**
 * Whether a report has nothing to draw.
 *
 * @param report The report.
 */
export function isTimeseriesEmpty( report: TimeseriesReport ): boolean {
	return report.kind !== 'timeseries' || report.points.length === 0;
}

/**
 * Each metric's total and change.
 *
 * @param props          Component props.
 * @param props.report   The report.
 * @param props.currency Store answers: WooCommerce's money format.
 */
function Totals( {
	report,
	currency,
}: {
	report: TimeseriesReport;
	currency?: StoreCurrency;
} ) {
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
							{ formatMetric(
								total,
								metric,
								false,
								undefined,
								currency
							) }
						</dd>
						{ change && (
							<dd
								className={ `uip-analytics-chart__change is-${ change.direction }` }
							>
								<span aria-hidden="true">
									{ ARROWS[ change.direction ] }
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
 * The report's numbers for screen readers, point by point.
 *
 * @param props          Component props.
 * @param props.report   The report.
 * @param props.currency Store answers: WooCommerce's money format.
 */
function ChartTable( {
	report,
	currency,
}: {
	report: TimeseriesReport;
	currency?: StoreCurrency;
} ) {
	const comparing = report.previous.length > 0;
	const columns: string[] = [ __( 'Date', 'uipress' ) ];
	report.metrics.forEach( ( metric ) => {
		columns.push( metric.label );
		if ( comparing ) {
			columns.push( previousLabel( metric ) );
		}
	} );
	const value = (
		number: number | null | undefined,
		metric: TimeseriesReport[ 'metrics' ][ number ]
	) => formatMetric( number, metric, false, undefined, currency );
	return (
		<ScreenReaderTable
			caption={ tableCaption(
				report.metrics.map( ( metric ) => metric.label ).join( ', ' ),
				report.interval
			) }
			columns={ columns }
			rows={ report.points.map( ( point, position ) => {
				const cells: string[] = [];
				report.metrics.forEach( ( metric, index ) => {
					cells.push( value( point.values[ index ], metric ) );
					if ( comparing ) {
						cells.push(
							value(
								report.previous[ position ]?.values[ index ],
								metric
							)
						);
					}
				} );
				return [ pointLabel( point.date, report.interval ), ...cells ];
			} ) }
		/>
	);
}

/**
 * @param props           Component props.
 * @param props.answer    The answer, with a report that has points.
 * @param props.chartType Lines or bars.
 */
export default function TimeseriesView( {
	answer,
	chartType,
}: {
	answer: ReportAnswer< TimeseriesReport >;
	chartType: 'line' | 'bar';
} ) {
	const { report, currency } = answer;
	return (
		<>
			<Totals report={ report } currency={ currency } />
			<TimeseriesChart
				report={ report }
				chartType={ chartType }
				currency={ currency }
			/>
			{ report.previous.length > 0 && (
				<p className="uip-analytics-chart__legend" aria-hidden="true">
					<span className="uip-analytics-chart__swatch is-previous" />
					{ __( 'Previous period', 'uipress' ) }
				</p>
			) }
			<ChartTable report={ report } currency={ currency } />
		</>
	);
}
