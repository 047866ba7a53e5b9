/**
 * External dependencies
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type { Field, View } from '@wordpress/dataviews/wp';

/**
 * Internal dependencies
 */
import type { PageRequest, PagedAnswer } from '../../../api/paging';
import { PagedDataViews, usePagedDataViews } from '..';

interface Row {
	id: number;
	name: string;
}

const fields: Field< Row >[] = [
	{ id: 'name', label: 'Name', enableHiding: false },
];

const initialView: View = {
	type: 'table',
	page: 1,
	perPage: 2,
	search: '',
	fields: [ 'name' ],
};

/** A server of five rows, two a page, whose cursors name the page. */
function fakeServer() {
	const requests: PageRequest[] = [];
	const fetchPage = jest.fn(
		async ( _query: string, request: PageRequest ) => {
			requests.push( request );
			let page = request.page;
			if ( request.cursor === 'last' ) {
				page = 3;
			} else if ( request.cursor ) {
				page = Number( request.cursor.slice( 1 ) );
			}
			const answer: PagedAnswer< Row > = {
				items: [ 1, 2 ]
					.map( ( n ) => ( page - 1 ) * 2 + n )
					.filter( ( id ) => id <= 5 )
					.map( ( id ) => ( { id, name: `Row ${ id }` } ) ),
				total: 5,
				totalPages: 3,
				page,
				cursors: {
					prev: page > 1 ? `c${ page - 1 }` : null,
					next: page < 3 ? `c${ page + 1 }` : null,
				},
			};
			return answer;
		}
	);
	return { requests, fetchPage };
}

function List( {
	fetchPage,
}: {
	fetchPage: ( q: string, r: PageRequest ) => Promise< PagedAnswer< Row > >;
} ) {
	const list = usePagedDataViews< Row, string >( {
		initialView,
		defaultLayouts: { table: {} },
		toQuery: ( view ) => view.search ?? '',
		fetchPage,
	} );
	return (
		<PagedDataViews< Row >
			list={ list }
			fields={ fields }
			getItemId={ ( row ) => String( row.id ) }
			empty={ <p>Nobody</p> }
		/>
	);
}

describe( 'PagedDataViews', () => {
	it( 'shows the first page, then asks the next one by its cursor', async () => {
		const { requests, fetchPage } = fakeServer();
		render( <List fetchPage={ fetchPage } /> );
		expect( await screen.findByText( 'Row 1' ) ).toBeInTheDocument();
		expect( requests[ 0 ] ).toEqual( { page: 1, perPage: 2 } );

		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect( await screen.findByText( 'Row 3' ) ).toBeInTheDocument();
		expect( requests[ 1 ] ).toEqual( {
			page: 2,
			perPage: 2,
			cursor: 'c2',
		} );
	} );

	it( 'shows the server’s message and asks again on Try again', async () => {
		const fetchPage = jest
			.fn()
			.mockRejectedValueOnce( {
				code: 'rest_forbidden',
				message: 'Sorry, you may not list users.',
			} )
			.mockResolvedValueOnce( {
				items: [ { id: 9, name: 'Row 9' } ],
				total: 1,
				totalPages: 1,
				page: 1,
				cursors: { prev: null, next: null },
			} );
		render( <List fetchPage={ fetchPage } /> );
		expect(
			await screen.findByText( 'Sorry, you may not list users.' )
		).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByText( 'Row 9' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.queryByText( 'Sorry, you may not list users.' )
			).not.toBeInTheDocument()
		);
	} );
} );
