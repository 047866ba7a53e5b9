/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	answerApiFetch,
	clearNotifications,
	shownNotifications,
} from '../../utils/test-helpers';
import { useEntityActions } from '../use-entity-actions';
import { useEntityItems } from '../use-entity-items';
import { useEntityOperations } from '../use-entity-operations';
import { audienceValues, CHOSEN_USERS } from '../fields';
import * as download from '../../post-list/download';
import { parsePost, restPost, testConfig, type TestPost } from './fixtures';

function post( id: number, status = 'publish', order = id ): TestPost {
	return parsePost( restPost( id, `Post ${ id }`, status, [], order ) );
}

/**
 * The list's hooks over `stored`, answered by the fake server (a request
 * for post 13 is refused).
 *
 * @param stored The posts.
 * @param config The kind.
 */
async function listOf(
	stored: ReturnType< typeof restPost >[],
	config = testConfig()
) {
	const calls = answerApiFetch( ( options ) => {
		const path = decodeURIComponent( options.path ?? '' );
		const id = Number( /test-post\/(\d+)/.exec( path )?.[ 1 ] ?? 0 );
		if ( id === 13 ) {
			throw { code: 'rest_forbidden', message: 'Sorry, no.' };
		}
		const found = stored.find( ( item ) => item.id === id );
		if ( found ) {
			const { title, ...rest } = ( options.data ?? {} ) as {
				title?: string;
			};
			Object.assign(
				found,
				rest,
				title ? { title: { raw: title } } : {}
			);
			return found;
		}
		return stored;
	} );
	const hook = renderHook( () => {
		const list = useEntityItems( config );
		const ops = useEntityOperations( config, list );
		return { list, ops };
	} );
	await act( async () => {
		await hook.result.current.list.reload();
	} );
	return { ...hook, calls };
}

beforeEach( () => clearNotifications() );

describe( 'the list’s actions', () => {
	const ops = {
		setStatus: jest.fn(),
		trash: jest.fn(),
		remove: jest.fn(),
		rename: jest.fn(),
		duplicate: jest.fn(),
		exportItems: jest.fn(),
		move: jest.fn(),
	};

	function actions( items: TestPost[], ordered: boolean ) {
		const askDelete = jest.fn();
		const config = testConfig(
			ordered
				? {
						order: {
							of: ( item ) => item.order,
							save: jest.fn(),
							help: '',
						},
					}
				: {}
		);
		const { result } = renderHook( () =>
			useEntityActions( config, items, ops, askDelete, jest.fn() )
		);
		const byId = ( id: string ) => {
			const found = result.current.find( ( action ) => action.id === id );
			if ( ! found ) {
				throw new Error( `no ${ id } action` );
			}
			return found;
		};
		return { byId, askDelete, ids: result.current.map( ( a ) => a.id ) };
	}

	it( 'offers trash to live posts, restore and delete to trashed ones, in bulk', () => {
		const { byId } = actions( [ post( 1 ), post( 2, 'trash' ) ], false );
		const live = post( 1 );
		const trashed = post( 2, 'trash' );
		for ( const id of [ 'trash', 'duplicate', 'export', 'rename' ] ) {
			expect( byId( id ).isEligible?.( live ) ).toBe( true );
			expect( byId( id ).isEligible?.( trashed ) ).toBe( false );
		}
		for ( const id of [ 'restore', 'delete' ] ) {
			expect( byId( id ).isEligible?.( live ) ).toBe( false );
			expect( byId( id ).isEligible?.( trashed ) ).toBe( true );
		}
		for ( const id of [
			'publish',
			'draft',
			'trash',
			'restore',
			'delete',
			'export',
		] ) {
			expect( byId( id ).supportsBulk ).toBe( true );
		}
		expect( byId( 'publish' ).isEligible?.( post( 3, 'draft' ) ) ).toBe(
			true
		);
		expect( byId( 'publish' ).isEligible?.( live ) ).toBe( false );
		expect( byId( 'draft' ).isEligible?.( live ) ).toBe( true );
	} );

	it( 'asks before deleting for good instead of deleting', async () => {
		const { byId, askDelete } = actions( [ post( 2, 'trash' ) ], false );
		const remove = byId( 'delete' );
		if ( ! ( 'callback' in remove ) ) {
			throw new Error( 'delete is a callback' );
		}
		await remove.callback( [ post( 2, 'trash' ) ], {} as never );
		expect( askDelete ).toHaveBeenCalledWith( [ post( 2, 'trash' ) ] );
		expect( ops.remove ).not.toHaveBeenCalled();
	} );

	it( 'offers Move up / Move down only to ordered kinds, where a move is possible', () => {
		const items = [ post( 1 ), post( 2 ), post( 3 ) ];
		expect( actions( items, false ).ids ).not.toContain( 'move-up' );
		const { byId } = actions( items, true );
		expect( byId( 'move-up' ).isEligible?.( post( 1 ) ) ).toBe( false );
		expect( byId( 'move-up' ).isEligible?.( post( 2 ) ) ).toBe( true );
		expect( byId( 'move-down' ).isEligible?.( post( 3 ) ) ).toBe( false );
		expect( byId( 'move-down' ).isEligible?.( post( 2 ) ) ).toBe( true );
	} );
} );

