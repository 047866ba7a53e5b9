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
