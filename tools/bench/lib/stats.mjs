/**
 * The figures every benchmark prints.
 */

/**
 * The median of some numbers (the mean of the middle two for an even count).
 *
 * @param {number[]} values Numbers.
 * @return {number} Their median.
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * How a figure compares with its budget, as printed.
 *
 * @param {number} value  The figure.
 * @param {number} budget Its budget (at most).
 * @return {string} 'within budget' or 'OVER BUDGET'.
 */
export function verdict( value, budget ) {
	return value <= budget ? 'within budget' : 'OVER BUDGET';
}

/**
 * A percentile by the nearest-rank method: the smallest value at or below
 * which p % of them lie (p95 of 15 runs is the largest, of 20 the 19th,
 * of 40 the 38th).
 *
 * @param {number[]} values  Numbers.
 * @param {number}   percent 0–100.
 * @return {number} The percentile.
 */
export function percentile( values, percent ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const rank = Math.ceil( ( percent / 100 ) * sorted.length );
	return sorted[ Math.min( sorted.length, Math.max( 1, rank ) ) - 1 ];
}
