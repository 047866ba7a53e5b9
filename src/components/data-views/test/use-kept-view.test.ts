/**
 * External dependencies
 */
import { act, renderHook, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';

/**
 * Internal dependencies
 */
import { answerApiFetch } from '../../utils/test-helpers';
import { useKeptView } from '../use-kept-view';

const initial: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	sort: { field: 'modified', direction: 'desc' },
	fields: [ 'status' ],
};

describe( 'useKeptView', () => {
	it( 'applies the user’s kept choices, then saves a changed one (not the search)', async () => {
		const calls = answerApiFetch( ( options ) =>
			options.method === 'POST'
				? { success: true }
				: {
						value: {
							perPage: 50,
							sort: { field: 'title', direction: 'asc' },
						},
					}
		);
		const { result } = renderHook( () =>
			useKeptView( 'templatesListView', initial, [ 'table' ] )
		);
		await waitFor( () => expect( result.current[ 2 ] ).toBe( true ) );
		expect( result.current[ 0 ] ).toMatchObject( {
			perPage: 50,
			sort: { field: 'title', direction: 'asc' },
		} );
		expect( calls[ 0 ]?.path ).toContain(
			'/uipress/v1/preferences/templatesListView'
		);

		act( () =>
			result.current[ 1 ]( { ...result.current[ 0 ], search: 'a' } )
		);
		expect( calls ).toHaveLength( 1 );

		act( () =>
			result.current[ 1 ]( {
				...result.current[ 0 ],
				fields: [ 'audience' ],
			} )
		);
		expect( calls[ 1 ] ).toMatchObject( {
			method: 'POST',
			data: {
				value: expect.objectContaining( { fields: [ 'audience' ] } ),
			},
		} );
	} );

	it( 'keeps nothing without a key', () => {
		const calls = answerApiFetch( () => ( {} ) );
		const { result } = renderHook( () =>
			useKeptView( undefined, initial, [ 'table' ] )
		);
		expect( result.current[ 2 ] ).toBe( true );
		act( () =>
			result.current[ 1 ]( { ...result.current[ 0 ], perPage: 5 } )
		);
		expect( calls ).toHaveLength( 0 );
	} );
} );
