/**
 * Internal dependencies
 */
import reducer from '../store/reducer';
import { toNotification } from '../store/actions';
import { UID_LENGTH } from '../uid';
import { freshNotificationsRegistry } from './fresh-registry';

describe( 'uipress/notifications store', () => {
	it( 'creates a notification with defaults and resolves to its uid', async () => {
		const { select, dispatch } = freshNotificationsRegistry();

		const uid = await dispatch().createNotification( {
			title: 'Saved',
			status: 'success',
		} );

		expect( uid ).toHaveLength( UID_LENGTH );
		expect( select().getNotifications() ).toEqual( [
			{
				uid,
				title: 'Saved',
				message: '',
				status: 'success',
				dismissable: true,
				loader: false,
			},
		] );
		expect( select().getNotification( uid )?.title ).toBe( 'Saved' );
	} );

	it( 'removes a notification by uid, and ignores unknown uids', async () => {
		const { select, dispatch } = freshNotificationsRegistry();
		const first = await dispatch().createNotification( { title: 'One' } );
		await dispatch().createNotification( { title: 'Two' } );

		await dispatch().removeNotification( first );
		await dispatch().removeNotification( 'not-there' );

		expect(
			select()
				.getNotifications()
				.map( ( notification ) => notification.title )
		).toEqual( [ 'Two' ] );
	} );

	it( 'replaces a notification created again with the same uid', () => {
		const loading = toNotification( {
			uid: 'task',
			title: 'Importing',
			loader: true,
			dismissable: false,
		} );
		const done = toNotification( {
			uid: 'task',
			title: 'Imported',
			status: 'success',
		} );
		const state = reducer(
			reducer( [], { type: 'ADD_NOTIFICATION', notification: loading } ),
			{ type: 'ADD_NOTIFICATION', notification: done }
		);
		expect( state ).toEqual( [ done ] );
	} );

	it( 'falls back to the default status for an unknown one', () => {
		expect(
			toNotification( {
				status: 'fatal' as unknown as 'error',
			} ).status
		).toBe( 'default' );
	} );
} );
