/**
 * Internal dependencies
 */
import { readPagedAnswer } from '../../../api/paging';
import { pageRequest } from '../page-request';
import {
	nextPagedView,
	readKeptChoices,
	withChoices,
} from '../../../../components/data-views/use-kept-view';

const shown = readPagedAnswer(
	{
		items: [ 1, 2 ],
		total: 100,
		totalPages: 5,
		page: 2,
		cursors: { prev: 'p2', next: 'n2' },
	},
	( row ) => ( typeof row === 'number' ? row : null )
);

describe( 'pageRequest', () => {
	it( 'asks the pages beside the shown one by their cursors', () => {
		expect( pageRequest( 3, 20, shown ) ).toEqual( {
			page: 3,
			perPage: 20,
			cursor: 'n2',
		} );
		expect( pageRequest( 1, 20, shown ) ).toEqual( {
			page: 1,
			perPage: 20,
			cursor: 'p2',
		} );
	} );

	it( 'asks the last page by the last cursor, other pages by number', () => {
		expect( pageRequest( 5, 20, shown ).cursor ).toBe( 'last' );
		expect( pageRequest( 4, 20, shown ) ).toEqual( {
			page: 4,
			perPage: 20,
		} );
	} );

	it( 'asks by number without a page shown or without its cursor', () => {
		expect( pageRequest( 3, 20, undefined ) ).toEqual( {
			page: 3,
			perPage: 20,
		} );
		const noNext = { ...shown, cursors: { prev: null, next: null } };
		expect( pageRequest( 3, 20, noNext ) ).toEqual( {
			page: 3,
			perPage: 20,
		} );
	} );
} );

describe( 'readPagedAnswer', () => {
	it( 'keeps the rows the reader accepts and reads missing cursors as null', () => {
		const answer = readPagedAnswer(
			{ items: [ 1, 'x', 3 ], total: 2, totalPages: 1, page: 1 },
			( row ) => ( typeof row === 'number' ? row : null )
		);
		expect( answer ).toEqual( {
			items: [ 1, 3 ],
			total: 2,
			totalPages: 1,
			page: 1,
			cursors: { prev: null, next: null },
		} );
	} );

	it( 'reads garbage as an empty first page', () => {
		expect( readPagedAnswer( 'nope', () => null ) ).toEqual( {
			items: [],
			total: 0,
			totalPages: 0,
			page: 1,
			cursors: { prev: null, next: null },
		} );
	} );
} );

describe( 'kept view choices', () => {
	const view = {
		type: 'table' as const,
		page: 3,
		perPage: 20,
		search: '',
		fields: [ 'email' ],
		sort: { field: 'name', direction: 'asc' as const },
	};

	it( 'reads only well-formed choices of offered layouts', () => {
		expect(
			readKeptChoices(
				{
					type: 'grid',
					fields: [ 'email', 'roles' ],
					sort: { field: 'registered', direction: 'sideways' },
					perPage: 500,
				},
				[ 'table', 'list' ]
			)
		).toEqual( { fields: [ 'email', 'roles' ] } );
		expect(
			withChoices(
				view,
				readKeptChoices( { type: 'list', perPage: 50 }, [
					'table',
					'list',
				] )
			)
		).toMatchObject( { type: 'list', perPage: 50, fields: [ 'email' ] } );
	} );

	it( 'starts again on page 1 when the search, filters, order or size change', () => {
		expect( nextPagedView( view, { ...view, page: 4 } ).page ).toBe( 4 );
		expect( nextPagedView( view, { ...view, search: 'ann' } ).page ).toBe(
			1
		);
		expect(
			nextPagedView( view, {
				...view,
				filters: [
					{ field: 'roles', operator: 'isAny', value: [ 'editor' ] },
				],
			} ).page
		).toBe( 1 );
		expect(
			nextPagedView( view, {
				...view,
				sort: { field: 'name', direction: 'desc' },
			} ).page
		).toBe( 1 );
		expect( nextPagedView( view, { ...view, perPage: 50 } ).page ).toBe(
			1
		);
	} );
} );
