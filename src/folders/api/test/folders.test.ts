/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	deleteFolder,
	fetchFolderTree,
	moveItems,
	readFolder,
	readFolderTree,
	readItemsMoved,
	readSnapshot,
	restoreFolder,
	updateFolder,
} from '../folders';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

afterEach( () => mockedFetch.mockReset() );

describe( 'The folders API', () => {
	it( 'narrows a tree, dropping what is not a folder', () => {
		expect(
			readFolderTree( {
				kind: 'page',
				label: 'Pages',
				folders: [
					{ id: 1, name: 'A', parent: 0, position: 2, count: 5 },
					{ id: '2', name: 'B' },
					{ id: 3, name: 'C', parent: -1, position: 'x', count: 1.5 },
					null,
				],
				all: 9,
				uncategorised: 'many',
				canEdit: 'yes',
			} )
		).toEqual( {
			kind: 'page',
			label: 'Pages',
			folders: [
				{ id: 1, name: 'A', parent: 0, position: 2, count: 5 },
				{ id: 3, name: 'C', parent: 0, position: 0, count: 1 },
			],
			all: 9,
			uncategorised: 0,
			canEdit: false,
		} );
		expect( readFolderTree( [ 1 ] ) ).toBeNull();
		expect( readFolder( { id: 0, name: 'x' } ) ).toBeNull();
	} );

	it( 'narrows snapshots and moves', () => {
		expect(
			readSnapshot( {
				name: 'A',
				parent: 2,
				position: 1,
				items: [ 1, 'x', 2 ],
				children: null,
			} )
		).toEqual( {
			name: 'A',
			parent: 2,
			position: 1,
			items: [ 1, 2 ],
			children: [],
		} );
		expect(
			readItemsMoved( {
				moved: 2,
				folder: 3,
				counts: { 3: 7, x: 1, 4: 'y' },
				uncategorised: 1,
			} )
		).toEqual( {
			moved: 2,
			folder: 3,
			counts: { 3: 7 },
			uncategorised: 1,
		} );
		expect( readItemsMoved( { folder: 3 } ) ).toBeNull();
	} );

	it( 'calls each route of the contract', async () => {
		mockedFetch.mockResolvedValueOnce( { kind: 'my kind', folders: [] } );
		await fetchFolderTree( 'my kind' );
		expect( mockedFetch ).toHaveBeenLastCalledWith(
			expect.objectContaining( { path: '/uipress/v1/folders/my%20kind' } )
		);
		mockedFetch.mockResolvedValueOnce( { id: 1, name: 'A' } );
		await updateFolder( 'page', 1, { parent: 2, position: 0 } );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/page/1',
			method: 'POST',
			data: { parent: 2, position: 0 },
		} );
		mockedFetch.mockResolvedValueOnce( { id: 4, name: 'A' } );
		const snapshot = {
			name: 'A',
			parent: 0,
			position: 0,
			items: [],
			children: [],
		};
		await restoreFolder( 'page', snapshot );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/page/restore',
			method: 'POST',
			data: { snapshot },
		} );
		mockedFetch.mockResolvedValueOnce( {
			moved: 1,
			folder: 0,
			counts: {},
			uncategorised: 1,
		} );
		await moveItems( 'page', [ 8 ], 0 );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/page/items',
			method: 'POST',
			data: { ids: [ 8 ], folder: 0 },
		} );
	} );

	it( 'rejects answers that are not what the route promises', async () => {
		mockedFetch.mockResolvedValueOnce( 'oops' );
		await expect( fetchFolderTree( 'page' ) ).rejects.toThrow(
			'not a folder tree'
		);
		mockedFetch.mockResolvedValueOnce( { folders: [] } );
		await expect( deleteFolder( 'page', 1 ) ).rejects.toThrow(
			'not a deleted folder'
		);
		mockedFetch.mockResolvedValueOnce( {} );
		await expect( moveItems( 'page', [ 1 ], 1 ) ).rejects.toThrow(
			'not a move'
		);
	} );
} );
