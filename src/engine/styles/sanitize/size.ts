/**
 * Internal dependencies
 */
import type { CssUnit } from '../../types';
import { cssNumber, finiteNumber, isRecord, keyword } from './values';

export const CSS_UNITS: readonly CssUnit[] = [
	'px',
	'%',
	'em',
	'rem',
	'vw',
	'vh',
	'fr',
	'auto',
];

/**
 * A stored `SizeValue` (`{ value: 12, units: 'px' }`) as CSS, or undefined
 * when the units are unknown or the value is not a number. Units 'auto'
 * ignore the value. An empty value (the field was cleared) writes nothing.
 *
 * @param size Stored value.
 */
export function sanitizeSize( size: unknown ): string | undefined {
	if ( ! isRecord( size ) ) {
		return undefined;
	}
	const units = keyword( size.units, CSS_UNITS );
	if ( ! units ) {
		return undefined;
	}
	if ( units === 'auto' ) {
		return 'auto';
	}
	const value = finiteNumber( size.value );
	if ( value === undefined ) {
		return undefined;
	}
	return value === 0 ? '0' : `${ cssNumber( value ) }${ units }`;
}
