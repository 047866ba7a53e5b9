/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

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

const recent = ( options = {} ) =>
	block( 'uip-recent-posts', { settings: { block: { options } } } );

describe( 'uip-recent-posts', () => {
	afterEach( clearToasts );

	it( 'lists the latest posts of the chosen types with author, date, type and image', async () => {
		const requests = answerRequests( () => ( {
			posts: [
				row( 1, { img: 'https://example.test/a.jpg' } ),
				row( 2, { type: 'page', typeLabel: 'Page', editLink: '' } ),
			],
			total: 2,
			totalPages: 1,
		} ) );
		render(
			<TemplateRenderer
				mode="prod"
				blocks={ [
					recent( {
						activePostTypes: [ 'post', 'page' ],
						postsPerPage: 5,
						limitToAuthor: 'user',
					} ),
				] }
			/>
		);
		const first = await screen.findByRole( 'link', { name: 'Post 1' } );
		// Its edit screen, or its page when the user may not edit it.
		expect( first ).toHaveAttribute( 'href', row( 1 ).editLink );
		expect(
			screen.getByRole( 'link', { name: 'Post 2' } )
		).toHaveAttribute( 'href', row( 2 ).link );
		expect( screen.getByText( 'Page' ) ).toBeInTheDocument();
		expect( screen.getAllByText( 'Ada' ) ).toHaveLength( 2 );
		expect(
			document.querySelector( 'img.uip-recent-posts__image' )
		).toHaveAttribute( 'src', 'https://example.test/a.jpg' );
		// Beside a post with an image, one without shows its type's icon.
		expect(
			document.querySelector( '.uip-recent-posts__image--none' )
		).toHaveAttribute( 'data-uip-icon', 'description' );
		expect( requests[ 0 ]?.route ).toBe( '/uipress/v1/recent-posts' );
		expect( listParam( requests[ 0 ], 'postTypes' ) ).toEqual( [
			'post',
			'page',
		] );
		expect( requests[ 0 ]?.query.get( 'perPage' ) ).toBe( '5' );
		expect( requests[ 0 ]?.query.get( 'limitToAuthor' ) ).toBe( 'true' );
		expect(
			screen.queryByRole( 'button', { name: 'Show more' } )
		).not.toBeInTheDocument();
	} );

	it( 'adds the next page below when asked', async () => {
		answerRequests( ( request ) => {
			const page = Number( request.query.get( 'page' ) );
			return {
				posts: [ row( page * 10 ) ],
				total: 2,
				totalPages: 2,
			};
		} );
		render( <TemplateRenderer mode="prod" blocks={ [ recent() ] } /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: 'Show more' } )
		);
		expect(
			await screen.findByRole( 'link', { name: 'Post 20' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Post 10' } )
		).toBeInTheDocument();
		// No post has an image: none shows an empty square or an icon.
		expect(
			document.querySelector( '.uip-recent-posts__image' )
		).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Show more' } )
		).not.toBeInTheDocument();
	} );

	it.each( [ 'uipress/page/loadfinish', 'uipress/page/postsaved' ] )(
		'loads the latest posts again on %s',
		async ( eventName ) => {
			let published = false;
			const requests = answerRequests( () => ( {
				posts: published ? [ row( 3 ), row( 1 ) ] : [ row( 1 ) ],
				total: published ? 2 : 1,
				totalPages: 1,
			} ) );
			render( <TemplateRenderer mode="prod" blocks={ [ recent() ] } /> );
			await screen.findByRole( 'link', { name: 'Post 1' } );

			published = true;
			act( () => {
				document.dispatchEvent(
					new CustomEvent( eventName, { detail: {} } )
				);
			} );
			expect(
				await screen.findByRole( 'link', { name: 'Post 3' } )
			).toBeInTheDocument();
			expect( requests ).toHaveLength( 2 );
		}
	);

	it( 'says when there is nothing, and toasts an empty answer', async () => {
		answerRequests( () => ( { posts: [], total: 0, totalPages: 0 } ) );
		const { unmount } = render(
			<TemplateRenderer mode="prod" blocks={ [ recent() ] } />
		);
		expect(
			await screen.findByText( 'Nothing posts found' )
		).toBeInTheDocument();
		unmount();

		answerRequests( () => null );
		render( <TemplateRenderer mode="prod" blocks={ [ recent() ] } /> );
		await screen.findByText( 'Nothing posts found' );
		expect( toastTitles() ).toEqual( [
			'Unable to fetch posts at this tiem',
		] );
	} );
} );
