/**
 * The options every analytics block shares (docs/ANALYTICS.md): the source,
 * the date ranges its viewers may pick from and the one shown first; and
 * readers that check stored values (imports and older versions write them).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockOptions, OptionDefinition } from '../../../engine/types';
import { choiceOption } from '../options';
import type { AnalyticsSource, DateRangeId, StoreInterval } from './types';

export const SOURCES: readonly AnalyticsSource[] = [ 'google', 'matomo' ];

export const DATE_RANGES: readonly DateRangeId[] = [
	'last7',
	'last28',
	'last90',
	'thisMonth',
	'lastMonth',
];

export const DEFAULT_DATE_RANGES: DateRangeId[] = [
	'last7',
	'last28',
	'last90',
];

export const DEFAULT_RANGE: DateRangeId = 'last28';

/**
 * A range preset's name, as viewers read it.
 *
 * @param range The preset.
 */
export function rangeLabel( range: DateRangeId ): string {
	switch ( range ) {
		case 'last7':
			return __( 'Last 7 days', 'uipress' );
		case 'last90':
			return __( 'Last 90 days', 'uipress' );
		case 'thisMonth':
			return __( 'This month', 'uipress' );
		case 'lastMonth':
			return __( 'Last month', 'uipress' );
		default:
			return __( 'Last 28 days', 'uipress' );
	}
}

function rangeChoices() {
	return DATE_RANGES.map( ( value ) => ( {
		value,
		label: rangeLabel( value ),
	} ) );
}

export const SOURCE_OPTION: OptionDefinition = {
	option: 'choiceSelect',
	uniqueKey: 'source',
	label: __( 'Source', 'uipress' ),
	value: 'google',
	args: {
		options: [
			{ value: 'google', label: __( 'Google Analytics', 'uipress' ) },
			{ value: 'matomo', label: __( 'Matomo', 'uipress' ) },
		],
	},
};

export const TITLE_OPTION: OptionDefinition = {
	option: 'text',
	uniqueKey: 'title',
	label: __( 'Title', 'uipress' ),
	value: '',
	help: __(
		'Shown above the numbers. Empty: the block shows its own heading, if it has one.',
		'uipress'
	),
};

/**
 * The title the administrator gave the block, '' when none.
 *
 * @param options The block's options.
 */
export function customTitle( options: BlockOptions ): string {
	return typeof options.title === 'string' ? options.title.trim() : '';
}

/** The visitor and store charts' display options: the previous period, lines or bars. */
export function chartDisplayOptions(): OptionDefinition[] {
	return [
		{
			option: 'trueFalse',
			uniqueKey: 'compare',
			label: __( 'Compare with the previous period', 'uipress' ),
			value: true,
		},
		{
			option: 'choiceSelect',
			uniqueKey: 'chartType',
			label: __( 'Chart type', 'uipress' ),
			value: 'line',
			args: {
				options: [
					{ value: 'line', label: __( 'Line', 'uipress' ) },
					{ value: 'bar', label: __( 'Bars', 'uipress' ) },
				],
			},
		},
	];
}

/** The range options (chart, map and tables; realtime has no range). */
export function rangeOptions(): OptionDefinition[] {
	return [
		{
			option: 'multiChoice',
			uniqueKey: 'dateRanges',
			label: __( 'Date ranges offered', 'uipress' ),
			value: [ ...DEFAULT_DATE_RANGES ],
			args: { options: rangeChoices() },
		},
		{
			option: 'select',
			uniqueKey: 'defaultRange',
			label: __( 'Date range shown first', 'uipress' ),
			value: DEFAULT_RANGE,
			args: { options: rangeChoices() },
		},
	];
}

/**
 * The block's source.
 *
 * @param options The block's options.
 */
export function sourceOption( options: BlockOptions ): AnalyticsSource {
	return choiceOption( options, 'source', SOURCES, 'google' );
}

/**
 * The ranges a viewer may pick from, in the presets' order; the defaults
 * when none is stored or valid.
 *
 * @param options The block's options.
 */
export function offeredRanges( options: BlockOptions ): DateRangeId[] {
	const stored = options.dateRanges;
	const ranges = Array.isArray( stored )
		? DATE_RANGES.filter( ( range ) => stored.includes( range ) )
		: [];
	return ranges.length > 0 ? ranges : [ ...DEFAULT_DATE_RANGES ];
}

/**
 * The range shown first: the stored default when it is offered, else the
 * first offered.
 *
 * @param options The block's options.
 */
export function initialRange( options: BlockOptions ): DateRangeId {
	const offered = offeredRanges( options );
	const stored = choiceOption(
		options,
		'defaultRange',
		DATE_RANGES,
		DEFAULT_RANGE
	);
	return offered.includes( stored )
		? stored
		: ( offered[ 0 ] ?? DEFAULT_RANGE );
}

/** The store revenue metrics (includes/Analytics/Store/StoreSettings.php REVENUE_METRICS). */
export const REVENUE_METRICS = [
	'net_revenue',
	'gross_sales',
	'orders_count',
	'avg_order_value',
	'num_items_sold',
] as const;
export type RevenueMetric = ( typeof REVENUE_METRICS )[ number ];

/**
 * A store revenue metric's name, in WooCommerce's words.
 *
 * @param metric The metric.
 */
export function revenueMetricLabel( metric: RevenueMetric ): string {
	switch ( metric ) {
		case 'gross_sales':
			return __( 'Gross sales', 'uipress' );
		case 'orders_count':
			return __( 'Orders', 'uipress' );
		case 'avg_order_value':
			return __( 'Average order value', 'uipress' );
		case 'num_items_sold':
			return __( 'Items sold', 'uipress' );
		default:
			return __( 'Net sales', 'uipress' );
	}
}

/**
 * The store metrics picker: a checkbox per metric, `min`–`max` of them.
 *
 * @param value The metrics ticked at first.
 * @param max   How many may be ticked.
 */
export function revenueMetricsOption(
	value: RevenueMetric[],
	max: number
): OptionDefinition {
	return {
		option: 'multiChoice',
		uniqueKey: 'metrics',
		label: __( 'Metrics', 'uipress' ),
		value,
		args: {
			min: 1,
			max,
			options: REVENUE_METRICS.map( ( metric ) => ( {
				value: metric,
				label: revenueMetricLabel( metric ),
			} ) ),
		},
	};
}

/** What a store revenue chart's point covers. */
export const STORE_INTERVALS: readonly StoreInterval[] = [
	'day',
	'week',
	'month',
];

/**
 * An interval's name ("By week").
 *
 * @param interval The interval.
 */
export function intervalLabel( interval: StoreInterval ): string {
	switch ( interval ) {
		case 'week':
			return __( 'By week', 'uipress' );
		case 'month':
			return __( 'By month', 'uipress' );
		default:
			return __( 'By day', 'uipress' );
	}
}
