/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../../engine/renderer';
import { block } from '../../../engine/renderer/test/helpers';
import {
	answerRequests,
	clearToasts,
	listParam,
	row,
	toastTitles,
} from '../../shared/test/posts-fixtures';
import { postActions } from '../actions';
import { initialView, nextView } from '../use-table-view';

const table = ( options = {} ) =>
	block( 'uip-posts-table', { settings: { block: { options } } } );

const page = ( ids: number[], totalPages = 1 ) => ( {
	posts: ids.map( ( id ) => row( id ) ),
	columns: [],
	total: ids.length,
	totalPages,
} );

describe( 'uip-posts-table', () => {
	afterEach( clearToasts );

	it( 'asks the server for the chosen types, page size and author, and shows the rows', async () => {
		const requests = answerRequests( ( request ) =>
			request.method === 'GET' ? page( [ 1, 2 ] ) : {}
		);
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					table( {
						activePostTypes: [ 'page' ],
						postsPerPage: 20,
						limitToAuthor: 'user',
					} ),
				] }
			/>
		);
		expect( await screen.findByText( 'Post 2' ) ).toBeInTheDocument();
		const asked = requests.find(
			( { route } ) => route === '/uipress/v1/posts-table'
		);
		expect( asked?.route ).toBe( '/uipress/v1/posts-table' );
		expect( listParam( asked, 'postTypes' ) ).toEqual( [ 'page' ] );
		expect( asked?.query.get( 'perPage' ) ).toBe( '20' );
		expect( asked?.query.get( 'page' ) ).toBe( '1' );
		expect( asked?.query.get( 'limitToAuthor' ) ).toBe( 'true' );
		expect( asked?.query.get( 'orderBy' ) ).toBe( 'date' );
		expect( asked?.query.get( 'order' ) ).toBe( 'desc' );
		// One page: no pagination.
		expect(
			screen.queryByRole( 'button', { name: 'Next page' } )
		).not.toBeInTheDocument();
	} );

	it.each( [
		// A page the frame loaded (a post trashed in the list, a classic save).
		'uipress/page/loadfinish',
		// A post the block editor saved without loading a page.
		'uipress/page/postsaved',
	] )( 'loads the rows again on %s', async ( eventName ) => {
		let published = false;
		answerRequests( () => page( published ? [ 3, 1 ] : [ 1 ] ) );
		render( <TemplateRenderer mode="prod" blocks={ [ table() ] } /> );
		await screen.findByText( 'Post 1' );
		expect( screen.queryByText( 'Post 3' ) ).not.toBeInTheDocument();

		published = true;
		act( () => {
			document.dispatchEvent(
				new CustomEvent( eventName, { detail: {} } )
			);
		} );
		expect( await screen.findByText( 'Post 3' ) ).toBeInTheDocument();
	} );

	it( 'searches on the server, from page 1', async () => {
		const requests = answerRequests( () => page( [ 1 ], 3 ) );
		render( <TemplateRenderer mode="prod" blocks={ [ table() ] } /> );
		await screen.findByText( 'Post 1' );
		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search posts' } ),
			{ target: { value: 'launch' } }
		);
		await waitFor( () =>
			expect( requests.at( -1 )?.query.get( 'search' ) ).toBe( 'launch' )
		);
		expect( requests.at( -1 )?.query.get( 'page' ) ).toBe( '1' );
	} );

	it( 'shows 10 posts a page when no page size is chosen (spec default)', async () => {
		const requests = answerRequests( () => page( [ 1 ] ) );
		render( <TemplateRenderer mode="prod" blocks={ [ table() ] } /> );
		await screen.findByText( 'Post 1' );
		expect(
			requests
				.find( ( { route } ) => route === '/uipress/v1/posts-table' )
				?.query.get( 'perPage' )
		).toBe( '10' );
	} );

	it( 'offers no search with searchDisabled', async () => {
		const requests = answerRequests( () => page( [ 1 ] ) );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [ table( { searchDisabled: true } ) ] }
			/>
		);
		await screen.findByText( 'Post 1' );
		expect(
			screen.queryByRole( 'searchbox', { name: 'Search posts' } )
		).not.toBeInTheDocument();
		expect(
			requests.every( ( { query } ) => ! query.get( 'search' ) )
		).toBe( true );
	} );

	it( 'a new search starts on page 1; other changes keep the page', () => {
		const shown = { ...initialView( 10, false, [] ), page: 3 };
		expect( nextView( shown, { ...shown, search: 'x' } ).page ).toBe( 1 );
		expect( nextView( shown, { ...shown, type: 'grid' } ).page ).toBe( 3 );
		expect( initialView( 10, true, [ 'author' ] ) ).toMatchObject( {
			type: 'grid',
			perPage: 10,
			titleField: 'name',
			mediaField: 'img',
			fields: [ 'author' ],
		} );
	} );

	it( 'says when no post is found, and toasts an empty or failed answer', async () => {
		answerRequests( () => page( [] ) );
		const { unmount } = render(
			<TemplateRenderer mode="prod" blocks={ [ table() ] } />
		);
		expect(
			await screen.findByText( 'Nothing posts found' )
		).toBeInTheDocument();
		unmount();

		answerRequests( () => '' );
		const second = render(
			<TemplateRenderer mode="prod" blocks={ [ table() ] } />
		);
		await waitFor( () =>
			expect( toastTitles() ).toEqual( [
				'Unable to fetch posts at this tiem',
			] )
		);
		second.unmount();

		answerRequests( () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): postTypes',
			};
		} );
		render( <TemplateRenderer mode="prod" blocks={ [ table() ] } /> );
		await waitFor( () =>
			expect( toastTitles() ).toContain(
				'Invalid parameter(s): postTypes'
			)
		);
	} );

	it.each( [
		[ 'the spec’s three by default', {}, [ 'View', 'Edit', 'Delete' ] ],
		[ 'only those enabled', { actionsEnabled: [ 'view' ] }, [ 'View' ] ],
	] )(
		'puts the row actions of actionsEnabled in each row: %s',
		async ( _label, options, names ) => {
			// jsdom has no CSS.supports, which the actions menu asks.
			Object.defineProperty( window, 'CSS', {
				configurable: true,
				value: {
					supports: () => false,
					escape: ( text: string ) => text,
				},
			} );
			answerRequests( () => page( [ 1 ] ) );
			render(
				<TemplateRenderer mode="prod" blocks={ [ table( options ) ] } />
			);
			await screen.findByText( 'Post 1' );
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Actions' } )
			);
			const items = await screen.findAllByRole( 'menuitem' );
			expect( items.map( ( item ) => item.textContent ).sort() ).toEqual(
				[ ...names ].sort()
			);
		}
	);

	it( 'offers only the enabled actions, each where the row allows it', () => {
		const actions = postActions( {
			enabled: [ 'edit', 'delete' ],
			inert: false,
			notify: () => undefined,
			onDeleted: () => undefined,
		} );
		expect( actions.map( ( { id } ) => id ) ).toEqual( [
			'edit',
			'delete',
		] );
		const [ edit, remove ] = actions;
		expect( edit?.isEligible?.( row( 1, { editLink: '' } ) ) ).toBe(
			false
		);
		expect( remove?.isEligible?.( row( 1, { canDelete: false } ) ) ).toBe(
			false
		);
		expect( remove?.supportsBulk ).toBe( true );
	} );

	it( 'deletes after confirmation, toasts "Post deleted" and loads the rows again', async () => {
		const requests = answerRequests( ( request ) =>
			request.method === 'DELETE'
				? { deleted: [ 7 ], failed: [] }
				: page( [ 7 ] )
		);
		const deleted = jest.fn();
		const notify = jest.fn();
		const [ remove ] = postActions( {
			enabled: [ 'delete' ],
			inert: false,
			notify,
			onDeleted: deleted,
		} );
		if ( ! remove || ! ( 'RenderModal' in remove ) ) {
			throw new Error( 'delete asks first' );
		}
		expect(
			typeof remove.modalHeader === 'function'
				? remove.modalHeader( [ row( 7 ) ] )
				: remove.modalHeader
		).toBe( 'Delete post' );
		const close = jest.fn();
		const { RenderModal } = remove;
		render( <RenderModal items={ [ row( 7 ) ] } closeModal={ close } /> );
		expect(
			screen.getByText( 'Are you sure you want to delete this post?' )
		).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Delete' } ) );
		await waitFor( () => expect( close ).toHaveBeenCalled() );
		expect( requests ).toEqual( [
			expect.objectContaining( {
				route: '/uipress/v1/posts',
				method: 'DELETE',
				data: { ids: [ 7 ] },
			} ),
		] );
		expect( notify ).toHaveBeenCalledWith( {
			title: 'Post deleted',
			status: 'success',
		} );
		expect( deleted ).toHaveBeenCalled();
	} );
} );
