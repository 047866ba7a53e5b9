/**
 * Numbers of analytics reports as people read them: each metric by its type
 * (integers, decimals, percentages, durations as m:ss, money), in the
 * user's locale (the admin page's `lang`), through Intl. Store money reads
 * as WooCommerce prints it (wc_price()): its symbol, symbol position,
 * decimals and separators, from the answer's `currency`.
 */

/**
 * Internal dependencies
 */
import type { ReportMetric, StoreCurrency } from './types';

/** Shown for a value the source does not have (a metric Matomo lacks). */
export const MISSING_VALUE = '—';

/** The page's locale (`en-US`), or the browser's when the page names none. */
export function pageLocale(): string | undefined {
	const lang =
		typeof document === 'undefined' ? '' : document.documentElement.lang;
	return lang || undefined;
}

function numberFormat(
	options: Intl.NumberFormatOptions,
	locale = pageLocale()
): Intl.NumberFormat {
	try {
		return new Intl.NumberFormat( locale, options );
	} catch {
		// An unknown locale tag or currency code: the browser's defaults.
		return new Intl.NumberFormat( undefined, {
			maximumFractionDigits: options.maximumFractionDigits,
		} );
	}
}

/**
 * A duration in seconds as `m:ss`, or `h:mm:ss` from an hour on.
 *
 * @param seconds The duration.
 */
export function formatDuration( seconds: number ): string {
	const total = Math.round( Math.abs( seconds ) );
	const hours = Math.floor( total / 3600 );
	const minutes = Math.floor( ( total % 3600 ) / 60 );
	const rest = String( total % 60 ).padStart( 2, '0' );
	const sign = seconds < 0 && total > 0 ? '-' : '';
	return hours > 0
		? `${ sign }${ hours }:${ String( minutes ).padStart(
				2,
				'0'
			) }:${ rest }`
		: `${ sign }${ minutes }:${ rest }`;
}

/**
 * A number as PHP's number_format() writes it: fixed decimals, the
 * thousands grouped by three.
 *
 * @param value     The number (not negative).
 * @param decimals  Digits after the separator.
 * @param decimal   The decimal separator.
 * @param thousands The thousands separator.
 */
function numberFormatLikePhp(
	value: number,
	decimals: number,
	decimal: string,
	thousands: string
): string {
	const [ whole = '0', fraction ] = value
		.toFixed( Math.max( 0, Math.min( 20, decimals ) ) )
		.split( '.' );
	const grouped = whole.replace( /\B(?=(\d{3})+(?!\d))/g, thousands );
	return fraction ? `${ grouped }${ decimal }${ fraction }` : grouped;
}

/**
 * Money as WooCommerce's wc_price() prints it ("$1,234.50", "1.234,50 €").
 *
 * @param value    The amount.
 * @param currency WooCommerce's currency settings.
 * @param compact  Short form for chart axes ("$1.2K"): the number in the
 *                 locale's compact notation, the symbol where WooCommerce
 *                 puts it.
 * @param locale   The locale of the compact form.
 */
export function formatStoreMoney(
	value: number,
	currency: StoreCurrency,
	compact = false,
	locale = pageLocale()
): string {
	const amount = compact
		? numberFormat(
				{ notation: 'compact', maximumFractionDigits: 1 },
				locale
			).format( Math.abs( value ) )
		: numberFormatLikePhp(
				Math.abs( value ),
				currency.decimals,
				currency.decimalSeparator,
				currency.thousandSeparator
			);
	const symbol = currency.symbol;
	const space = '\u00a0';
	const formatted = {
		left: `${ symbol }${ amount }`,
		right: `${ amount }${ symbol }`,
		left_space: `${ symbol }${ space }${ amount }`,
		right_space: `${ amount }${ space }${ symbol }`,
	}[ currency.position ];
	// wc_price() puts the minus before the symbol; "-0.00" reads as 0.
	const negative = value < 0 && /[1-9]/.test( amount );
	return `${ negative ? '-' : '' }${ formatted ?? `${ symbol }${ amount }` }`;
}

/**
 * A metric's value as text.
 *
 * @param value    The value; null when the source lacks the metric.
 * @param metric   The metric (its type and currency).
 * @param compact  Short form for chart axes (`1.2K`).
 * @param locale   The locale; the page's by default.
 * @param currency Store answers: WooCommerce's currency format, used for
 *                 money in the store's currency.
 */
export function formatMetric(
	value: number | null | undefined,
	metric: Pick< ReportMetric, 'type' | 'currency' >,
	compact = false,
	locale = pageLocale(),
	currency?: StoreCurrency
): string {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return MISSING_VALUE;
	}
	if (
		metric.type === 'currency' &&
		currency &&
		( ! metric.currency || metric.currency === currency.code )
	) {
		return formatStoreMoney( value, currency, compact, locale );
	}
	const notation = compact ? 'compact' : 'standard';
	switch ( metric.type ) {
		case 'seconds':
			return formatDuration( value );
		case 'percent':
			// GA4 gives rates as fractions (0.563 = 56.3 %).
			return numberFormat(
				{ style: 'percent', maximumFractionDigits: 1 },
				locale
			).format( value );
		case 'currency':
			return numberFormat(
				{
					style: 'currency',
					currency: metric.currency || 'USD',
					notation,
				},
				locale
			).format( value );
		case 'float':
			return numberFormat(
				{ maximumFractionDigits: 2, notation },
				locale
			).format( value );
		default:
			return numberFormat(
				{ maximumFractionDigits: compact ? 1 : 0, notation },
				locale
			).format( compact ? value : Math.round( value ) );
	}
}

export interface Change {
	/** The change as a fraction of the previous value (0.123 = +12.3 %). */
	ratio: number;
	direction: 'up' | 'down' | 'flat';
	/** `+12.3%` in the locale's way. */
	text: string;
}

/**
 * The change of a total against the previous period's; null when it cannot
 * be told (no previous period, a missing value, or nothing before).
 *
 * @param current  This period's total.
 * @param previous The previous period's total.
 * @param locale   The locale; the page's by default.
 */
export function changeBetween(
	current: number | null | undefined,
	previous: number | null | undefined,
	locale = pageLocale()
): Change | null {
	if (
		typeof current !== 'number' ||
		typeof previous !== 'number' ||
		! Number.isFinite( current ) ||
		! Number.isFinite( previous ) ||
		previous === 0
	) {
		return null;
	}
	const ratio = ( current - previous ) / Math.abs( previous );
	// Rounded as shown, so "+0.0%" never reads as a rise.
	const shown = Math.round( ratio * 1000 ) / 1000;
	let direction: Change[ 'direction' ] = 'flat';
	if ( shown > 0 ) {
		direction = 'up';
	} else if ( shown < 0 ) {
		direction = 'down';
	}
	const text = numberFormat(
		{
			style: 'percent',
			minimumFractionDigits: 1,
			maximumFractionDigits: 1,
			signDisplay: 'exceptZero',
		},
		locale
	).format( shown );
	return { ratio, direction, text };
}
