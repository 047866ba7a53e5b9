/**
 * Internal dependencies
 */
import {
	describeAudience,
	fromPickerValue,
	toPickerValue,
	unknownUserLabel,
} from '../audience-value';
import { userNames } from '../use-audience-labels';

describe( 'describeAudience', () => {
	const editor = { name: 'editor', label: 'Editor', type: 'role' };
	const jane = { name: '3', label: 'Jane Doe', type: 'user' };
	const author = { name: 'author', label: 'Author', type: 'role' };

	it( 'names roles and users as people know them, then the exclusions', () => {
		expect( describeAudience( [ editor, jane ], [] ) ).toBe(
			'Editor, Jane Doe'
		);
		expect( describeAudience( [ editor ], [ author, jane ] ) ).toBe(
			'Editor, except Author, Jane Doe'
		);
		expect(
			describeAudience(
				[ { name: 'shop', label: '', type: 'role' } ],
				[]
			)
		).toBe( 'shop' );
	} );

	it( 'says Nobody when nobody is chosen', () => {
		expect( describeAudience( [], [ author ] ) ).toBe( 'Nobody' );
	} );
} );

describe( 'audience picker value', () => {
	it( 'lists roles then users, with known names or "User #ID"', () => {
		expect(
			toPickerValue(
				{ roles: [ 'editor', 'shop_manager' ], users: [ 3, 9 ] },
				{
					roles: new Map( [ [ 'editor', 'Editor' ] ] ),
					users: new Map( [ [ '3', 'Jane Doe' ] ] ),
				}
			)
		).toEqual( [
			{ name: 'editor', label: 'Editor', type: 'role' },
			{ name: 'shop_manager', label: 'shop_manager', type: 'role' },
			{ name: '3', label: 'Jane Doe', type: 'user' },
			{ name: '9', label: 'User #9', type: 'user' },
		] );
		expect( unknownUserLabel( 4 ) ).toBe( 'User #4' );
	} );

	it( 'splits a picker value into role names and user ids', () => {
		expect(
			fromPickerValue( [
				{ name: '3', label: 'Jane', type: 'user' },
				{ name: 'editor', label: 'Editor', type: 'role' },
				{ name: 'editor', label: 'Editor', type: 'role' },
				{ name: '3', label: 'Jane', type: 'user' },
				{ name: 'jane', label: 'Jane', type: 'user' },
				{ name: '0', label: 'Nobody', type: 'user' },
				{ name: 'x', label: 'X', type: 'group' },
				{ name: '', label: '', type: 'role' },
			] )
		).toEqual( { roles: [ 'editor' ], users: [ 3 ] } );
	} );

	it( 'reads user names from a wp/v2/users answer', () => {
		expect(
			userNames( [
				{ id: 3, name: 'Jane' },
				{ id: '4', name: 'Joe' },
				{ id: 5, name: '' },
				null,
				'x',
			] )
		).toEqual( [ [ '3', 'Jane' ] ] );
		expect( userNames( { code: 'rest_forbidden' } ) ).toEqual( [] );
	} );
} );
