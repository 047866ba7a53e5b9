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
import type { AnalyticsSource, DateRangeId } from './types';

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
		'Shown above the numbers. Empty: the map and tables name their report; the chart and realtime show none.',
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
