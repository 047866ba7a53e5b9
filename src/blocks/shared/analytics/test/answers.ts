/**
 * A report answer as the server sends it, around a report, for the blocks'
 * tests (the last 28 days to the day before 29 November 2026).
 */

/**
 * Internal dependencies
 */
import type { AnalyticsReport, ReportAnswer } from '../types';

/**
 * @param report The report.
 * @param extra  Fields over the answer's (stale, notice…).
 */
export function reportAnswer< R extends AnalyticsReport >(
	report: R,
	extra: Partial< ReportAnswer< R > > = {}
): ReportAnswer< R > {
	return {
		source: 'google',
		range: {
			id: 'last28',
			start: '2026-11-01',
			end: '2026-11-28',
			previousStart: '2026-10-04',
			previousEnd: '2026-10-31',
		},
		updatedAt: '2026-11-29T02:00:00Z',
		stale: false,
		report,
		...extra,
	};
}
