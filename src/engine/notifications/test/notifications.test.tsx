/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { Notifications } from '..';
import { NOTIFICATION_LIFETIME_MS } from '../../types';
import { freshNotificationsRegistry } from './fresh-registry';

function renderList() {
	const store = freshNotificationsRegistry();
	render(
		<RegistryProvider value={ store.registry }>
			<Notifications />
		</RegistryProvider>
	);
	const create = async (
		input: Parameters<
			ReturnType< typeof store.dispatch >[ 'createNotification' ]
		>[ 0 ]
	) => {
		let uid = '';
		await act( async () => {
			uid = await store.dispatch().createNotification( input );
		} );
		return uid;
	};
	return { ...store, create };
}

describe( 'Notifications', () => {
	beforeEach( () => {
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'shows each status with its own class, inside a live region', async () => {
		const { create } = renderList();
		await create( { title: 'Saved', status: 'success' } );
		await create( { title: 'Careful', status: 'warning' } );
		await create( {
			title: 'Query failed',
			message: 'Invalid post type.',
			status: 'error',
		} );
		await create( { title: 'Hello' } );

		const region = screen.getByRole( 'region', { name: 'Notifications' } );
		expect( region.querySelector( 'ul' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);
		expect(
			screen.getByText( 'Saved' ).closest( '.uip-notification' )
		).toHaveClass( 'uip-notification--success' );
		expect(
			screen.getByText( 'Careful' ).closest( '.uip-notification' )
		).toHaveClass( 'uip-notification--warning' );
		expect(
			screen.getByText( 'Hello' ).closest( '.uip-notification' )
		).toHaveClass( 'uip-notification--default' );
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveClass( 'uip-notification--error' );
		expect( alert ).toHaveTextContent(
			'Error: Query failed' + 'Invalid post type.'
		);
	} );

	it( 'removes a dismissable notification after 6 s', async () => {
		const { create, select } = renderList();
		await create( { title: 'Saved', status: 'success' } );

		act( () => {
			jest.advanceTimersByTime( NOTIFICATION_LIFETIME_MS - 1 );
		} );
		expect( screen.getByText( 'Saved' ) ).toBeInTheDocument();

		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( screen.queryByText( 'Saved' ) ).not.toBeInTheDocument();
		expect( select().getNotifications() ).toEqual( [] );
	} );

	it( 'removes a dismissable notification when clicked', async () => {
		const { create } = renderList();
		await create( { title: 'Click me away' } );

		fireEvent.click( screen.getByText( 'Click me away' ) );

		expect( screen.queryByText( 'Click me away' ) ).not.toBeInTheDocument();
	} );

	it( 'removes a dismissable notification with its dismiss button', async () => {
		const { create } = renderList();
		await create( { title: 'Button away' } );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss notification' } )
		);

		expect( screen.queryByText( 'Button away' ) ).not.toBeInTheDocument();
	} );

	it( 'keeps a notification that is not dismissable, with its spinner', async () => {
		const { create, dispatch } = renderList();
		const uid = await create( {
			title: 'Importing template',
			dismissable: false,
			loader: true,
		} );

		act( () => {
			jest.advanceTimersByTime( NOTIFICATION_LIFETIME_MS * 3 );
		} );
		fireEvent.click( screen.getByText( 'Importing template' ) );

		const toast = screen
			.getByText( 'Importing template' )
			.closest( '.uip-notification' );
		expect( toast ).toBeInTheDocument();
		expect(
			toast?.querySelector( '.uip-notification__loader' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Dismiss notification' } )
		).not.toBeInTheDocument();

		await act( async () => {
			await dispatch().removeNotification( uid );
		} );
		expect(
			screen.queryByText( 'Importing template' )
		).not.toBeInTheDocument();
	} );

	it( 'pauses the countdown while the pointer is on the toast', async () => {
		const { create } = renderList();
		await create( { title: 'Reading this' } );
		const toast = screen
			.getByText( 'Reading this' )
			.closest( '.uip-notification' ) as HTMLElement;

		fireEvent.mouseEnter( toast );
		act( () => {
			jest.advanceTimersByTime( NOTIFICATION_LIFETIME_MS * 2 );
		} );
		expect( screen.getByText( 'Reading this' ) ).toBeInTheDocument();

		fireEvent.mouseLeave( toast );
		act( () => {
			jest.advanceTimersByTime( NOTIFICATION_LIFETIME_MS );
		} );
		expect( screen.queryByText( 'Reading this' ) ).not.toBeInTheDocument();
	} );
} );
