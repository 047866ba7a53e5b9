/**
 * Internal dependencies
 */
import {
	choiceOption,
	dynamicOption,
	iconOption,
	linkOption,
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

	it( 'read link-select values', () => {
		expect(
			linkOption( { l: { value: '/x', newTab: 'newTab' } }, 'l' )
		).toEqual( { value: '/x', newTab: 'newTab' } );
		expect(
			linkOption( { l: { value: '/x', newTab: 'odd' } }, 'l' )
		).toEqual( { value: '/x', newTab: '' } );
		expect( linkOption( { l: '/y' }, 'l' ) ).toEqual( {
			value: '/y',
			newTab: '',
		} );
		expect( linkOption( { l: '' }, 'l' ) ).toBeUndefined();
		expect(
			linkOption( { l: { newTab: 'newTab' } }, 'l' )
		).toBeUndefined();
	} );

	it( 'read icons by name or object', () => {
		expect( iconOption( { i: 'home' }, 'i' ) ).toBe( 'home' );
		expect( iconOption( { i: { value: 'star' } }, 'i' ) ).toBe( 'star' );
		expect( iconOption( {}, 'i', 'favorite' ) ).toBe( 'favorite' );
	} );
} );
