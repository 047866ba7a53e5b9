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
import RoleSelect, {
	hasMoreUsers,
	previewText,
	PREVIEW_HOVER_CLOSE_MS,
	RolePicker,
	shouldSearch,
	toggleItem,
	toPickerItem,
} from '..';
import {
	answerApiFetch,
	clearNotifications,
	shownNotifications,
} from '../../utils/test-helpers';
import type { UserResult } from '../../utils/api';
import { forgetRoleNames } from '../../post-list/use-role-names';

const editor = { name: 'editor', label: 'Editor', type: 'role' as const };
const admin = {
	name: 'administrator',
	label: 'Administrator',
	type: 'role' as const,
};
function user( id: number ): UserResult {
	return {
		id,
		login: `user${ id }`,
		email: `user${ id }@example.com`,
		label: `User ${ id }`,
		type: 'user',
	};
}

describe( 'role select rules', () => {
	it( 'previews the chosen items', () => {
		expect( previewText( [], 'Select roles' ) ).toBe( 'Select roles...' );
		expect( previewText( [ editor ], 'x' ) ).toBe( 'Editor' );
		expect( previewText( [ editor, admin ], 'x' ) ).toBe(
			'Editor + 1 other'
		);
		expect( previewText( [ editor, admin, admin ], 'x' ) ).toBe(
			'Editor + 2 others'
		);
	} );

	it( 'searches only for a non-empty string', () => {
		expect( shouldSearch( '' ) ).toBe( false );
		expect( shouldSearch( '  ' ) ).toBe( false );
		expect( shouldSearch( 'ed' ) ).toBe( true );
	} );

	it( 'offers next only while the total exceeds the loaded users', () => {
		expect( hasMoreUsers( 25, 10 ) ).toBe( true );
		expect( hasMoreUsers( 10, 10 ) ).toBe( false );
		expect( hasMoreUsers( 0, 0 ) ).toBe( false );
	} );

	it( 'stores what the return type says', () => {
		expect( toPickerItem( editor ) ).toEqual( editor );
		expect( toPickerItem( editor, 'label' ) ).toEqual( {
			...editor,
			name: 'Editor',
		} );
		expect( toPickerItem( user( 3 ) ) ).toEqual( {
			name: 'user3',
			label: 'User 3',
			type: 'user',
		} );
		expect( toPickerItem( user( 3 ), 'id' ).name ).toBe( '3' );
		expect( toPickerItem( user( 3 ), 'email' ).name ).toBe(
			'user3@example.com'
		);
	} );

	it( 'toggles items', () => {
		expect( toggleItem( [ editor ], admin ) ).toEqual( [ editor, admin ] );
		expect( toggleItem( [ editor, admin ], editor ) ).toEqual( [ admin ] );
	} );
} );

describe( 'RolePicker', () => {
	beforeEach( () => clearNotifications() );

	it( 'lists roles, then users with paging; clearing the search brings the unfiltered list back without asking', async () => {
		const calls = answerApiFetch( ( options ) => {
			const url = new URL( `http://x${ options.path }` );
			const page = Number( url.searchParams.get( 'page' ) );
			const start = ( page - 1 ) * 10;
			const count = page === 3 ? 5 : 10;
			return {
				roles: [ admin, editor ],
				users: Array.from( { length: count }, ( _, i ) =>
					user( start + i + 1 )
				),
				total_users: 25,
			};
		} );
		const onChange = jest.fn();
		render( <RolePicker value={ [ editor ] } onChange={ onChange } /> );
		expect( screen.getByText( 'Role select' ) ).toBeInTheDocument();
		const editorButton = await screen.findByRole( 'button', {
			name: /^Editor/,
		} );
		expect( editorButton ).toHaveAttribute( 'aria-pressed', 'true' );
		fireEvent.click( editorButton );
		expect( onChange ).toHaveBeenLastCalledWith( [] );

		fireEvent.click( screen.getByRole( 'button', { name: 'Users' } ) );
		expect( screen.getByText( 'User 10' ) ).toBeInTheDocument();
		const next = async () => {
			await waitFor( () =>
				expect( screen.getByText( 'next' ) ).toBeEnabled()
			);
			fireEvent.click( screen.getByText( 'next' ) );
		};
		await next();
		await screen.findByText( 'User 20' );
		await next();
		await screen.findByText( 'User 25' );
		expect( screen.getByText( 'User 1' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByText( 'next' ) ).not.toBeInTheDocument()
		);
		expect( calls ).toHaveLength( 3 );

		const box = screen.getByRole( 'searchbox' );
		fireEvent.change( box, { target: { value: 'Ed' } } );
		await waitFor( () => expect( calls ).toHaveLength( 4 ) );
		expect( calls[ 3 ]?.path ).toContain( 'search=Ed' );
		await waitFor( () =>
			expect( screen.queryByText( 'User 25' ) ).not.toBeInTheDocument()
		);
		fireEvent.change( box, { target: { value: '' } } );
		await act( async () => {} );
		expect( calls ).toHaveLength( 4 );
		expect( screen.getByText( 'User 25' ) ).toBeInTheDocument();
	}, 30000 );

	it( 'in role-only mode asks for roles only and offers no users', async () => {
		const calls = answerApiFetch( () => ( {
			roles: [ admin, editor ],
			users: [ user( 1 ) ],
			total_users: 1,
		} ) );
		const onChange = jest.fn();
		render( <RolePicker value={ [] } onChange={ onChange } type="role" /> );
		fireEvent.click(
			await screen.findByRole( 'button', { name: /^Editor/ } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( [ editor ] );
		expect(
			screen.queryByRole( 'button', { name: 'Users' } )
		).not.toBeInTheDocument();
		expect( screen.queryByText( 'User 1' ) ).not.toBeInTheDocument();
		expect( calls[ 0 ]?.path ).toContain( 'type=roles' );

		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'Ed' },
		} );
		await waitFor( () => expect( calls ).toHaveLength( 2 ) );
		expect( calls[ 1 ]?.path ).toContain( 'type=roles' );
		await act( async () => {} );
		expect( screen.queryByText( 'User 1' ) ).not.toBeInTheDocument();
	} );

	it( 'shows an error notification with the error text', async () => {
		answerApiFetch( () => ( {
			roles: [],
			users: [],
			total_users: 0,
			error: 'Users could not be loaded.',
		} ) );
		render( <RolePicker value={ [] } onChange={ jest.fn() } /> );
		await waitFor( () =>
			expect( shownNotifications()[ 0 ] ).toEqual(
				expect.objectContaining( {
					title: 'Users could not be loaded.',
					status: 'error',
				} )
			)
		);
	} );
} );

