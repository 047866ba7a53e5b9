/**
 * Internal dependencies
 */
import { conditionValueOf, searchedFor } from '../user-value';

const ann = {
	id: 7,
	login: 'ann',
	email: 'ann@example.com',
	label: 'Ann Example',
	type: 'user' as const,
};
const editor = { name: 'editor', label: 'Editor', type: 'role' as const };

describe( 'user condition values', () => {
	it( 'searches users for user types, roles for the role type, nothing else', () => {
		expect( searchedFor( 'userlogin' ) ).toBe( 'users' );
		expect( searchedFor( 'userid' ) ).toBe( 'users' );
		expect( searchedFor( 'useremail' ) ).toBe( 'users' );
		expect( searchedFor( 'userrole' ) ).toBe( 'roles' );
		expect( searchedFor( 'siteTitle' ) ).toBeUndefined();
		expect( searchedFor( 'toString' ) ).toBeUndefined();
	} );

	it( 'stores what each type compares', () => {
		expect( conditionValueOf( 'userlogin', ann ) ).toBe( 'ann' );
		expect( conditionValueOf( 'userid', ann ) ).toBe( '7' );
		expect( conditionValueOf( 'useremail', ann ) ).toBe(
			'ann@example.com'
		);
		expect( conditionValueOf( 'userrole', editor ) ).toBe( 'editor' );
		expect( conditionValueOf( 'userrole', ann ) ).toBeUndefined();
		expect( conditionValueOf( 'userid', editor ) ).toBeUndefined();
	} );
} );
