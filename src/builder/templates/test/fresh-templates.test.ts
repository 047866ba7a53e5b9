/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	discardIfLeftEmpty,
	forgetFresh,
	isFresh,
	isLeftEmpty,
	markFresh,
} from '../fresh-templates';

const empty = {
	id: 7,
	title: 'Untitled template',
	status: 'draft',
	fields: { content: [] },
};

describe( 'fresh templates', () => {
	let deleted: string[];

	beforeEach( () => {
		window.sessionStorage.clear();
		deleted = [];
		apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
			// apiFetch sends DELETE as POST with a method override.
			const headers = ( options.headers ?? {} ) as Record<
				string,
				string
			>;
			if (
				options.method === 'DELETE' ||
				headers[ 'X-HTTP-Method-Override' ] === 'DELETE'
			) {
				deleted.push( options.path ?? '' );
			}
			return {};
		} );
	} );

	it( 'remembers the templates this tab made', () => {
		expect( isFresh( 7 ) ).toBe( false );
		markFresh( 7 );
		markFresh( 8 );
		expect( isFresh( 7 ) ).toBe( true );
		forgetFresh( 7 );
		expect( isFresh( 7 ) ).toBe( false );
		expect( isFresh( 8 ) ).toBe( true );
	} );

	it( 'knows a template left as it was made', () => {
		expect( isLeftEmpty( empty ) ).toBe( true );
		expect( isLeftEmpty( { ...empty, title: 'Mine' } ) ).toBe( false );
		expect( isLeftEmpty( { ...empty, status: 'publish' } ) ).toBe( false );
		expect(
			isLeftEmpty( {
				...empty,
				fields: {
					content: [
						{ uid: 'a', name: 'A', moduleName: 'x', settings: {} },
					],
				},
			} )
		).toBe( false );
	} );

	it( 'deletes for good only a template this tab made and left empty', async () => {
		expect( await discardIfLeftEmpty( empty ) ).toBe( false );
		expect( deleted ).toEqual( [] );

		markFresh( 7 );
		expect( await discardIfLeftEmpty( { ...empty, title: 'Mine' } ) ).toBe(
			false
		);
		// Named: kept, and no longer watched.
		expect( isFresh( 7 ) ).toBe( false );

		markFresh( 7 );
		expect( await discardIfLeftEmpty( empty ) ).toBe( true );
		expect( deleted ).toHaveLength( 1 );
		expect( deleted[ 0 ] ).toMatch(
			/^\/wp\/v2\/uip-ui-template\/7\?force=true/
		);
		expect( isFresh( 7 ) ).toBe( false );
	} );
} );
