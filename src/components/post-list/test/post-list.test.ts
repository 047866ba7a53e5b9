/**
 * Internal dependencies
 */
import { summariseAudience } from '../audience';
import { exportFileName } from '../download';

describe( 'summariseAudience', () => {
	const none = {
		forRoles: [],
		forUsers: [],
		excludesRoles: [],
		excludesUsers: [],
	};

	it( 'says nobody when no one is chosen', () => {
		expect( summariseAudience( none ) ).toBe( 'Nobody' );
	} );

	it( 'lists roles, counts users and names exclusions', () => {
		expect(
			summariseAudience( {
				...none,
				forRoles: [ 'editor', 'author' ],
				forUsers: [ 2 ],
			} )
		).toBe( 'editor, author, 1 user' );
		expect(
			summariseAudience( {
				...none,
				forRoles: [ 'editor' ],
				excludesUsers: [ 4, 5 ],
			} )
		).toBe( 'editor, except 2 users' );
	} );
} );

describe( 'exportFileName', () => {
	it( 'makes a safe file name', () => {
		expect( exportFileName( 'My Admin / Dark!' ) ).toBe(
			'uipress-my-admin-dark.json'
		);
		expect( exportFileName( '' ) ).toBe( 'uipress-template.json' );
		expect( exportFileName( '', 'menu' ) ).toBe( 'uipress-menu.json' );
	} );
} );
