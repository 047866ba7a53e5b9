/**
 * The chart's header figures: each metric's total for the period and its
 * change against the previous period.
 */

/**
 * Internal dependencies
 */
import { changeBetween, type Change } from '../format';
import type { ReportMetric, TimeseriesReport } from '../types';

export interface MetricSummary {
	metric: ReportMetric;
	total: number | null;
	/** Null when comparison is off or the previous total is 0 or missing. */
	change: Change | null;
}

/**
 * @param report The timeseries report.
 * @param locale The locale of the change's text; the page's by default.
 */
export function metricSummaries(
	report: TimeseriesReport,
	locale?: string
): MetricSummary[] {
	return report.metrics.map( ( metric, index ) => {
		const total = report.totals[ index ] ?? null;
		const previous = report.previousTotals?.[ index ] ?? null;
		return {
			metric,
			total,
			change: changeBetween( total, previous, locale ),
		};
	} );
}
