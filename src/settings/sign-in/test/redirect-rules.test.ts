/**
 * Internal dependencies
 */
import {
	audienceError,
	changeRule,
	emptyRule,
	moveRule,
	rulesOf,
	targetError,
} from '../redirect-rules';
import { normaliseSlug, slugError } from '../login-slug';

const editors = { roles: [ 'editor' ], users: [], to: 'edit.php' };
const jane = { roles: [], users: [ 7 ], to: 'profile.php' };
const admins = { roles: [ 'administrator' ], users: [], to: 'plugins.php' };

describe( 'redirect rules', () => {
	it( 'reads stored rules and leaves out what is not one', () => {
		expect(
			rulesOf( [
				{ roles: [ 'editor', 3 ], users: [ 7, '8', -1 ], to: 'x.php' },
				'junk',
				{ to: 5 },
			] )
		).toEqual( [
			{ roles: [ 'editor' ], users: [ 7 ], to: 'x.php' },
			{ roles: [], users: [], to: '' },
		] );
		expect( rulesOf( 'edit.php' ) ).toEqual( [] );
	} );

	it( 'accepts admin paths and http(s) addresses, and says what is wrong with others', () => {
		expect( targetError( 'edit.php?post_type=page' ) ).toBe( '' );
		expect( targetError( ' https://example.test/shop/ ' ) ).toBe( '' );
		expect( targetError( '' ) ).toMatch( /where to send/ );
		expect( targetError( 'javascript:alert(1)' ) ).toMatch( /admin page/ );
		expect( targetError( '//evil.example/' ) ).toMatch( /admin page/ );
		expect( targetError( 'edit.php?x=<b>' ) ).toMatch( /characters/ );
		expect( targetError( 'https://exa mple.test/' ) ).toMatch(
			/characters/
		);
		expect( targetError( 'http://[bad/' ) ).toMatch( /not a valid URL/ );
	} );

	it( 'wants someone to send', () => {
		expect( audienceError( emptyRule() ) ).toMatch( /at least one/ );
		expect( audienceError( jane ) ).toBe( '' );
	} );

	it( 'moves a rule and ignores moves off the list', () => {
		expect( moveRule( [ editors, jane, admins ], 2, 0 ) ).toEqual( [
			admins,
			editors,
			jane,
		] );
		expect( moveRule( [ editors, jane ], 0, 1 ) ).toEqual( [
			jane,
			editors,
		] );
		expect( moveRule( [ editors, jane ], 0, -1 ) ).toEqual( [
			editors,
			jane,
		] );
		expect( moveRule( [ editors, jane ], 1, 2 ) ).toEqual( [
			editors,
			jane,
		] );
	} );

	it( 'changes one rule only', () => {
		expect(
			changeRule( [ editors, jane ], 1, { to: 'index.php' } )
		).toEqual( [ editors, { ...jane, to: 'index.php' } ] );
	} );
} );

describe( 'login slug', () => {
	it( 'is saved lowercase without slashes', () => {
		expect( normaliseSlug( ' /Team-Door/ ' ) ).toBe( 'team-door' );
	} );

	it( 'says what is wrong with a slug', () => {
		expect( slugError( '' ) ).toBe( '' );
		expect( slugError( 'team-door' ) ).toBe( '' );
		expect( slugError( 'ab' ) ).toMatch( /3 to 64/ );
		expect( slugError( 'my door' ) ).toMatch( /3 to 64/ );
		expect( slugError( 'door-' ) ).toMatch( /3 to 64/ );
		expect( slugError( 'wp-admin' ) ).toMatch( /WordPress uses itself/ );
		expect( slugError( 'login' ) ).toMatch( /WordPress uses itself/ );
		expect( slugError( 'dashboard' ) ).toMatch( /WordPress uses itself/ );
	} );
} );
