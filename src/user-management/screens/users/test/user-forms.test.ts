/**
 * Internal dependencies
 */
import { newUserRequest } from '../add-user-modal';
import { userChanges } from '../user-form';

const stored = {
	firstName: 'Ann',
	lastName: 'Lee',
	name: 'Ann Lee',
	email: 'ann@example.test',
	roles: [ 'editor', 'author' ],
	notes: '',
};

describe( 'userChanges', () => {
	it( 'sends only what changed', () => {
		expect(
			userChanges( stored, {
				...stored,
				email: 'ann@elsewhere.test',
				notes: 'Moved to marketing',
			} )
		).toEqual( {
			email: 'ann@elsewhere.test',
			notes: 'Moved to marketing',
		} );
	} );

	it( 'compares roles as a set', () => {
		expect(
			userChanges( stored, { ...stored, roles: [ 'author', 'editor' ] } )
		).toEqual( {} );
		expect(
			userChanges( stored, { ...stored, roles: [ 'author' ] } )
		).toEqual( { roles: [ 'author' ] } );
	} );
} );

describe( 'newUserRequest', () => {
	it( 'trims the form and leaves empty names out', () => {
		expect(
			newUserRequest( {
				login: ' newbie ',
				email: 'new@example.test ',
				firstName: '',
				lastName: ' Smith ',
				role: 'author',
				sendWelcome: false,
			} )
		).toEqual( {
			login: 'newbie',
			email: 'new@example.test',
			lastName: 'Smith',
			roles: [ 'author' ],
			sendWelcome: false,
		} );
	} );
} );
