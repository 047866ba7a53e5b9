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
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../../notifications';
import { BLOCKS_FILTER } from '../../registry';
import { TemplateRenderer } from '../../renderer';
import { block } from '../../renderer/test/helpers';
import type {
	Block,
	BlockComponentProps,
	BlockDefinition,
	DisplayMode,
	QuerySettings,
} from '../../types';
import { DEFAULT_QUERY_SETTINGS } from '../../types';
import { answerRequests, titles } from './fetch-handler';

function loop( settings: Partial< QuerySettings > = {} ): Block {
	return block( 'uip-container', {
		query: {
			enabled: true,
			settings: { ...DEFAULT_QUERY_SETTINGS, ...settings },
		},
		content: [
			block( 'uip-heading', {
				settings: {
					block: {
						options: {
							headingText: '{{post_title}}',
							headingType: 'h3',
						},
					},
				},
			} ),
		],
	} );
}

const LATE_NAMESPACE = 'uipress-test/late-markup';

/**
 * A plugin block rendering its `body` option as markup.
 *
 * @param props         Component props.
 * @param props.options The block's options.
 */
function LateMarkup( { options }: BlockComponentProps ) {
	return (
		<div
			className="late-markup"
			dangerouslySetInnerHTML={ { __html: String( options.body ?? '' ) } }
		/>
	);
}

const lateMarkup: BlockDefinition = {
	name: 'Late markup',
	moduleName: 'uipress-test/late-markup',
	description: '',
	group: 'elements',
	icon: 'code',
	optionsEnabled: {
		block: {
			options: [
				{
					option: 'textarea',
					uniqueKey: 'body',
					label: 'Body',
					format: 'markup',
				},
			],
		},
	},
	component: LateMarkup,
};

function renderLoop( query: Block, mode: DisplayMode = 'prod' ) {
	return render( <TemplateRenderer blocks={ [ query ] } mode={ mode } /> );
}

const headings = () =>
	screen
		.queryAllByRole( 'heading', { level: 3 } )
		.map( ( heading ) => heading.textContent );

