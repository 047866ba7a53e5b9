/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block, engine } from '../../../engine/renderer/test/helpers';
import {
	answerRequests,
	clearToasts,
	listParam,
	row,
	toastTitles,
} from '../../shared/test/posts-fixtures';

const search = ( options = {} ) =>
	block( 'uip-content-search', { settings: { block: { options } } } );

function renderSearch( options = {} ) {
	return render(
		<TemplateRenderer
			mode="prod"
			engine={ engine() }
			blocks={ [ search( options ) ] }
		/>
	);
}

const type = ( text: string ) =>
	fireEvent.change(
		screen.getByRole( 'searchbox', { name: 'Search content' } ),
		{ target: { value: text } }
	);

function answer( ids: number[], extra = {} ) {
	return {
		posts: ids.map( ( id ) => ( {
			...row( id ),
			icon: 'keep',
		} ) ),
		total: ids.length,
		totalPages: 1,
		types: [ { name: 'post', label: 'Posts', count: ids.length } ],
		...extra,
	};
}

describe( 'uip-content-search', () => {
	afterEach( clearToasts );

	it( 'searches the chosen types as the user types and shows what it found', async () => {
		const requests = answerRequests( () => answer( [ 3, 4 ] ) );
		renderSearch( {
			searchPostTypes: [ 'post', 'page' ],
			limitToAuthor: 'user',
		} );
		type( 'hello' );
		expect(
			await screen.findByRole( 'link', { name: 'Post 3' } )
		).toHaveAttribute( 'href', expect.stringContaining( 'post=3' ) );
		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ]?.route ).toBe( '/uipress/v1/search' );
		expect( requests[ 0 ]?.query.get( 'search' ) ).toBe( 'hello' );
		expect( listParam( requests[ 0 ], 'postTypes' ) ).toEqual( [
			'post',
			'page',
		] );
		expect( requests[ 0 ]?.query.get( 'limitToAuthor' ) ).toBe( 'true' );
		expect( requests[ 0 ]?.query.get( 'filter' ) ).toBe( 'all' );
		expect( screen.getAllByText( 'Ada' ) ).toHaveLength( 2 );
	} );

	it( 'sends nothing while a search runs; when it ends, the last text wins', async () => {
		let finish: ( value: unknown ) => void = () => undefined;
		const requests = answerRequests( ( request ) =>
			request.query.get( 'search' ) === 'a'
				? new Promise( ( resolve ) => ( finish = resolve ) )
				: answer( [ 9 ] )
		);
		renderSearch();
		type( 'a' );
		type( 'ab' );
		type( 'abc' );
		expect( requests ).toHaveLength( 1 );
		await act( async () => finish( answer( [ 1 ] ) ) );
		expect(
			await screen.findByRole( 'link', { name: 'Post 9' } )
		).toBeInTheDocument();
		// The answer for "a" came too late to be shown.
		expect(
			screen.queryByRole( 'link', { name: 'Post 1' } )
		).not.toBeInTheDocument();
		expect(
			requests.map( ( { query } ) => query.get( 'search' ) )
		).toEqual( [ 'a', 'abc' ] );
	} );

	it( 'says nothing was found for the text, and clearing the text empties the results', async () => {
		answerRequests( ( request ) =>
			request.query.get( 'search' ) === 'zzz'
				? answer( [], { types: [] } )
				: answer( [ 5 ] )
		);
		renderSearch();
		type( 'zzz' );
		expect(
			await screen.findByText( 'Nothing found for query' )
		).toHaveTextContent( 'Nothing found for query zzz' );
		type( 'news' );
		expect(
			await screen.findByRole( 'link', { name: 'Post 5' } )
		).toBeInTheDocument();
		type( '' );
		expect(
			screen.queryByRole( 'link', { name: 'Post 5' } )
		).not.toBeInTheDocument();
	} );

	it( 'filters by one type', async () => {
		const requests = answerRequests( () =>
			answer( [ 5 ], {
				types: [
					{ name: 'post', label: 'Posts', count: 1 },
					{ name: 'page', label: 'Pages', count: 2 },
				],
			} )
		);
		renderSearch();
		type( 'about' );
		const filter = await screen.findByRole( 'combobox', { name: 'Type' } );
		expect(
			screen.getByRole( 'option', { name: 'Pages (2)' } )
		).toBeInTheDocument();
		fireEvent.change( filter, { target: { value: 'page' } } );
		await screen.findByRole( 'link', { name: 'Post 5' } );
		expect( requests.at( -1 )?.query.get( 'filter' ) ).toBe( 'page' );
	} );

	it( 'shows the server’s message when a search fails', async () => {
		answerRequests( () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): search',
			};
		} );
		renderSearch();
		type( 'x' );
		await screen.findByRole( 'searchbox', { name: 'Search content' } );
		await act( async () => undefined );
		expect( toastTitles() ).toEqual( [ 'Invalid parameter(s): search' ] );
	} );
} );