describe( 'the list’s operations', () => {
	it( 'publishes a selection and names the post the server refused', async () => {
		const { result, calls } = await listOf( [
			restPost( 12, 'Twelve', 'draft' ),
			restPost( 13, 'Thirteen', 'draft' ),
		] );
		await act( async () => {
			await result.current.ops.setStatus(
				result.current.list.items,
				'publish'
			);
		} );
		expect(
			result.current.list.items.map( ( item ) => item.status )
		).toEqual( [ 'publish', 'draft' ] );
		expect( calls.at( -2 ) ).toMatchObject( {
			method: 'POST',
			data: { status: 'publish' },
		} );
		const notices = shownNotifications();
		expect( notices.map( ( notice ) => notice.title ) ).toEqual( [
			'1 published',
			'Unable to change the status',
		] );
		expect( notices[ 1 ]?.message ).toBe( '“Thirteen”: Sorry, no.' );
	} );

	it( 'restores from the trash as drafts', async () => {
		const { result } = await listOf( [ restPost( 5, 'Five', 'trash' ) ] );
		await act( async () => {
			await result.current.ops.setStatus(
				result.current.list.items,
				'draft'
			);
		} );
		expect( result.current.list.items[ 0 ]?.status ).toBe( 'draft' );
	} );

	it( 'moves a post up and saves the changed order values', async () => {
		const save = jest.fn( async () => undefined );
		const afterChange = jest.fn();
		const config = testConfig( {
			order: { of: ( item ) => item.order, save, help: '' },
			afterChange,
		} );
		const { result } = await listOf(
			[
				restPost( 1, 'One' ),
				restPost( 2, 'Two' ),
				restPost( 3, 'Three' ),
			],
			config
		);
		const third = result.current.list.items[ 2 ];
		await act( async () => {
			if ( third ) {
				await result.current.ops.move( third, 'up' );
			}
		} );
		expect( save.mock.calls ).toEqual( [
			[ 3, 2 ],
			[ 2, 3 ],
		] );
		expect( afterChange ).toHaveBeenCalled();
	} );

	it( 'exports the selection as one file', async () => {
		const spy = jest
			.spyOn( download, 'downloadJson' )
			.mockImplementation( () => undefined );
		const { result } = await listOf( [
			restPost( 1, 'One' ),
			restPost( 2, 'Two' ),
		] );
		act( () =>
			result.current.ops.exportItems( result.current.list.items )
		);
		expect( spy ).toHaveBeenCalledTimes( 1 );
		expect( spy ).toHaveBeenCalledWith( 'test.json', [ 'One', 'Two' ] );
		spy.mockRestore();
	} );

	it( 'renames, and says why when refused', async () => {
		const { result } = await listOf( [
			restPost( 1, 'One' ),
			restPost( 13, 'Thirteen' ),
		] );
		const [ one, thirteen ] = result.current.list.items;
		let renamed = false;
		await act( async () => {
			renamed = one
				? await result.current.ops.rename( one, 'Uno' )
				: false;
		} );
		expect( renamed ).toBe( true );
		expect( result.current.list.items[ 0 ]?.title ).toBe( 'Uno' );
		await act( async () => {
			renamed = thirteen
				? await result.current.ops.rename( thirteen, 'X' )
				: true;
		} );
		expect( renamed ).toBe( false );
		expect( shownNotifications().at( -1 )?.message ).toBe( 'Sorry, no.' );
	} );
} );

describe( 'the audience filter', () => {
	it( 'filters by role and by chosen users', () => {
		const item = post( 1 );
		item.fields.forRoles = [ 'editor' ];
		item.fields.forUsers = [ 4 ];
		expect( audienceValues( item ) ).toEqual( [ 'editor', CHOSEN_USERS ] );
	} );
} );
