/**
 * Internal dependencies
 */
import { clientDynamicValues } from '../client-values';
import { greetingFor } from '../greeting';
import { intlLocale } from '../locale';

const NOW = new Date( 2024, 4, 15, 14, 5 );

describe( 'clientDynamicValues', () => {
	it( 'reads the date parts in the site’s locale', () => {
		const values = clientDynamicValues( NOW, 'en_GB' );
		expect( values.date?.value ).toBe( '15 May 2024' );
		expect( values.shortDate?.value ).toBe( '15/05/2024' );
		expect( values.isoDate?.value ).toBe( '2024-05-15' );
		expect( values.time?.value ).toBe( '14:05' );
		expect( values.weekday?.value ).toBe( 'Wednesday' );
		expect( values.day?.value ).toBe( 15 );
		expect( values.month?.value ).toBe( 'May' );
		expect( values.monthNumber?.value ).toBe( 5 );
		expect( values.year?.value ).toBe( 2024 );
		expect( values.greeting?.value ).toBe( 'Good afternoon' );
	} );

	it( 'follows the locale', () => {
		const us = clientDynamicValues( NOW, 'en_US' );
		expect( us.date?.value ).toBe( 'May 15, 2024' );
		const de = clientDynamicValues( NOW, 'de_DE' );
		expect( de.weekday?.value ).toBe( 'Mittwoch' );
		expect( de.month?.value ).toBe( 'Mai' );
	} );

	it( 'puts every value in the date group with a label', () => {
		for ( const entry of Object.values(
			clientDynamicValues( NOW, 'en_US' )
		) ) {
			expect( entry.group ).toBe( 'date' );
			expect( entry.label ).not.toBe( '' );
		}
	} );

	it( 'falls back to the default locale for an unknown or broken one', () => {
		expect( intlLocale( 'en_GB' ) ).toBe( 'en-GB' );
		expect( intlLocale( '' ) ).toBeUndefined();
		expect( intlLocale( '!!' ) ).toBeUndefined();
		expect( () => clientDynamicValues( NOW, '!!' ) ).not.toThrow();
		expect( clientDynamicValues( NOW, '!!' ).year?.value ).toBe( 2024 );
	} );
} );

describe( 'greetingFor', () => {
	it.each( [
		[ 0, 0, 'Good evening' ],
		[ 4, 59, 'Good evening' ],
		[ 5, 0, 'Good morning' ],
		[ 11, 59, 'Good morning' ],
		[ 12, 0, 'Good afternoon' ],
		[ 17, 59, 'Good afternoon' ],
		[ 18, 0, 'Good evening' ],
		[ 23, 59, 'Good evening' ],
	] )( '%i:%i → %s', ( hour, minute, greeting ) => {
		expect( greetingFor( new Date( 2024, 0, 1, hour, minute ) ) ).toBe(
			greeting
		);
	} );
} );
