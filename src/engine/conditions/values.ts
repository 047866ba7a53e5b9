/**
 * Readers that turn a current value or a typed-in value into something
 * comparable. Each returns undefined when the text cannot be read as its type.
 */

export const WEEKDAYS = [
	'monday',
	'tuesday',
	'wednesday',
	'thursday',
	'friday',
	'saturday',
	'sunday',
] as const;

export type Weekday = ( typeof WEEKDAYS )[ number ];

/**
 * Weekday name of a date (local time), as the weekday condition compares it.
 * @param date
 */
export function weekdayOf( date: Date ): Weekday {
	// getDay(): 0 is Sunday; WEEKDAYS starts on Monday (ISO 8601).
	return WEEKDAYS[ ( date.getDay() + 6 ) % 7 ] ?? 'monday';
}

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

/**
 * Local date as YYYY-MM-DD.
 * @param date
 */
export function isoDateOf( date: Date ): string {
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad(
		date.getDate()
	) }`;
}

/**
 * Local time as HH:MM (24 hours).
 * @param date
 */
export function timeOf( date: Date ): string {
	return `${ pad( date.getHours() ) }:${ pad( date.getMinutes() ) }`;
}

/**
 * 1 (Monday) to 7 (Sunday) for a full or three-letter English day name.
 *
 * @param text A day name, any case.
 */
export function readWeekday( text: string ): number | undefined {
	const name = text.trim().toLowerCase();
	if ( name.length < 3 ) {
		return undefined;
	}
	const index = WEEKDAYS.findIndex(
		( day ) => day === name || day.slice( 0, 3 ) === name
	);
	return index === -1 ? undefined : index + 1;
}

/**
 * YYYYMMDD as a number for a YYYY-MM-DD date (month and day may be one digit).
 *
 * @param text A date.
 */
export function readDate( text: string ): number | undefined {
	const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec( text.trim() );
	if ( ! match ) {
		return undefined;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number ) as [
		number,
		number,
		number,
	];
	if ( month < 1 || month > 12 || day < 1 || day > 31 ) {
		return undefined;
	}
	return year * 10000 + month * 100 + day;
}

/**
 * Minutes since midnight for HH:MM (hour may be one digit; seconds ignored).
 *
 * @param text A time.
 */
export function readTime( text: string ): number | undefined {
	const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec( text.trim() );
	if ( ! match ) {
		return undefined;
	}
	const hours = Number( match[ 1 ] );
	const minutes = Number( match[ 2 ] );
	if ( hours > 23 || minutes > 59 ) {
		return undefined;
	}
	return hours * 60 + minutes;
}

/**
 * A number from plain numeric text.
 *
 * @param text Numeric text.
 */
export function readNumber( text: string ): number | undefined {
	const trimmed = text.trim();
	if ( ! /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test( trimmed ) ) {
		return undefined;
	}
	return Number( trimmed );
}

/**
 * true or false from 'true'/'false' (also '1'/'0'), any case.
 *
 * @param text Boolean text.
 */
export function readBoolean( text: string ): boolean | undefined {
	const value = text.trim().toLowerCase();
	if ( value === 'true' || value === '1' ) {
		return true;
	}
	if ( value === 'false' || value === '0' ) {
		return false;
	}
	return undefined;
}
