/**
 * External dependencies
 */
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { registerAppStore } from '../../../../shared/store/app';
import UsersScreen from '../users-screen';

interface Recorded {
	path: string;
	method: string;
	data: unknown;
}

function user( id: number, name: string ) {
	return {
		id,
		login: name.toLowerCase(),
		name,
		firstName: name,
		lastName: '',
		email: `${ name.toLowerCase() }@example.test`,
		avatar: '',
		roles: [ 'author' ],
		roleNames: [ 'Author' ],
		posts: 1,
		registered: '2026-11-20T10:00:00Z',
		lastLogin: null,
		lastActivity: null,
		editUrl: `http://example.test/wp-admin/user-edit.php?user_id=${ id }`,
		canEdit: true,
		canDelete: true,
		canPromote: true,
		isCurrent: false,
	};
}

const PAGE = {
	items: [ user( 7, 'Ada' ), user( 6, 'Grace' ) ],
	total: 2,
	totalPages: 1,
	page: 1,
	cursors: { prev: null, next: null },
};

/**
 * Answers the screen's requests and records them.
 *
 * @param answer The answer to a request other than the list's.
 */
function fakeServer( answer: ( request: Recorded ) => unknown = () => ( {} ) ) {
	const requests: Recorded[] = [];
	apiFetch.setFetchHandler( async ( options: APIFetchOptions ) => {
		const request = {
			// Without apiFetch's own arguments (`_locale`).
			path: ( options.path ?? '' ).replace( /[?&]_locale=user$/, '' ),
			method:
				( options.headers as Record< string, string > | undefined )?.[
					'X-HTTP-Method-Override'
				] ??
				options.method ??
				'GET',
			data: options.data,
		};
		requests.push( request );
		if ( request.path.startsWith( '/uipress/v1/preferences/' ) ) {
			return { value: null };
		}
		if (
			request.method === 'GET' &&
			request.path.startsWith( '/uipress/v1/users?' )
		) {
			return PAGE;
		}
		return answer( request );
	} );
	return requests;
}

function snackbarTexts(): string[] {
	return select( noticesStore )
		.getNotices()
		.map( ( notice ) => String( notice.content ) );
}

beforeAll( () => {
	registerAppStore(
		{
			loading: true,
			adminUrl: 'http://example.test/wp-admin/',
			menu_minimised: false,
		} as Parameters< typeof registerAppStore >[ 0 ],
		undefined
	);
	window.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

beforeEach( () => {
	window.history.replaceState(
		null,
		'',
		'/wp-admin/users.php?page=uip-users'
	);
	window.uipressConfig = {
		userManagement: {
			screen: 'uip-users',
			urls: {
				users: '/wp-admin/users.php?page=uip-users',
				roles: '/wp-admin/users.php?page=uip-roles',
				activity: '/wp-admin/users.php?page=uip-activity',
			},
			users: {
				roles: [
					{ slug: 'editor', name: 'Editor', assignable: true },
					{ slug: 'author', name: 'Author', assignable: true },
				],
				defaultRole: 'author',
				canCreateUsers: true,
				currentUserId: 1,
				exportUrl:
					'http://example.test/wp-json/uipress/v1/users/export',
				restNonce: 'nonce123',
			},
		},
	};
	select( noticesStore )
		.getNotices()
		.forEach( ( { id } ) => dispatch( noticesStore ).removeNotice( id ) );
} );

afterEach( () => {
	delete window.uipressConfig;
} );

describe( 'UsersScreen', () => {
	it( 'lists the users and exports the current search', async () => {
		const requests = fakeServer();
		render( <UsersScreen /> );
		expect( await screen.findByText( 'Ada' ) ).toBeInTheDocument();
		expect( screen.getByText( 'grace@example.test' ) ).toBeInTheDocument();
		const listed = requests.find( ( { path } ) =>
			path.startsWith( '/uipress/v1/users?' )
		);
		expect( listed?.path ).toContain( 'orderby=registered' );
		expect( listed?.path ).toContain( 'per_page=20' );
		const exportLink = screen.getByRole( 'link', { name: 'Export CSV' } );
		expect( exportLink.getAttribute( 'href' ) ).toContain(
			'_wpnonce=nonce123'
		);
	} );

	it( 'sends a password reset to the selected users after asking', async () => {
		const requests = fakeServer( ( request ) =>
			request.path === '/uipress/v1/users/bulk'
				? {
						done: [ 7 ],
						failed: [
							{ id: 6, code: 'x', message: 'Not allowed.' },
						],
					}
				: {}
		);
		render( <UsersScreen /> );
		await screen.findByText( 'Ada' );
		const [ selectAll ] = screen.getAllByRole( 'checkbox', {
			name: /Select all/,
		} );
		fireEvent.click( selectAll as HTMLElement );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Send password reset' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Send password reset',
		} );
		expect( dialog ).toHaveTextContent( 'these 2 users' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Send' } )
		);
		await waitFor( () =>
			expect( snackbarTexts() ).toEqual( [
				'Password reset e-mail sent to 1 user.',
				'Grace: Not allowed.',
			] )
		);
		expect(
			requests.find( ( { path } ) => path === '/uipress/v1/users/bulk' )
				?.data
		).toEqual( { action: 'send-reset', ids: [ 7, 6 ] } );
	} );

	it( 'saves only what changed in a user’s panel', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/users.php?page=uip-users&user=7'
		);
		const detail = {
			...user( 7, 'Ada' ),
			sessions: 2,
			applicationPasswords: 1,
			notes: '',
			extraCapabilities: {},
		};
		const requests = fakeServer( ( request ) =>
			request.path === '/uipress/v1/users/7'
				? {
						...detail,
						...( request.method === 'POST'
							? ( request.data as object )
							: {} ),
					}
				: {}
		);
		render( <UsersScreen /> );
		await screen.findByText( 'grace@example.test' );
		const panel = await screen.findByRole( 'dialog', { name: 'Ada' } );
		expect( panel ).toHaveTextContent(
			'Signed in on 2 devices or browsers.'
		);
		// The focus goes to the first field once the user has loaded.
		await waitFor( () =>
			expect(
				within( panel ).getByRole( 'textbox', { name: 'First name' } )
			).toHaveFocus()
		);
		const email = within( panel ).getByRole( 'textbox', {
			name: /E-mail/,
		} );
		fireEvent.change( email, { target: { value: 'ada@elsewhere.test' } } );
		fireEvent.click(
			within( panel ).getByRole( 'button', { name: 'Save' } )
		);
		await waitFor( () =>
			expect( snackbarTexts() ).toContain( 'User saved.' )
		);
		const saved = requests.find(
			( { path, method } ) =>
				path === '/uipress/v1/users/7' && method === 'POST'
		);
		expect( saved?.data ).toEqual( { email: 'ada@elsewhere.test' } );
	} );
} );
