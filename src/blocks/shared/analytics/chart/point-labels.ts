/**
 * How a chart point's date reads: a day ("Nov 3"), a week from its first
 * day ("Week of Nov 3") or a month ("Nov 2026"), in the page's locale. The
 * store revenue chart's points cover days, weeks or months (`interval`);
 * the visitor chart's are days.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pageLocale } from '../format';
import type { StoreInterval } from '../types';

/**
 * A `YYYY-MM-DD` date in Intl's words, read in UTC so no time zone moves it.
 *
 * @param date    The day.
 * @param options What to show.
 * @param locale  The locale.
 */
function formatDay(
	date: string,
	options: Intl.DateTimeFormatOptions,
	locale: string | undefined
): string {
	const day = new Date( `${ date }T00:00:00Z` );
	if ( Number.isNaN( day.getTime() ) ) {
		return date;
	}
	try {
		return new Intl.DateTimeFormat( locale, {
			...options,
			timeZone: 'UTC',
		} ).format( day );
	} catch {
		return date;
	}
}

/**
 * A report day (`YYYY-MM-DD`) as a short date ("Nov 3").
 *
 * @param date   The day.
 * @param locale The locale; the page's by default.
 */
export function shortDate(
	date: string | undefined,
	locale = pageLocale()
): string {
	return date
		? formatDay( date, { month: 'short', day: 'numeric' }, locale )
		: '';
}

/**
 * A point's label: its day, its week or its month.
 *
 * @param date     The point's date (the interval's first day).
 * @param interval What the point covers; a day when not given.
 * @param locale   The locale; the page's by default.
 */
export function pointLabel(
	date: string | undefined,
	interval: StoreInterval = 'day',
	locale = pageLocale()
): string {
	if ( ! date ) {
		return '';
	}
	if ( interval === 'month' ) {
		return formatDay( date, { month: 'short', year: 'numeric' }, locale );
	}
	if ( interval === 'week' ) {
		return sprintf(
			/* translators: %s: the week's first day ("Nov 3"). */
			__( 'Week of %s', 'uipress' ),
			shortDate( date, locale )
		);
	}
	return shortDate( date, locale );
}

/**
 * A point's label on the x axis, where room is short: weeks by their first
 * day, months by their short name and year.
 *
 * @param date     The point's date.
 * @param interval What the point covers.
 * @param locale   The locale; the page's by default.
 */
export function axisLabel(
	date: string | undefined,
	interval: StoreInterval = 'day',
	locale = pageLocale()
): string {
	return interval === 'week'
		? shortDate( date, locale )
		: pointLabel( date, interval, locale );
}

/**
 * The screen-reader table's caption.
 *
 * @param metrics  The metrics' names ("Net sales, Orders").
 * @param interval What each row covers.
 */
export function tableCaption(
	metrics: string,
	interval: StoreInterval = 'day'
): string {
	if ( interval === 'week' ) {
		/* translators: %s: metric names ("Net sales, Orders"). */
		return sprintf( __( '%s by week', 'uipress' ), metrics );
	}
	if ( interval === 'month' ) {
		/* translators: %s: metric names ("Net sales, Orders"). */
		return sprintf( __( '%s by month', 'uipress' ), metrics );
	}
	/* translators: %s: metric names ("Active users, Sessions"). */
	return sprintf( __( '%s by day', 'uipress' ), metrics );
}
