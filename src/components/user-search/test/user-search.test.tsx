/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import UserSearch from '..';
import { answerApiFetch } from '../../utils/test-helpers';

describe( 'UserSearch', () => {
	it( 'searches and shows label and type; empty search asks nothing', async () => {
		const calls = answerApiFetch( () => ( {
			roles: [ { name: 'editor', label: 'Editor', type: 'role' } ],
			users: [
				{
					id: 7,
					login: 'ann',
					email: 'ann@example.com',
					label: 'Ann Example',
					type: 'user',
				},
			],
			total_users: 1,
		} ) );
		const onSelect = jest.fn();
		render( <UserSearch type="all" onSelect={ onSelect } /> );
		expect( screen.getByText( 'User search' ) ).toBeInTheDocument();
		const box = screen.getByRole( 'searchbox' );

		fireEvent.change( box, { target: { value: '   ' } } );
		await act( async () => {} );
		expect( calls ).toHaveLength( 0 );

		fireEvent.change( box, { target: { value: 'an' } } );
		const ann = await screen.findByText( 'Ann Example' );
		expect( calls[ 0 ]?.path ).toContain( 'search=an' );
		expect( calls[ 0 ]?.path ).toContain( 'type=all' );
		expect( ann.nextElementSibling ).toHaveTextContent( 'User' );
		expect(
			screen.getByText( 'Editor' ).nextElementSibling
		).toHaveTextContent( 'Role' );
		fireEvent.click( ann );
		expect( onSelect ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 7, login: 'ann' } )
		);

		fireEvent.change( box, { target: { value: '' } } );
		expect( screen.queryByText( 'Ann Example' ) ).not.toBeInTheDocument();
		expect( calls ).toHaveLength( 1 );
	} );
} );
