/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import PostTypeSelect, {
	PostTypeList,
	POST_TYPES_PATH,
	chosenPostTypesText,
	filterPostTypes,
	togglePostType,
} from '..';
import {
	answerApiFetch,
	clearNotifications,
	shownNotifications,
} from '../../utils/test-helpers';

const TYPES = [
	{ name: 'post', label: 'Posts' },
	{ name: 'page', label: 'Pages' },
	{ name: 'book', label: 'Books' },
];

describe( 'togglePostType', () => {
	it( 'removes a chosen type', () => {
		expect( togglePostType( [ 'post', 'page' ], 'post', true ) ).toEqual( [
			'page',
		] );
		expect( togglePostType( [ 'post' ], 'post', false ) ).toEqual( [] );
	} );

	it( 'adds in multiple mode and replaces the first entry in single mode', () => {
		expect( togglePostType( [ 'post' ], 'page', true ) ).toEqual( [
			'post',
			'page',
		] );
		expect( togglePostType( [ 'post' ], 'page', false ) ).toEqual( [
			'page',
		] );
		expect( togglePostType( [], 'page', false ) ).toEqual( [ 'page' ] );
	} );
} );

describe( 'filterPostTypes', () => {
	it( 'matches label or name, case-insensitively', () => {
		expect( filterPostTypes( TYPES, 'BOO' ) ).toEqual( [ TYPES[ 2 ] ] );
		expect( filterPostTypes( TYPES, 'pag' ) ).toEqual( [ TYPES[ 1 ] ] );
		expect( filterPostTypes( TYPES, '' ) ).toEqual( TYPES );
	} );
} );

describe( 'PostTypeList', () => {
	beforeEach( () => clearNotifications() );

	it( 'loads the types and shows label and name', async () => {
		const calls = answerApiFetch( () => ( { postTypes: TYPES } ) );
		const onChange = jest.fn();
		render( <PostTypeList value={ [ 'post' ] } onChange={ onChange } /> );
		expect( screen.getByText( 'Post type select' ) ).toBeInTheDocument();
		const books = await screen.findByRole( 'checkbox', { name: 'Books' } );
		expect( screen.getByText( 'book' ) ).toBeInTheDocument();
		expect( calls[ 0 ]?.path ).toMatch(
			new RegExp( `^${ POST_TYPES_PATH }` )
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Posts' } )
		).toBeChecked();

		fireEvent.click( books );
		expect( onChange ).toHaveBeenCalledWith( [ 'post', 'book' ] );

		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'PAG' },
		} );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Books' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', { name: 'Pages' } )
		).toBeInTheDocument();
	} );

	it( 'shows an error notification with the error text', async () => {
		answerApiFetch( () => {
			throw { code: 'rest_forbidden', message: 'Not allowed here.' };
		} );
		render( <PostTypeList value={ [] } onChange={ jest.fn() } /> );
		await screen.findByRole( 'list' );
		expect( shownNotifications() ).toEqual( [
			expect.objectContaining( {
				title: 'Not allowed here.',
				status: 'error',
			} ),
		] );
	} );

	it( 'treats an error field in the response as an error', async () => {
		answerApiFetch( () => ( { error: 'No post types today.' } ) );
		render( <PostTypeList value={ [] } onChange={ jest.fn() } /> );
		await screen.findByRole( 'list' );
		expect( shownNotifications()[ 0 ]?.title ).toBe(
			'No post types today.'
		);
	} );
} );

describe( 'PostTypeSelect', () => {
	it( 'shows the chosen types by label, a name where none is known', async () => {
		answerApiFetch( () => ( { postTypes: TYPES } ) );
		render(
			<PostTypeSelect
				value={ [ 'post', 'page', 'gone' ] }
				onChange={ jest.fn() }
			/>
		);
		expect(
			await screen.findByText( 'Posts, Pages, gone' )
		).toBeInTheDocument();
		// A button that looks like one (WordPress's secondary button).
		expect(
			screen.getByRole( 'button', { name: /^Post type select/ } )
		).toHaveClass( 'components-button', 'is-secondary' );
	} );

	it( 'asks the server for the post types once, for the field and its list', async () => {
		const calls = answerApiFetch( () => ( { postTypes: TYPES } ) );
		render(
			<PostTypeSelect value={ [ 'post' ] } onChange={ jest.fn() } />
		);
		expect( await screen.findByText( 'Posts' ) ).toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'button', { name: /^Post type select/ } )
		);
		expect(
			await screen.findByRole( 'checkbox', { name: 'Books' } )
		).toBeInTheDocument();
		expect(
			calls.filter( ( call ) =>
				String( call.path ).startsWith( POST_TYPES_PATH )
			)
		).toHaveLength( 1 );
	} );

	it( 'joins labels and falls back to names', () => {
		expect(
			chosenPostTypesText( [ 'post', 'toString' ], { post: 'Posts' } )
		).toBe( 'Posts, toString' );
	} );
} );
