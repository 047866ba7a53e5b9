/**
 * External dependencies
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { CapabilityGroup, Role } from '../../../api/roles';
import RoleCapabilities from '../role-capabilities';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const GROUPS: CapabilityGroup[] = [
	{
		id: 'posts',
		label: 'Posts',
		capabilities: [
			{
				name: 'edit_posts',
				label: 'Edit posts',
				hint: 'Write posts.',
				granted: true,
			},
			{
				name: 'publish_posts',
				label: 'Publish posts',
				hint: 'Make posts public.',
				granted: true,
			},
		],
	},
	{
		id: 'settings',
		label: 'Settings',
		capabilities: [
			{
				name: 'manage_options',
				label: 'Manage options',
				hint: 'Change the site settings.',
				granted: false,
			},
		],
	},
];

const ROLE: Role = {
	slug: 'reviewer',
	name: 'Reviewer',
	users: 1,
	capabilities: { edit_posts: true, publish_posts: true, level_1: true },
	editable: true,
	deletable: true,
	builtIn: false,
	isDefault: false,
};

afterEach( () => mockedFetch.mockReset() );

describe( 'A role’s capabilities', () => {
	it( 'locks what the manager lacks, with the reason, and shows unlisted ones', () => {
		render(
			<RoleCapabilities
				role={ ROLE }
				groups={ GROUPS }
				onSaved={ jest.fn() }
				onDirtyChange={ jest.fn() }
			/>
		);
		const manage = screen.getByRole( 'checkbox', {
			name: 'Manage options',
		} );
		expect( manage ).toBeDisabled();
		expect(
			screen.getByText(
				'You do not have this capability, so you cannot grant it.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', { name: 'level_1' } )
		).toBeChecked();
		expect( screen.getByText( '2 of 2' ) ).toBeInTheDocument();
	} );

	it( 'saves the full set without what was unchecked', async () => {
		const onSaved = jest.fn();
		const onDirtyChange = jest.fn();
		mockedFetch.mockResolvedValue( {
			...ROLE,
			capabilities: { edit_posts: true, level_1: true },
		} );
		render(
			<RoleCapabilities
				role={ ROLE }
				groups={ GROUPS }
				onSaved={ onSaved }
				onDirtyChange={ onDirtyChange }
			/>
		);
		const save = screen.getByRole( 'button', {
			name: 'Save capabilities',
		} );
		expect( save ).toHaveAttribute( 'aria-disabled', 'true' );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Publish posts' } )
		);
		expect( onDirtyChange ).toHaveBeenLastCalledWith( true );
		expect( screen.getByText( '1 of 2' ) ).toBeInTheDocument();
		fireEvent.click( save );
		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/uipress/v1/roles/reviewer',
			method: 'POST',
			data: { capabilities: { edit_posts: true, level_1: true } },
		} );
	} );

	it( 'shows a role the manager may not change read only, saying why', () => {
		const { container } = render(
			<RoleCapabilities
				role={ { ...ROLE, editable: false } }
				groups={ GROUPS }
				onSaved={ jest.fn() }
				onDirtyChange={ jest.fn() }
			/>
		);
		expect(
			container.querySelector( '.components-notice__content' )
		).toHaveTextContent( /You cannot change this role/ );
		expect(
			screen.queryByRole( 'button', { name: 'Save capabilities' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', { name: 'Edit posts' } )
		).toBeDisabled();
	} );

	it( 'searches names, labels and hints', () => {
		render(
			<RoleCapabilities
				role={ ROLE }
				groups={ GROUPS }
				onSaved={ jest.fn() }
				onDirtyChange={ jest.fn() }
			/>
		);
		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search capabilities' } ),
			{ target: { value: 'public' } }
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Publish posts' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', { name: 'Edit posts' } )
		).not.toBeInTheDocument();
		expect( screen.queryByText( 'Settings' ) ).not.toBeInTheDocument();
	} );
} );
