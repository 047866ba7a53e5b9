/**
 * "2 hours ago": when an order was placed, in the page's locale, through
 * Intl (no date library in the interface).
 */

/**
 * Internal dependencies
 */
import { pageLocale } from '../shared/analytics/format';

const STEPS: Array< [ Intl.RelativeTimeFormatUnit, number ] > = [
	[ 'second', 60 ],
	[ 'minute', 60 ],
	[ 'hour', 24 ],
	[ 'day', 7 ],
	[ 'week', 4.35 ],
	[ 'month', 12 ],
	[ 'year', Number.POSITIVE_INFINITY ],
];

/**
 * How long ago a moment was, in the largest unit that fits ("3 days ago",
 * "yesterday", "now"); the ISO text itself when it is not a date.
 *
 * @param iso    ISO 8601.
 * @param now    Now (ms since the epoch).
 * @param locale The locale; the page's by default.
 */
export function relativeTime(
	iso: string,
	now: number,
	locale = pageLocale()
): string {
	const then = new Date( iso ).getTime();
	if ( Number.isNaN( then ) ) {
		return iso;
	}
	let amount = ( then - now ) / 1000;
	let format: Intl.RelativeTimeFormat;
	try {
		format = new Intl.RelativeTimeFormat( locale, { numeric: 'auto' } );
	} catch {
		format = new Intl.RelativeTimeFormat( undefined, { numeric: 'auto' } );
	}
	for ( const [ unit, size ] of STEPS ) {
		if ( Math.abs( amount ) < size ) {
			// Seconds round to "now" and "in 0 seconds" never shows.
			return format.format(
				unit === 'second' ? 0 : Math.round( amount ),
				unit
			);
		}
		amount /= size;
	}
	return iso;
}