describe( 'query loop', () => {
	afterEach( () => {
		for ( const { uid } of select(
			notificationsStore
		).getNotifications() ) {
			dispatch( notificationsStore ).removeNotification( uid );
		}
	} );

	it( 'renders the children once per result, with the values put in', async () => {
		const requests = answerRequests( () =>
			titles( [ 11, 12 ], 1, ( id ) => `Post "${ id }"` )
		);
		const query = loop( { perPage: 2 } );
		renderLoop( query );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading results…'
		);
		await waitFor( () =>
			expect( headings() ).toEqual( [ 'Post "11"', 'Post "12"' ] )
		);
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ]?.path ).toMatch( /^\/uipress\/v1\/block-query/ );
		expect( requests[ 0 ]?.method ).toBe( 'POST' );
		expect( requests[ 0 ]?.data ).toEqual( {
			query: { ...DEFAULT_QUERY_SETTINGS, perPage: 2 },
			blockString: JSON.stringify( query.content ),
			page: 1,
			search: '',
		} );
	} );

	it( 'never lets a match change the children: only placeholders are replaced', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		answerRequests( () => {
			const response = titles( [ 1, 2, 3 ] );
			response.items.matches[ 2 ] = [
				{ match: '"headingText"', replace: 'broken' },
			];
			return response;
		} );
		renderLoop( loop() );

		await waitFor( () =>
			expect( headings() ).toEqual( [
				'Post 1',
				'{{post_title}}',
				'Post 3',
			] )
		);
		expect( error ).not.toHaveBeenCalled();
		error.mockRestore();
	} );

	it( "shows the finding's title in a Custom HTML block as text; no script runs", async () => {
		const payload = '<img src=x onerror=window.__uipXss=1>';
		answerRequests( () => titles( [ 5 ], 1, () => payload ) );
		const html = block( 'uip-html', {
			settings: {
				block: {
					options: { html: '<h4 class="t">{{post_title}}</h4>' },
				},
			},
		} );
		const { container } = renderLoop(
			block( 'uip-container', {
				query: { enabled: true, settings: DEFAULT_QUERY_SETTINGS },
				content: [ html ],
			} )
		);

		await waitFor( () =>
			expect( container.querySelector( 'h4.t' ) ).toHaveTextContent(
				payload
			)
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
		expect(
			( window as Window & { __uipXss?: unknown } ).__uipXss
		).toBeUndefined();
	} );

	it( 'fills in a block again when its definition loads, by that definition', async () => {
		const payload = '<img src=x onerror=window.__uipXss=1>';
		answerRequests( () => titles( [ 5 ], 1, () => payload ) );
		const late = block( 'uipress-test/late-markup', {
			settings: {
				block: { options: { body: '<h4>{{post_title}}</h4>' } },
			},
		} );
		const { container } = renderLoop(
			block( 'uip-container', {
				query: { enabled: true, settings: DEFAULT_QUERY_SETTINGS },
				content: [ late ],
			} )
		);
		await screen.findByText(
			"This component is missing or can't be loaded"
		);

		// A plugin's block arrives after the results: its `body` is markup.
		act( () =>
			addFilter( BLOCKS_FILTER, LATE_NAMESPACE, ( list: unknown[] ) => [
				...list,
				lateMarkup,
			] )
		);
		await waitFor( () =>
			expect(
				container.querySelector( '.late-markup h4' )
			).toHaveTextContent( payload )
		);
		expect( container.querySelector( 'img' ) ).toBeNull();
		act( () => removeFilter( BLOCKS_FILTER, LATE_NAMESPACE ) );
	} );

	it( 'pages through results: previous disabled on page 1, next on the last', async () => {
		const requests = answerRequests( ( { data } ) =>
			titles( [ data.page * 10 + 1, data.page * 10 + 2 ], 3 )
		);
		renderLoop( loop() );

		const previous = await screen.findByRole( 'button', {
			name: 'Previous page',
		} );
		const next = screen.getByRole( 'button', { name: 'Next page' } );
		expect( previous ).toBeDisabled();
		expect( next ).toBeEnabled();
		expect( screen.getByText( 'Page 1 of 3' ) ).toBeInTheDocument();

		fireEvent.click( next );
		await waitFor( () =>
			expect( headings() ).toEqual( [ 'Post 21', 'Post 22' ] )
		);
		expect( previous ).toBeEnabled();
		expect( next ).toBeEnabled();

		fireEvent.click( next );
		await waitFor( () =>
			expect( headings() ).toEqual( [ 'Post 31', 'Post 32' ] )
		);
		expect( next ).toBeDisabled();
		expect( previous ).toBeEnabled();

		fireEvent.click( previous );
		await waitFor( () =>
			expect( headings() ).toEqual( [ 'Post 21', 'Post 22' ] )
		);
		expect( requests.map( ( request ) => request.data.page ) ).toEqual( [
			1, 2, 3, 2,
		] );
	} );

	it( 'shows no pagination for one page, or when the query hides it', async () => {
		answerRequests( () => titles( [ 1 ], 1 ) );
		const { unmount } = renderLoop( loop() );
		await waitFor( () => expect( headings() ).toEqual( [ 'Post 1' ] ) );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
		unmount();

		answerRequests( () => titles( [ 1 ], 4 ) );
		renderLoop( loop( { showPagination: false } ) );
		await waitFor( () => expect( headings() ).toEqual( [ 'Post 1' ] ) );
		expect(
			screen.queryByRole( 'button', { name: 'Next page' } )
		).not.toBeInTheDocument();
	} );

	it( 'runs the query again for a search, from the first page', async () => {
		const requests = answerRequests( ( { data } ) =>
			data.search ? titles( [ 99 ], 1 ) : titles( [ 1, 2 ], 2 )
		);
		renderLoop( loop( { search: true } ) );
		await waitFor( () =>
			expect( headings() ).toEqual( [ 'Post 1', 'Post 2' ] )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );

		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search results' } ),
			{ target: { value: 'fox' } }
		);

		await waitFor( () => expect( headings() ).toEqual( [ 'Post 99' ] ) );
		expect( requests ).toHaveLength( 3 );
		expect( requests[ 2 ]?.data ).toMatchObject( {
			search: 'fox',
			page: 1,
		} );
	} );

	it( 'waits for typing to stop before searching', async () => {
		jest.useFakeTimers();
		try {
			const requests = answerRequests( () => titles( [ 1 ] ) );
			renderLoop( loop( { search: true } ) );
			await act( async () => {} );
			const box = screen.getByRole( 'searchbox', {
				name: 'Search results',
			} );

			for ( const value of [ 'f', 'fo', 'fox' ] ) {
				fireEvent.change( box, { target: { value } } );
				await act( async () => {
					jest.advanceTimersByTime( 100 );
				} );
			}
			expect( requests ).toHaveLength( 1 );

			await act( async () => {
				jest.advanceTimersByTime( 400 );
			} );
			expect( requests ).toHaveLength( 2 );
			expect( requests[ 1 ]?.data.search ).toBe( 'fox' );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'says when there are no results', async () => {
		answerRequests( () => titles( [] ) );
		renderLoop( loop() );
		expect( await screen.findByText( 'No results.' ) ).toBeInTheDocument();
	} );

	it( 'shows an error notification with the server message', async () => {
		answerRequests( () => {
			throw {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): query',
				data: { status: 400 },
			};
		} );
		renderLoop( loop() );

		expect(
			await screen.findByText( 'The results could not be loaded.' )
		).toBeInTheDocument();
		expect( select( notificationsStore ).getNotifications() ).toEqual( [
			expect.objectContaining( {
				title: 'Unable to load results',
				message: 'Invalid parameter(s): query',
				status: 'error',
			} ),
		] );
	} );

	it( 'treats an error flag in a successful response as an error', async () => {
		answerRequests( () => ( {
			error: true,
			message: 'No post types chosen',
		} ) );
		renderLoop( loop() );

		await waitFor( () =>
			expect(
				select( notificationsStore ).getNotifications()[ 0 ]?.message
			).toBe( 'No post types chosen' )
		);
	} );

	it( 'in the builder, shows the children once with a badge and sends nothing', async () => {
		const requests = answerRequests( () => titles( [ 1 ] ) );
		renderLoop( loop(), 'builder' );
		await act( async () => {} );

		expect( screen.getByText( 'Query loop' ) ).toBeInTheDocument();
		expect( headings() ).toEqual( [ '{{post_title}}' ] );
		expect( requests ).toHaveLength( 0 );
	} );
} );