describe( 'RoleSelect preview', () => {
	let roleLabels: Record< string, string >;
	beforeEach( () => {
		jest.useFakeTimers();
		forgetRoleNames();
		roleLabels = { editor: 'Editor', administrator: 'Administrator' };
		answerApiFetch( () => ( {
			roles: Object.entries( roleLabels ).map( ( [ name, label ] ) => ( {
				name,
				label,
				type: 'role',
			} ) ),
			users: [],
			total_users: 0,
		} ) );
	} );
	afterEach( () => jest.useRealTimers() );

	/** Lets the role names' request answer. */
	const namesArrive = () => act( async () => {} );

	it( 'shows a stored role by its name in the user’s language, not its slug or stored label', async () => {
		roleLabels = { editor: 'Redakteur', administrator: 'Administrator' };
		const { container } = render(
			<RoleSelect
				value={ [
					{ name: 'editor', label: '', type: 'role' },
					{
						name: 'administrator',
						label: 'Administrator',
						type: 'role',
					},
					{ name: 'sam', label: 'Sam', type: 'user' },
				] }
				onChange={ jest.fn() }
			/>
		);
		await namesArrive();
		expect(
			screen.getByText( 'Redakteur + 2 others' )
		).toBeInTheDocument();
		fireEvent.mouseEnter( container.firstElementChild as Element );
		const list = screen.getByRole( 'list', { name: 'Chosen' } );
		expect( list ).toHaveTextContent( 'Redakteur' );
		expect( list ).toHaveTextContent( 'Sam' );
		expect( list ).not.toHaveTextContent( 'editor' );
	} );

	it( 'shows a remove icon for one item and clear-all for more', async () => {
		const onChange = jest.fn();
		const { rerender } = render(
			<RoleSelect value={ [] } onChange={ onChange } placeholder="Pick" />
		);
		await namesArrive();
		expect( screen.getByText( 'Pick...' ) ).toBeInTheDocument();
		// The button's name holds the words it shows (voice control).
		expect(
			screen.getByRole( 'button', { name: 'Role select: Pick...' } )
		).toBeInTheDocument();
		rerender( <RoleSelect value={ [ editor ] } onChange={ onChange } /> );
		fireEvent.click( screen.getByRole( 'button', { name: 'Remove' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( [] );
		rerender(
			<RoleSelect value={ [ editor, admin ] } onChange={ onChange } />
		);
		expect( screen.getByText( 'Editor + 1 other' ) ).toBeInTheDocument();
		fireEvent.click( screen.getByRole( 'button', { name: 'Clear all' } ) );
		expect( onChange ).toHaveBeenLastCalledWith( [] );
	} );

	it( 'lists the chosen items on hover and closes 1 s after leaving', async () => {
		const { container } = render(
			<RoleSelect value={ [ editor, admin ] } onChange={ jest.fn() } />
		);
		await namesArrive();
		const field = container.firstElementChild as Element;
		fireEvent.mouseEnter( field );
		const list = screen.getByRole( 'list', { name: 'Chosen' } );
		expect( list ).toHaveTextContent( 'Administrator' );
		fireEvent.mouseLeave( field );
		act( () => {
			jest.advanceTimersByTime( PREVIEW_HOVER_CLOSE_MS - 1 );
		} );
		expect( screen.getByRole( 'list', { name: 'Chosen' } ) ).toBeVisible();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect(
			screen.queryByRole( 'list', { name: 'Chosen' } )
		).not.toBeInTheDocument();
		expect( PREVIEW_HOVER_CLOSE_MS ).toBe( 1000 );
	} );
} );
