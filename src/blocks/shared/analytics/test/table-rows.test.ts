/**
 * Internal dependencies
 */
import type { TableRow } from '../types';
import {
	nextServerSort,
	nextSort,
	pageOf,
	sortOfPaging,
	sortRows,
} from '../table-rows';

const rows: TableRow[] = [
	{ dimensions: [ '/b', 'Beta' ], values: [ 20, 0.5 ] },
	{ dimensions: [ '/a', 'alpha' ], values: [ 30, null ] },
	{ dimensions: [ '/c10', 'Gamma' ], values: [ 20, 0.25 ] },
	{ dimensions: [ '/c9', 'Delta' ], values: [ 5, 0.75 ] },
];
const paths = ( list: TableRow[] ) =>
	list.map( ( row ) => row.dimensions[ 0 ] );

describe( 'sorting', () => {
	it( 'keeps the server’s order without a sort', () => {
		expect( paths( sortRows( rows, null ) ) ).toEqual( [
			'/b',
			'/a',
			'/c10',
			'/c9',
		] );
	} );

	it( 'sorts a metric by number, equal values in the server’s order', () => {
		expect(
			paths( sortRows( rows, { column: 'm0', direction: 'descending' } ) )
		).toEqual( [ '/a', '/b', '/c10', '/c9' ] );
		expect(
			paths( sortRows( rows, { column: 'm0', direction: 'ascending' } ) )
		).toEqual( [ '/c9', '/b', '/c10', '/a' ] );
	} );

	it( 'sorts text naturally and without case', () => {
		expect(
			paths( sortRows( rows, { column: 'd0', direction: 'ascending' } ) )
		).toEqual( [ '/a', '/b', '/c9', '/c10' ] );
		expect(
			sortRows( rows, { column: 'd1', direction: 'descending' } ).map(
				( row ) => row.dimensions[ 1 ]
			)
		).toEqual( [ 'Gamma', 'Delta', 'Beta', 'alpha' ] );
	} );

	it( 'puts rows without a value last both ways', () => {
		expect(
			paths(
				sortRows( rows, { column: 'm1', direction: 'descending' } )
			).at( -1 )
		).toBe( '/a' );
		expect(
			paths(
				sortRows( rows, { column: 'm1', direction: 'ascending' } )
			).at( -1 )
		).toBe( '/a' );
	} );

	it( 'starts metrics with the largest, text from A, and turns a sorted column round', () => {
		expect( nextSort( null, 'm0' ) ).toEqual( {
			column: 'm0',
			direction: 'descending',
		} );
		expect( nextSort( null, 'd0' ) ).toEqual( {
			column: 'd0',
			direction: 'ascending',
		} );
		expect(
			nextSort( { column: 'm0', direction: 'descending' }, 'm0' )
		).toEqual( {
			column: 'm0',
			direction: 'ascending',
		} );
		expect(
			nextSort( { column: 'm0', direction: 'ascending' }, 'd0' )
		).toEqual( {
			column: 'd0',
			direction: 'ascending',
		} );
	} );
} );

describe( 'paging', () => {
	const many: TableRow[] = Array.from( { length: 23 }, ( _, index ) => ( {
		dimensions: [ `/p${ index + 1 }` ],
		values: [ index ],
	} ) );

	it( 'cuts pages of the given size', () => {
		const second = pageOf( many, 1, 10 );
		expect( second.pageCount ).toBe( 3 );
		expect( second.first ).toBe( 11 );
		expect( second.last ).toBe( 20 );
		expect( paths( second.rows ) ).toEqual(
			many.slice( 10, 20 ).map( ( row ) => row.dimensions[ 0 ] )
		);
		expect( pageOf( many, 2, 10 ).rows ).toHaveLength( 3 );
	} );

	it( 'shows the last page for a page past the end, and one empty page without rows', () => {
		expect( pageOf( many, 9, 10 ).page ).toBe( 2 );
		expect( pageOf( [], 0, 10 ) ).toEqual( {
			rows: [],
			page: 0,
			pageCount: 1,
			first: 0,
			last: 0,
		} );
	} );
} );

describe( 'sorting by the server', () => {
	const metrics = [
		{ id: 'items_sold' },
		{ id: 'net_revenue' },
		{ id: 'orders_count' },
	];

	it( 'reads the sorted column from the answer’s paging', () => {
		expect(
			sortOfPaging( { orderby: 'net_revenue', order: 'desc' }, metrics )
		).toEqual( { column: 'm1', direction: 'descending' } );
		expect(
			sortOfPaging( { orderby: 'orders_count', order: 'asc' }, metrics )
		).toEqual( { column: 'm2', direction: 'ascending' } );
		expect(
			sortOfPaging( { orderby: 'gross_sales', order: 'asc' }, metrics )
		).toBeNull();
	} );

	it( 'asks for a new metric largest first and turns the sorted one round', () => {
		const current = { column: 'm1', direction: 'descending' } as const;
		expect( nextServerSort( current, 'm0', metrics ) ).toEqual( {
			orderby: 'items_sold',
			order: 'desc',
		} );
		expect( nextServerSort( current, 'm1', metrics ) ).toEqual( {
			orderby: 'net_revenue',
			order: 'asc',
		} );
		expect( nextServerSort( null, 'm2', metrics ) ).toEqual( {
			orderby: 'orders_count',
			order: 'desc',
		} );
	} );

	it( 'leaves dimension columns to the server’s order', () => {
		expect( nextServerSort( null, 'd0', metrics ) ).toBeNull();
	} );
} );
