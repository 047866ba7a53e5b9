/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import ActivityLog from '../activity-log';
import { activityLogSettings } from '../activity-log-options';
import { blockQuery, hiddenReason } from '../use-activity-log';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const ROW = {
	id: 3,
	date: '2026-03-01T10:00:00Z',
	user: { id: 1, name: 'Ada', avatar: '', url: null },
	action: 'role.created',
	actionLabel: 'Role created',
	objectType: 'role',
	objectSubtype: '',
	objectId: 'reviewer',
	objectName: 'Reviewer',
	objectUrl: 'http://example.test/wp-admin/users.php?page=uip-roles',
	changes: [],
	ip: '',
};

const BLOCK = {
	uid: 'a',
	name: 'Activity',
	moduleName: 'uip-activity-log',
	settings: {},
};

afterEach( () => mockedFetch.mockReset() );

describe( 'the Activity block’s settings', () => {
	it( 'read stored options within bounds', () => {
		expect( activityLogSettings( {} ) ).toEqual( {
			title: '',
			rowLimit: 5,
			objectTypes: [],
			onlyMine: false,
		} );
		expect(
			activityLogSettings( {
				title: ' Team ',
				rowLimit: 500,
				objectTypes: [ 'post', 'nonsense', 'role' ],
				onlyMine: true,
			} )
		).toEqual( {
			title: 'Team',
			rowLimit: 50,
			objectTypes: [ 'post', 'role' ],
			onlyMine: true,
		} );
	} );

	it( 'ask one kind by type, several by their actions, and the viewer’s own', () => {
		const actions = [
			{
				action: 'post.updated',
				label: 'Post updated',
				objectType: 'post',
			},
			{
				action: 'role.created',
				label: 'Role created',
				objectType: 'role',
			},
			{
				action: 'user.created',
				label: 'User created',
				objectType: 'user',
			},
		];
		const settings = activityLogSettings( { objectTypes: [ 'role' ] } );
		expect( blockQuery( settings, 4, actions ) ).toEqual( {
			objectType: 'role',
		} );
		expect(
			blockQuery(
				activityLogSettings( {
					objectTypes: [ 'role', 'post' ],
					onlyMine: true,
				} ),
				4,
				actions
			)
		).toEqual( { user: 4, actions: [ 'post.updated', 'role.created' ] } );
	} );

	it( 'tell a refusal and a site with user management off from other failures', () => {
		expect(
			hiddenReason( { code: 'rest_forbidden', data: { status: 403 } } )
		).toBe( 'refused' );
		expect(
			hiddenReason( { code: 'rest_no_route', data: { status: 404 } } )
		).toBe( 'off' );
		expect(
			hiddenReason( { code: 'db_error', data: { status: 500 } } )
		).toBeNull();
	} );
} );

describe( 'the Activity block', () => {
	it( 'lists the newest entries with who, what and the object’s link', async () => {
		mockedFetch.mockResolvedValue( {
			items: [ ROW ],
			total: 1,
			totalPages: 1,
			page: 1,
			cursors: { prev: null, next: null },
		} );
		render(
			<ActivityLog
				options={ { rowLimit: 3, objectTypes: [ 'role' ] } }
				mode="prod"
				block={ BLOCK }
			/>
		);
		const link = await screen.findByRole( 'link', { name: 'Reviewer' } );
		expect( link ).toHaveAttribute( 'href', ROW.objectUrl );
		expect( link.parentElement ).toHaveTextContent(
			'Role created: Reviewer'
		);
		expect( screen.getByText( 'Ada' ) ).toBeInTheDocument();
		const { path } = mockedFetch.mock.calls[ 0 ][ 0 ];
		expect( path ).toContain( 'per_page=3' );
		expect( path ).toContain( 'object_type=role' );
	} );

	it( 'renders nothing for a viewer the log is not for, and says why in the builder', async () => {
		mockedFetch.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'Sorry',
			data: { status: 403 },
		} );
		const { container, rerender } = render(
			<ActivityLog options={ {} } mode="prod" block={ BLOCK } />
		);
		// The loading state goes, and nothing takes its place.
		await waitFor( () => expect( container ).toBeEmptyDOMElement() );

		window.uipressConfig = { userManagementEnabled: true };
		rerender(
			<ActivityLog
				options={ { title: 'Changed' } }
				mode="builder"
				block={ BLOCK }
			/>
		);
		expect(
			await screen.findByText( /Only users who may manage users/ )
		).toBeInTheDocument();
		delete window.uipressConfig;
	} );

	it( 'asks nothing in the builder while user management is off, and says so', () => {
		render( <ActivityLog options={ {} } mode="builder" block={ BLOCK } /> );
		expect(
			screen.getByText(
				'User management blocks need User management turned on in UiPress settings.'
			)
		).toBeInTheDocument();
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	it( 'shows the server’s message when the log cannot be read', async () => {
		mockedFetch.mockRejectedValue( {
			code: 'db_error',
			message: 'The log could not be read.',
			data: { status: 500 },
		} );
		render( <ActivityLog options={ {} } mode="prod" block={ BLOCK } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The log could not be read.'
		);
	} );
} );
