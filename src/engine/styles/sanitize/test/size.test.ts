/**
 * Internal dependencies
 */
import { sanitizeSize } from '../size';

describe( 'sanitizeSize', () => {
	it.each( [
		[ { value: 12, units: 'px' }, '12px' ],
		[ { value: '1.5', units: 'rem' }, '1.5rem' ],
		[ { value: 50, units: '%' }, '50%' ],
		[ { value: -4, units: 'px' }, '-4px' ],
		[ { value: 0, units: 'px' }, '0' ],
		[ { value: 2, units: 'fr' }, '2fr' ],
		[ { value: 10, units: 'vw' }, '10vw' ],
		[ { value: 10, units: 'vh' }, '10vh' ],
		[ { value: 1, units: 'em' }, '1em' ],
		[ { value: 'anything', units: 'auto' }, 'auto' ],
		[ { value: 1 / 3, units: 'em' }, '0.3333em' ],
	] )( '%p → %s', ( size, css ) => {
		expect( sanitizeSize( size ) ).toBe( css );
	} );

	it.each( [
		{ value: 12, units: 'px;color:red' },
		{ value: 12, units: 'cm' },
		{ value: '12px', units: 'px' },
		{ value: '1;}', units: 'px' },
		{ value: '', units: 'px' },
		{ value: Infinity, units: 'px' },
		{ value: NaN, units: 'px' },
		{ value: 12 },
		'12px',
		undefined,
	] )( 'drops %p', ( size ) => {
		expect( sanitizeSize( size ) ).toBeUndefined();
	} );

	it( 'rejects long near-numbers quickly (no catastrophic backtracking)', () => {
		const hostile = '1'.repeat( 50000 ) + 'x';
		expect(
			sanitizeSize( { value: hostile, units: 'px' } )
		).toBeUndefined();
	} );
} );
