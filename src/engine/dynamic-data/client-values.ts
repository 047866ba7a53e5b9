/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { greetingFor } from './greeting';
import { intlLocale } from './locale';
import type { DynamicCatalogue } from './types';

/**
 * Formatters are costly to build (milliseconds each) and the catalogue is
 * rebuilt on every render and every minute, so each locale + options pair is
 * built once.
 */
const formatters = new Map< string, Intl.DateTimeFormat >();

function formatter(
	tag: string | undefined,
	options: Intl.DateTimeFormatOptions
): Intl.DateTimeFormat {
	const key = `${ tag ?? '' }|${ JSON.stringify( options ) }`;
	let cached = formatters.get( key );
	if ( ! cached ) {
		cached = new Intl.DateTimeFormat( tag, options );
		formatters.set( key, cached );
	}
	return cached;
}

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

/**
 * Values read in the browser: dates and times (in the site's locale and the
 * browser's time zone) and the greeting. Group 'date'.
 *
 * @param now    The moment.
 * @param locale WordPress locale, e.g. 'en_GB'.
 */
export function clientDynamicValues(
	now: Date,
	locale: string
): DynamicCatalogue {
	const tag = intlLocale( locale );
	const format = ( options: Intl.DateTimeFormatOptions ) =>
		formatter( tag, options ).format( now );
	const group = 'date';
	return {
		date: {
			label: __( 'Date', 'uipress' ),
			value: format( { dateStyle: 'long' } ),
			group,
		},
		shortDate: {
			label: __( 'Date (short)', 'uipress' ),
			value: format( { dateStyle: 'short' } ),
			group,
		},
		isoDate: {
			label: __( 'Date (YYYY-MM-DD)', 'uipress' ),
			value: `${ now.getFullYear() }-${ pad(
				now.getMonth() + 1
			) }-${ pad( now.getDate() ) }`,
			group,
		},
		time: {
			label: __( 'Time', 'uipress' ),
			value: format( { timeStyle: 'short' } ),
			group,
		},
		weekday: {
			label: __( 'Weekday', 'uipress' ),
			value: format( { weekday: 'long' } ),
			group,
		},
		day: {
			label: __( 'Day of the month', 'uipress' ),
			value: now.getDate(),
			group,
		},
		month: {
			label: __( 'Month', 'uipress' ),
			value: format( { month: 'long' } ),
			group,
		},
		monthNumber: {
			label: __( 'Month number', 'uipress' ),
			value: now.getMonth() + 1,
			group,
		},
		year: {
			label: __( 'Year', 'uipress' ),
			value: now.getFullYear(),
			group,
		},
		greeting: {
			label: __( 'Greeting', 'uipress' ),
			value: greetingFor( now ),
			group,
		},
	};
}
