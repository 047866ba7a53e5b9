/**
 * Internal dependencies
 */
import type { ConditionOperator } from '../types';
import type { ConditionCurrentValue, ConditionValueType } from './types';
import {
	readBoolean,
	readDate,
	readNumber,
	readTime,
	readWeekday,
} from './values';

/*
 * Operator semantics. `current` is the value read now; `expected` is what the
 * administrator typed (entries with an empty value never get here). Text is
 * always trimmed and compared without case.
 *
 * | operator           | text             | list (userrole, pluginActive) | number | date / time / weekday | boolean (darkMode) |
 * |--------------------|------------------|-------------------------------|--------|-----------------------|--------------------|
 * | is                 | equal            | any entry equal               | ==     | same day/minute/day   | equal              |
 * | isnot              | not equal        | no entry equal                | !=     | different             | not equal          |
 * | contains           | substring        | any entry has the substring   | substring of the text form    | false              |
 * |                    |                  | (so also plain membership)    | (2024-05-15, 14:30, wednesday)| ^                  |
 * | greaterThan        | numeric if both  | false                         | >      | later                 | false              |
 * | greaterThanEqualTo | sides are        | false                         | >=     | same or later         | false              |
 * | lessThan           | numbers, else    | false                         | <      | earlier               | false              |
 * | lessThanEqualTo    | false            | false                         | <=     | same or earlier       | false              |
 *
 * Order: dates chronologically (YYYY-MM-DD), times by minute of the day
 * (HH:MM or H:MM, 24 h, seconds ignored), weekdays Monday (1) to Sunday (7)
 * (full or three-letter English names, 'monday' or 'Mon'). darkMode is
 * compared with 'true' / 'false' (also '1' / '0').
 *
 * An expected value that cannot be read as the type ('abc' for a number,
 * '2024-13-01' for a date, 'maybe' for darkMode) makes the entry false
 * whatever the operator, isnot included: a condition that cannot be
 * understood never silently passes.
 */

type Ordering = -1 | 0 | 1;

function order( a: number, b: number ): Ordering {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

function byOrdering(
	ordering: Ordering,
	operator: ConditionOperator
): boolean {
	switch ( operator ) {
		case 'is':
			return ordering === 0;
		case 'isnot':
			return ordering !== 0;
		case 'greaterThan':
			return ordering === 1;
		case 'greaterThanEqualTo':
			return ordering >= 0;
		case 'lessThan':
			return ordering === -1;
		case 'lessThanEqualTo':
			return ordering <= 0;
		default:
			return false;
	}
}

function lower( value: string | number | boolean ): string {
	return String( value ).trim().toLowerCase();
}

function compareList(
	current: string[],
	operator: ConditionOperator,
	expected: string
): boolean {
	const wanted = lower( expected );
	const entries = current.map( lower );
	switch ( operator ) {
		case 'is':
			return entries.includes( wanted );
		case 'isnot':
			return ! entries.includes( wanted );
		case 'contains':
			return entries.some( ( entry ) => entry.includes( wanted ) );
		default:
			return false;
	}
}

const READERS: Partial<
	Record< ConditionValueType, ( text: string ) => number | undefined >
> = {
	number: readNumber,
	date: readDate,
	time: readTime,
	weekday: readWeekday,
};

function compareOrdered(
	current: string | number | boolean,
	operator: ConditionOperator,
	expected: string,
	read: ( text: string ) => number | undefined
): boolean {
	if ( operator === 'contains' ) {
		return lower( current ).includes( lower( expected ) );
	}
	const want = read( expected );
	const have = read( String( current ) );
	if ( want === undefined || have === undefined ) {
		return false;
	}
	return byOrdering( order( have, want ), operator );
}

function compareText(
	current: string | number | boolean,
	operator: ConditionOperator,
	expected: string
): boolean {
	const have = lower( current );
	const want = lower( expected );
	switch ( operator ) {
		case 'is':
			return have === want;
		case 'isnot':
			return have !== want;
		case 'contains':
			return have.includes( want );
		default: {
			const a = readNumber( have );
			const b = readNumber( want );
			return a !== undefined && b !== undefined
				? byOrdering( order( a, b ), operator )
				: false;
		}
	}
}

function compareBoolean(
	current: string | number | boolean,
	operator: ConditionOperator,
	expected: string
): boolean {
	const want = readBoolean( expected );
	const have =
		typeof current === 'boolean'
			? current
			: readBoolean( String( current ) );
	if ( want === undefined || have === undefined ) {
		return false;
	}
	if ( operator === 'is' ) {
		return have === want;
	}
	if ( operator === 'isnot' ) {
		return have !== want;
	}
	return false;
}

/**
 * Whether `current` relates to `expected` as `operator` says (see the table above).
 *
 * @param current   The current value.
 * @param operator  The stored operator.
 * @param expected  The stored value (not empty).
 * @param valueType How the type's values compare.
 */
export function compareValues(
	current: ConditionCurrentValue,
	operator: ConditionOperator,
	expected: string,
	valueType: ConditionValueType
): boolean {
	if ( Array.isArray( current ) ) {
		return compareList( current, operator, expected );
	}
	if ( valueType === 'boolean' ) {
		return compareBoolean( current, operator, expected );
	}
	const read = READERS[ valueType ];
	if ( read ) {
		return compareOrdered( current, operator, expected, read );
	}
	return compareText( current, operator, expected );
}
