/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews/wp';

/**
 * Internal dependencies
 */
import { usersExportUrl, usersQueryArgs } from '../../../api/users';
import { usersQuery } from '../users-query';

const view = ( extra: Partial< View > = {} ): View =>
	( {
		type: 'table',
		search: '',
		page: 1,
		perPage: 20,
		...extra,
	} ) as View;

describe( 'usersQuery', () => {
	it( 'asks for the newest users first by default', () => {
		expect( usersQuery( view() ) ).toEqual( {
			orderby: 'registered',
			order: 'desc',
		} );
	} );

	it( 'sends the search, the roles chosen and the activity filter', () => {
		expect(
			usersQuery(
				view( {
					search: '  ann ',
					filters: [
						{
							field: 'roles',
							operator: 'isAny',
							value: [ 'editor', 'author' ],
						},
						{ field: 'activity', operator: 'is', value: 'never' },
					],
					sort: { field: 'name', direction: 'asc' },
				} )
			)
		).toEqual( {
			search: 'ann',
			roles: [ 'editor', 'author' ],
			activity: 'never',
			orderby: 'name',
			order: 'asc',
		} );
	} );

	it( 'maps the last login column and ignores orders the server lacks', () => {
		expect(
			usersQuery(
				view( { sort: { field: 'lastLogin', direction: 'asc' } } )
			).orderby
		).toBe( 'last_login' );
		expect(
			usersQuery( view( { sort: { field: 'posts', direction: 'asc' } } ) )
		).toEqual( { orderby: 'registered', order: 'desc' } );
		expect(
			usersQuery(
				view( {
					filters: [
						{ field: 'activity', operator: 'is', value: 'lately' },
					],
				} )
			).activity
		).toBeUndefined();
	} );

	it( 'limits to the block’s roles whatever the filters say', () => {
		expect(
			usersQuery(
				view( {
					filters: [
						{
							field: 'roles',
							operator: 'isAny',
							value: [ 'author' ],
						},
					],
				} ),
				[ 'editor' ]
			).roles
		).toEqual( [ 'editor' ] );
	} );
} );

describe( 'users query arguments', () => {
	it( 'leaves out what filters nothing', () => {
		expect(
			usersQueryArgs( { search: '', roles: [], activity: 'any' } )
		).toEqual( {} );
	} );

	it( 'signs the export address with the nonce and keeps the filters', () => {
		const url = usersExportUrl(
			'https://example.test/?rest_route=/uipress/v1/users/export',
			'abc123',
			{ roles: [ 'editor' ], orderby: 'name', order: 'asc' }
		);
		const query = new URL( url ).searchParams;
		expect( query.get( 'rest_route' ) ).toBe( '/uipress/v1/users/export' );
		expect( query.get( '_wpnonce' ) ).toBe( 'abc123' );
		expect( query.get( 'roles[0]' ) ).toBe( 'editor' );
		expect( query.get( 'orderby' ) ).toBe( 'name' );
	} );
} );
