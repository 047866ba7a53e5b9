/**
 * External dependencies
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	clearNotifications,
	shownNotifications,
} from '../../../components/utils/test-helpers';
import { TODO_SAVE_DELAY_MS } from '../constants';
import { fakePreferenceServer, todo } from './fake-server';
import {
	controlOf,
	renderTodoList,
	shownNames,
	waitUntilLoaded,
} from './helpers';

function addTodo( name: string ) {
	const field = screen.getByRole( 'textbox', { name: 'New to-do' } );
	fireEvent.change( field, { target: { value: name } } );
	fireEvent.submit( field );
}

describe( 'uip-todo-list: loading and saving', () => {
	afterEach( () => {
		jest.useRealTimers();
		clearNotifications();
	} );

	it( 'loads the user’s list from the preference uip-todo-list', async () => {
		const server = fakePreferenceServer( [
			todo( 'Plan the week', true, 'Monday first' ),
			todo( 'Answer emails' ),
		] );
		await renderTodoList();
		expect( shownNames() ).toEqual( [ 'Plan the week', 'Answer emails' ] );
		expect(
			controlOf( 'Plan the week', 'checkbox', 'Done: Plan the week' )
		).toBeChecked();
		expect( server.requests ).toEqual( [
			expect.objectContaining( {
				method: 'GET',
				path: expect.stringMatching(
					/^\/uipress\/v1\/preferences\/uip-todo-list(\?|$)/
				),
			} ),
		] );
	} );

	it( 'shows the server’s message when the list cannot be loaded, and tries again', async () => {
		const server = fakePreferenceServer( [ todo( 'Kept on the server' ) ] );
		server.failNext( 'GET', 'Sorry, you are not allowed to do that.' );
		await renderTodoList();
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Your to-do list could not be loaded. Sorry, you are not allowed to do that.'
		);
		// Nothing to edit, so nothing can overwrite the stored list.
		expect(
			screen.queryByRole( 'textbox', { name: 'New to-do' } )
		).not.toBeInTheDocument();

		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await waitUntilLoaded();
		expect( shownNames() ).toEqual( [ 'Kept on the server' ] );
		expect( server.saves() ).toEqual( [] );
	} );

	it( 'saves 8 s after the last change, the whole list in order', async () => {
		const server = fakePreferenceServer( [ todo( 'First' ) ] );
		await renderTodoList();
		jest.useFakeTimers();

		addTodo( 'Second' );
		act( () => {
			jest.advanceTimersByTime( TODO_SAVE_DELAY_MS - 1000 );
		} );
		// Another change starts the delay again.
		fireEvent.click( controlOf( 'First', 'checkbox', 'Done: First' ) );
		act( () => {
			jest.advanceTimersByTime( TODO_SAVE_DELAY_MS - 1 );
		} );
		expect( server.saves() ).toEqual( [] );

		await act( async () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( server.saves() ).toEqual( [
			{
				method: 'POST',
				path: expect.stringMatching(
					/^\/uipress\/v1\/preferences\/uip-todo-list(\?|$)/
				),
				keepalive: false,
				value: [ todo( 'First', true ), todo( 'Second' ) ],
			},
		] );

		// Saved: the delay passing again sends nothing.
		await act( async () => {
			jest.advanceTimersByTime( TODO_SAVE_DELAY_MS * 2 );
		} );
		expect( server.saves() ).toHaveLength( 1 );
		expect( TODO_SAVE_DELAY_MS ).toBe( 8000 );
	} );

	it( 'saves at once, with a request that outlives the page, when the page is left', async () => {
		const server = fakePreferenceServer( [] );
		await renderTodoList();
		addTodo( 'Before leaving' );
		expect( server.saves() ).toEqual( [] );

		await act( async () => {
			window.dispatchEvent( new Event( 'pagehide' ) );
		} );
		expect( server.saves() ).toEqual( [
			expect.objectContaining( {
				keepalive: true,
				value: [ todo( 'Before leaving' ) ],
			} ),
		] );
		expect( server.stored() ).toEqual( [ todo( 'Before leaving' ) ] );

		// Nothing changed since: leaving again sends nothing.
		await act( async () => {
			window.dispatchEvent( new Event( 'pagehide' ) );
		} );
		expect( server.saves() ).toHaveLength( 1 );
	} );

	it( 'saves at once when the page is hidden, and when the block goes', async () => {
		const server = fakePreferenceServer( [] );
		const view = await renderTodoList();
		addTodo( 'Hidden tab' );
		const visibility = jest
			.spyOn( document, 'visibilityState', 'get' )
			.mockReturnValue( 'hidden' );
		try {
			await act( async () => {
				document.dispatchEvent( new Event( 'visibilitychange' ) );
			} );
		} finally {
			visibility.mockRestore();
		}
		expect( server.saves() ).toEqual( [
			expect.objectContaining( {
				keepalive: true,
				value: [ todo( 'Hidden tab' ) ],
			} ),
		] );

		addTodo( 'Unmounted' );
		view.unmount();
		await waitFor( () =>
			expect( server.stored() ).toEqual( [
				todo( 'Hidden tab' ),
				todo( 'Unmounted' ),
			] )
		);
		expect( server.saves() ).toHaveLength( 2 );
	} );

	it( 'keeps the changes when a save fails, says why, and saves them later', async () => {
		const server = fakePreferenceServer( [ todo( 'Saved before' ) ] );
		await renderTodoList();
		addTodo( 'Not lost' );
		server.failNext( 'POST', 'The preference value is larger than 64 KB.' );

		await act( async () => {
			window.dispatchEvent( new Event( 'pagehide' ) );
		} );
		await waitFor( () =>
			expect( shownNotifications() ).toEqual( [
				expect.objectContaining( {
					status: 'error',
					title: 'Your to-do list could not be saved',
					message: 'The preference value is larger than 64 KB.',
				} ),
			] )
		);
		expect( server.stored() ).toEqual( [ todo( 'Saved before' ) ] );
		expect( shownNames() ).toEqual( [ 'Saved before', 'Not lost' ] );
		expect(
			screen.getByText(
				'Your changes are not saved yet: The preference value is larger than 64 KB.'
			)
		).toBeInTheDocument();

		fireEvent.click( screen.getByRole( 'button', { name: 'Save now' } ) );
		await waitFor( () =>
			expect( server.stored() ).toEqual( [
				todo( 'Saved before' ),
				todo( 'Not lost' ),
			] )
		);
		await waitFor( () =>
			expect(
				screen.queryByText( /Your changes are not saved yet/ )
			).not.toBeInTheDocument()
		);
	} );
} );
