/**
 * Internal dependencies
 */
import {
	choiceOption,
	dynamicOption,
	iconOption,
	textOption,
} from '../options';

describe( 'block option readers', () => {
	it( 'read text, and numbers as text', () => {
		expect( textOption( { a: 'x' }, 'a' ) ).toBe( 'x' );
		expect( textOption( { a: 3 }, 'a' ) ).toBe( '3' );
		expect( textOption( { a: {} }, 'a', 'fallback' ) ).toBe( 'fallback' );
	} );

	it( 'accept only listed choices', () => {
		const sides = [ 'left', 'right' ] as const;
		expect( choiceOption( { s: 'right' }, 's', sides, 'left' ) ).toBe(
			'right'
		);
		expect( choiceOption( { s: 'up' }, 's', sides, 'left' ) ).toBe(
			'left'
		);
	} );

	it( 'read dynamic-input values and plain text', () => {
		expect( dynamicOption( { t: 'plain' }, 't' ) ).toBe( 'plain' );
		expect(
			dynamicOption( { t: { string: 'Hi', dynamic: true } }, 't' )
		).toEqual( {
			string: 'Hi',
			dynamic: true,
			dynamicKey: '',
			dynamicPos: 'right',
		} );
		expect( dynamicOption( { t: 5 }, 't' ) ).toBeUndefined();
	} );

	it( 'read icons by name or object', () => {
		expect( iconOption( { i: 'home' }, 'i' ) ).toBe( 'home' );
		expect( iconOption( { i: { value: 'star' } }, 'i' ) ).toBe( 'star' );
		expect( iconOption( {}, 'i', 'favorite' ) ).toBe( 'favorite' );
	} );
} );
