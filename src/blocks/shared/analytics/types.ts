/**
 * What GET uipress/v1/analytics/report answers (docs/ANALYTICS.md): one
 * report shape per analytics block, the same for every source. The server's
 * Analytics\Reports classes build these; keep both in step.
 */

/** Where a report comes from. */
export type AnalyticsSource = 'google' | 'matomo';

/** The date range presets a block may offer its viewers. */
export type DateRangeId =
	'last7' | 'last28' | 'last90' | 'thisMonth' | 'lastMonth';

/** How a metric's numbers read. */
export type MetricType =
	'integer' | 'float' | 'percent' | 'seconds' | 'currency';

export interface ReportMetric {
	/** The GA4 API name (`activeUsers`). */
	id: string;
	label: string;
	type: MetricType;
	/** ISO 4217 code, for `currency` metrics. */
	currency?: string;
}

export interface ReportDimension {
	id: string;
	label: string;
}

export interface TimeseriesPoint {
	/** `YYYY-MM-DD`. */
	date: string;
	/** One value per metric, in the order of `metrics`; null when the source lacks it. */
	values: Array< number | null >;
}

export interface TimeseriesReport {
	kind: 'timeseries';
	metrics: ReportMetric[];
	points: TimeseriesPoint[];
	/** The previous period, day by day (empty when comparison is off). */
	previous: TimeseriesPoint[];
	totals: Array< number | null >;
	previousTotals: Array< number | null > | null;
}

export interface CountryRow {
	/** ISO 3166-1 alpha-2, upper case (`US`). */
	countryId: string;
	country: string;
	value: number;
}

export interface CountriesReport {
	kind: 'countries';
	metric: ReportMetric;
	rows: CountryRow[];
}

export interface TableRow {
	dimensions: string[];
	values: Array< number | null >;
}

export interface TableReport {
	kind: 'table';
	dimensions: ReportDimension[];
	metrics: ReportMetric[];
	rows: TableRow[];
}

export interface RealtimeReport {
	kind: 'realtime';
	/** Active users in the last 30 minutes. */
	activeUsers: number;
	pages: Array< { name: string; value: number } >;
	countries: CountryRow[];
}

export type AnalyticsReport =
	TimeseriesReport | CountriesReport | TableReport | RealtimeReport;

export interface ReportRange {
	id: DateRangeId | 'realtime';
	start: string;
	end: string;
	previousStart: string;
	previousEnd: string;
}

/** The route's answer. */
export interface ReportAnswer< R extends AnalyticsReport = AnalyticsReport > {
	source: AnalyticsSource;
	range: ReportRange;
	/** ISO 8601: when the numbers were fetched from the provider. */
	updatedAt: string;
	/** Served from the last good copy because the provider failed. */
	stale: boolean;
	/** The provider's error text, when stale. */
	notice?: string;
	report: R;
}

/** The route's error codes (WP_Error `code`). */
export type ReportErrorCode =
	| 'uipress_analytics_not_connected'
	| 'uipress_analytics_forbidden'
	| 'uipress_analytics_provider'
	| 'uipress_analytics_quota';
