/**
 * What GET uipress/v1/analytics/report answers (docs/ANALYTICS.md): one
 * report shape per analytics block, the same for every source. The server's
 * Analytics\Reports classes build these; keep both in step.
 */

/** Where a report comes from (`woocommerce`: the store analytics blocks). */
export type AnalyticsSource = 'google' | 'matomo' | 'woocommerce';

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
	/** Store revenue: what each point covers (its `date` is the interval's first day). Visitor charts: by day. */
	interval?: StoreInterval;
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
	/** Store top lists are sorted and paged by the server: the page shown and how to ask for others. */
	paging?: TablePaging;
}

export interface TablePaging {
	/** 1-based. */
	page: number;
	pages: number;
	/** Rows over all pages. */
	totalRows: number;
	/** The metric id sorted by. */
	orderby: string;
	order: 'asc' | 'desc';
}

export interface RealtimeReport {
	kind: 'realtime';
	/** Active users in the last 30 minutes. */
	activeUsers: number;
	pages: Array< { name: string; value: number } >;
	countries: CountryRow[];
}

/** Store revenue chart intervals. */
export type StoreInterval = 'day' | 'week' | 'month';

/** The KPI strip's periods: today against yesterday, week and month to date against the same days before. */
export type KpiPeriodId = 'today' | 'week' | 'month';

export interface KpiPeriod {
	id: KpiPeriodId;
	start: string;
	end: string;
	previousStart: string;
	previousEnd: string;
	/** One value per metric, in the order of `metrics`. */
	values: Array< number | null >;
	previous: Array< number | null >;
}

export interface KpisReport {
	kind: 'kpis';
	metrics: ReportMetric[];
	periods: KpiPeriod[];
}

export interface StoreOrderRow {
	id: number;
	/** What WooCommerce shows as the order number (may differ from the id). */
	number: string;
	/** The billing name, else the e-mail, else "Guest". */
	customer: string;
	/** Without `wc-` (`processing`). */
	status: string;
	/** WooCommerce's label (`Processing`). */
	statusLabel: string;
	total: number;
	/** ISO 4217 code of the order. */
	currency: string;
	/** ISO 8601 with the site's offset: when the order was created. */
	date: string;
	/** The order's edit screen (HPOS or posts), opened in the page content block. */
	editUrl: string;
}

export interface OrdersReport {
	kind: 'orders';
	rows: StoreOrderRow[];
}

export type AnalyticsReport =
	| TimeseriesReport
	| CountriesReport
	| TableReport
	| RealtimeReport
	| KpisReport
	| OrdersReport;

/** WooCommerce's currency and number settings: store money reads as WooCommerce shows it. */
export interface StoreCurrency {
	/** ISO 4217 (`USD`). */
	code: string;
	/** As WooCommerce prints it (`$`, `€`), HTML entities decoded. */
	symbol: string;
	position: 'left' | 'right' | 'left_space' | 'right_space';
	decimals: number;
	decimalSeparator: string;
	thousandSeparator: string;
}

export interface ReportRange {
	/** `today` for the KPI strip and recent orders (their periods are fixed). */
	id: DateRangeId | 'realtime' | 'today';
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
	/** Store answers: WooCommerce's currency format. */
	currency?: StoreCurrency;
	/** Store answers: WooCommerce is still importing orders into its analytics tables. */
	importing?: boolean;
	report: R;
}

/** The route's error codes (WP_Error `code`). */
export type ReportErrorCode =
	| 'uipress_analytics_not_connected'
	| 'uipress_analytics_forbidden'
	| 'uipress_analytics_provider'
	| 'uipress_analytics_quota'
	/** Recent orders, for a viewer who cannot edit shop orders: the block shows nothing. */
	| 'uipress_store_orders_forbidden';
