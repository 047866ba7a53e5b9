/**
 * External dependencies
 */
import { act, fireEvent, render, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { notificationsStore } from '../../../../engine/notifications';
import Snackbars, { toastAsSnackbar } from '..';

afterEach( () => {
	act( () => {
		select( notificationsStore )
			.getNotifications()
			.forEach( ( toast ) =>
				dispatch( notificationsStore ).removeNotification( toast.uid )
			);
		select( noticesStore )
			.getNotices()
			.forEach( ( notice ) =>
				dispatch( noticesStore ).removeNotice( notice.id )
			);
	} );
} );

describe( 'Snackbars', () => {
	it( 'shows the toasts and the snackbar notices in one list', () => {
		const { container } = render( <Snackbars /> );
		act( () => {
			dispatch( notificationsStore ).createNotification( {
				title: 'Template saved',
				status: 'success',
			} );
			dispatch( noticesStore ).createNotice( 'info', 'Block deleted', {
				type: 'snackbar',
			} );
		} );
		const lists = container.querySelectorAll( '.uip-editor-snackbars' );
		expect( lists ).toHaveLength( 1 );
		const list = lists[ 0 ] as HTMLElement;
		expect(
			within( list ).getByText( 'Template saved' )
		).toBeInTheDocument();
		expect(
			within( list ).getByText( 'Block deleted' )
		).toBeInTheDocument();
	} );

	it( 'removes a toast from its store when its snackbar is dismissed', () => {
		const { container } = render( <Snackbars /> );
		act( () => {
			dispatch( notificationsStore ).createNotification( {
				title: 'Unable to save template',
				message: 'The server said no.',
				status: 'error',
			} );
		} );
		const list = container.querySelector(
			'.uip-editor-snackbars'
		) as HTMLElement;
		fireEvent.click(
			within( list ).getByRole( 'button', {
				name: 'Dismiss this notice',
			} )
		);
		expect( select( notificationsStore ).getNotifications() ).toEqual( [] );
	} );

	it( 'keeps errors and lasting toasts until they are dismissed', () => {
		const base = {
			uid: 'a',
			title: 'Saved',
			message: '',
			loader: false,
		};
		expect(
			toastAsSnackbar( { ...base, status: 'success', dismissable: true } )
		).toMatchObject( {
			id: 'uipress-toast:a',
			content: 'Saved',
			explicitDismiss: false,
		} );
		expect(
			toastAsSnackbar( {
				...base,
				message: 'It went wrong.',
				status: 'error',
				dismissable: true,
			} )
		).toMatchObject( { content: 'Saved: It went wrong.' } );
		expect(
			toastAsSnackbar( { ...base, status: 'error', dismissable: true } )
		).toMatchObject( { explicitDismiss: true, politeness: 'assertive' } );
		expect(
			toastAsSnackbar( {
				...base,
				status: 'default',
				dismissable: false,
			} )
		).toMatchObject( { explicitDismiss: true } );
	} );
} );
