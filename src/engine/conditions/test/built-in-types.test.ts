/**
 * Internal dependencies
 */
import { CONDITION_TYPES } from '../../types';
import { builtInConditionTypes } from '../built-in-types';
import { evaluateConditions } from '../evaluate';
import { context, entry } from './fixtures';

function holds(
	type: string,
	operator: Parameters< typeof entry >[ 1 ],
	value: string,
	overrides: Parameters< typeof context >[ 0 ] = {}
): boolean {
	return evaluateConditions(
		{ relation: 'and', conditions: [ entry( type, operator, value ) ] },
		context( overrides )
	);
}

describe( 'built-in condition types', () => {
	it( 'are exactly the 16 types of the spec, each with a label and operators', () => {
		const types = builtInConditionTypes();
		expect( types.map( ( type ) => type.name ) ).toEqual( [
			...CONDITION_TYPES,
		] );
		for ( const type of types ) {
			expect( type.label ).not.toBe( '' );
			expect( type.operators.length ).toBeGreaterThan( 0 );
		}
	} );

	it( 'weekday reads the local day name', () => {
		expect( holds( 'weekday', 'is', 'wednesday' ) ).toBe( true );
		expect( holds( 'weekday', 'is', 'monday' ) ).toBe( false );
		expect(
			holds( 'weekday', 'is', 'sunday', {
				now: new Date( 2024, 4, 19, 8, 0 ),
			} )
		).toBe( true );
		expect( holds( 'weekday', 'lessThan', 'saturday' ) ).toBe( true );
	} );

	it( 'date reads the local date', () => {
		expect( holds( 'date', 'is', '2024-05-15' ) ).toBe( true );
		expect( holds( 'date', 'greaterThanEqualTo', '2024-01-01' ) ).toBe(
			true
		);
		expect( holds( 'date', 'lessThan', '2024-05-15' ) ).toBe( false );
	} );

	it( 'time reads the local time to the minute', () => {
		expect( holds( 'time', 'is', '14:30' ) ).toBe( true );
		expect( holds( 'time', 'greaterThan', '09:00' ) ).toBe( true );
		expect( holds( 'time', 'lessThan', '12:00' ) ).toBe( false );
	} );

	it( 'userlogin compares without case', () => {
		expect( holds( 'userlogin', 'is', 'jane' ) ).toBe( true );
		expect( holds( 'userlogin', 'isnot', 'admin' ) ).toBe( true );
		expect( holds( 'userlogin', 'contains', 'AN' ) ).toBe( true );
	} );

	it( 'userid compares numbers', () => {
		expect( holds( 'userid', 'is', '7' ) ).toBe( true );
		expect( holds( 'userid', 'greaterThan', '10' ) ).toBe( false );
		expect( holds( 'userid', 'lessThanEqualTo', '7' ) ).toBe( true );
	} );

	it( 'useremail', () => {
		expect( holds( 'useremail', 'is', 'Jane@Example.org' ) ).toBe( true );
		expect( holds( 'useremail', 'contains', '@example.org' ) ).toBe( true );
		expect( holds( 'useremail', 'isnot', 'jane@example.org' ) ).toBe(
			false
		);
	} );

	it( 'userrole matches any of the user’s roles', () => {
		expect( holds( 'userrole', 'is', 'editor' ) ).toBe( true );
		expect( holds( 'userrole', 'is', 'shop_manager' ) ).toBe( true );
		expect( holds( 'userrole', 'is', 'administrator' ) ).toBe( false );
		expect( holds( 'userrole', 'isnot', 'administrator' ) ).toBe( true );
		expect( holds( 'userrole', 'isnot', 'editor' ) ).toBe( false );
		expect( holds( 'userrole', 'contains', 'shop' ) ).toBe( true );
	} );

	it( 'siteTitle, siteURL and adminURL', () => {
		expect( holds( 'siteTitle', 'is', 'my site' ) ).toBe( true );
		expect( holds( 'siteURL', 'contains', 'example.org' ) ).toBe( true );
		expect(
			holds( 'adminURL', 'is', 'https://example.org/wp-admin/' )
		).toBe( true );
		expect(
			holds( 'adminURL', 'isnot', 'https://other.test/wp-admin/' )
		).toBe( true );
	} );

	it( 'currentPageName and currentURL come from the client', () => {
		expect( holds( 'currentPageName', 'is', 'dashboard' ) ).toBe( true );
		expect(
			holds( 'currentPageName', 'is', 'Posts', {
				currentPageName: 'Posts',
			} )
		).toBe( true );
		expect( holds( 'currentURL', 'contains', 'index.php' ) ).toBe( true );
		expect( holds( 'currentURL', 'contains', 'edit.php' ) ).toBe( false );
	} );

	it( 'locale', () => {
		expect( holds( 'locale', 'is', 'en_gb' ) ).toBe( true );
		expect( holds( 'locale', 'contains', 'en_' ) ).toBe( true );
		expect( holds( 'locale', 'is', 'de_DE' ) ).toBe( false );
	} );

	it( 'pluginActive matches a basename or a folder slug', () => {
		expect( holds( 'pluginActive', 'is', 'akismet' ) ).toBe( true );
		expect( holds( 'pluginActive', 'is', 'akismet/akismet.php' ) ).toBe(
			true
		);
		expect( holds( 'pluginActive', 'is', 'woocommerce' ) ).toBe( false );
		expect( holds( 'pluginActive', 'isnot', 'woocommerce' ) ).toBe( true );
		expect( holds( 'pluginActive', 'contains', 'akis' ) ).toBe( true );
	} );

	it( 'notificationCount compares numbers', () => {
		expect( holds( 'notificationCount', 'greaterThan', '0' ) ).toBe( true );
		expect( holds( 'notificationCount', 'is', '3' ) ).toBe( true );
		expect(
			holds( 'notificationCount', 'greaterThan', '0', {
				notificationCount: 0,
			} )
		).toBe( false );
	} );

	it( 'darkMode compares with true/false', () => {
		expect( holds( 'darkMode', 'is', 'false' ) ).toBe( true );
		expect( holds( 'darkMode', 'is', 'true' ) ).toBe( false );
		expect( holds( 'darkMode', 'is', 'true', { darkMode: true } ) ).toBe(
			true
		);
		expect( holds( 'darkMode', 'isnot', 'true', { darkMode: true } ) ).toBe(
			false
		);
	} );
} );
