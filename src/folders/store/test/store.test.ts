/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { speak } from '@wordpress/a11y';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { foldersStore } from '..';
import { FOLDERS_NOTICES_CONTEXT } from '../constants';
import type { Folder, FolderTree } from '../../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/a11y', () => ( { speak: jest.fn() } ) );
const mockedFetch = apiFetch as unknown as jest.Mock;

const FOLDERS: Folder[] = [
	{ id: 1, name: 'Photos', parent: 0, position: 0, count: 3 },
	{ id: 2, name: 'Logos', parent: 0, position: 1, count: 1 },
	{ id: 3, name: '2024', parent: 1, position: 0, count: 2 },
	{ id: 4, name: 'Icons', parent: 0, position: 2, count: 0 },
];

const TREE: FolderTree = {
	kind: 'attachment',
	label: 'Media',
	folders: FOLDERS,
	all: 10,
	uncategorised: 4,
	canEdit: true,
};

async function loaded() {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( foldersStore );
	mockedFetch.mockResolvedValueOnce( TREE );
	await registry.dispatch( foldersStore ).loadFolders( 'attachment' );
	return {
		registry,
		select: () => registry.select( foldersStore ),
		actions: registry.dispatch( foldersStore ),
		notices: () =>
			registry
				.select( noticesStore )
				.getNotices( FOLDERS_NOTICES_CONTEXT ),
	};
}

function refusal( message: string, status = 400 ) {
	return { code: 'uipress_folders_invalid', message, data: { status } };
}

afterEach( () => {
	mockedFetch.mockReset();
	( speak as jest.Mock ).mockReset();
} );

describe( 'The folders store', () => {
	it( 'loads a tree per kind, and keeps a failure’s message', async () => {
		const { select, actions } = await loaded();
		expect( select().getStatus( 'attachment' ) ).toBe( 'ready' );
		expect( select().getTree( 'attachment' ) ).toEqual( TREE );
		expect( select().getFolder( 'attachment', 3 )?.name ).toBe( '2024' );
		expect( select().hasRequested( 'page' ) ).toBe( false );
		expect( select().getStatus( 'page' ) ).toBe( 'loading' );

		mockedFetch.mockRejectedValueOnce( refusal( 'Unknown kind.', 404 ) );
		expect( await actions.loadFolders( 'page' ) ).toBe( false );
		expect( select().getStatus( 'page' ) ).toBe( 'error' );
		expect( select().getError( 'page' ) ).toBe( 'Unknown kind.' );
		expect( select().getFolders( 'page' ) ).toEqual( [] );
	} );

	it( 'reloads quietly, keeping the tree shown', async () => {
		const { select, actions } = await loaded();
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValueOnce(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const reloading = actions.loadFolders( 'attachment', { quiet: true } );
		expect( select().getStatus( 'attachment' ) ).toBe( 'ready' );
		answer( { ...TREE, all: 11 } );
		await reloading;
		expect( select().getTree( 'attachment' )?.all ).toBe( 11 );
	} );

	it( 'creates a folder from the server’s answer and announces it', async () => {
		const { select, actions } = await loaded();
		mockedFetch.mockResolvedValueOnce( {
			id: 9,
			name: 'Receipts',
			parent: 1,
			position: 1,
			count: 0,
		} );
		const folder = await actions.createFolder(
			'attachment',
			'  Receipts ',
			1
		);
		expect( folder?.id ).toBe( 9 );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/attachment',
			method: 'POST',
			data: { name: 'Receipts', parent: 1 },
		} );
		expect( select().getFolder( 'attachment', 9 )?.parent ).toBe( 1 );
		expect( speak ).toHaveBeenCalledWith( 'Folder “Receipts” created.' );
	} );

	it( 'shows the server’s refusal of a create and adds nothing', async () => {
		const { select, actions, notices } = await loaded();
		mockedFetch.mockRejectedValueOnce(
			refusal( 'A folder of that name is already here.', 409 )
		);
		expect(
			await actions.createFolder( 'attachment', 'Photos' )
		).toBeNull();
		expect( select().getFolders( 'attachment' ) ).toHaveLength( 4 );
		expect( notices() ).toEqual( [
			expect.objectContaining( {
				status: 'error',
				content: 'A folder of that name is already here.',
			} ),
		] );
		expect( speak ).toHaveBeenCalledWith(
			'A folder of that name is already here.',
			'assertive'
		);
	} );

	it( 'renames at once and rolls back when refused', async () => {
		const { select, actions, notices } = await loaded();
		let refuse: ( reason: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValueOnce(
			new Promise( ( _, reject ) => ( refuse = reject ) )
		);
		const renaming = actions.renameFolder( 'attachment', 2, 'Brand' );
		expect( select().getFolder( 'attachment', 2 )?.name ).toBe( 'Brand' );
		refuse( refusal( 'No.' ) );
		expect( await renaming ).toBe( false );
		expect( select().getFolder( 'attachment', 2 )?.name ).toBe( 'Logos' );
		expect( notices()[ 0 ]?.content ).toBe( 'No.' );

		mockedFetch.mockResolvedValueOnce( { ...FOLDERS[ 1 ], name: 'Brand' } );
		expect( await actions.renameFolder( 'attachment', 2, 'Brand' ) ).toBe(
			true
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/attachment/2',
			method: 'POST',
			data: { name: 'Brand' },
		} );
		expect( speak ).toHaveBeenCalledWith(
			'Folder “Logos” renamed to “Brand”.'
		);
	} );

	it( 'reorders among siblings, renumbering them, and rolls back when refused', async () => {
		const { select, actions } = await loaded();
		mockedFetch.mockResolvedValueOnce( { ...FOLDERS[ 3 ], position: 0 } );
		expect( await actions.reorderFolder( 'attachment', 4, 0 ) ).toBe(
			true
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/attachment/4',
			method: 'POST',
			data: { position: 0 },
		} );
		const positions = () =>
			Object.fromEntries(
				select()
					.getFolders( 'attachment' )
					.filter( ( folder ) => folder.parent === 0 )
					.map( ( folder ) => [ folder.name, folder.position ] )
			);
		expect( positions() ).toEqual( { Icons: 0, Photos: 1, Logos: 2 } );
		expect( speak ).toHaveBeenCalledWith(
			'Folder “Icons” moved to position 1 of 3.'
		);

		mockedFetch.mockRejectedValueOnce( refusal( 'No.' ) );
		expect( await actions.reorderFolder( 'attachment', 2, 0 ) ).toBe(
			false
		);
		expect( positions() ).toEqual( { Icons: 0, Photos: 1, Logos: 2 } );
	} );

	it( 'nests a folder at the end of its new parent, never into its own subtree', async () => {
		const { select, actions } = await loaded();
		expect( await actions.nestFolder( 'attachment', 1, 3 ) ).toBe( false );
		expect( await actions.nestFolder( 'attachment', 1, 1 ) ).toBe( false );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );

		mockedFetch.mockResolvedValueOnce( {
			...FOLDERS[ 1 ],
			parent: 1,
			position: 1,
		} );
		expect( await actions.nestFolder( 'attachment', 2, 1 ) ).toBe( true );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/attachment/2',
			method: 'POST',
			data: { parent: 1, position: 1 },
		} );
		expect( select().getFolder( 'attachment', 2 ) ).toMatchObject( {
			parent: 1,
			position: 1,
		} );
		// Its old siblings close the gap.
		expect( select().getFolder( 'attachment', 4 )?.position ).toBe( 1 );
		expect( speak ).toHaveBeenCalledWith(
			'Folder “Logos” moved into “Photos”.'
		);
	} );

	it( 'deletes with the server’s tree, keeps the snapshot, and Undo restores it', async () => {
		const { select, actions, notices } = await loaded();
		const snapshot = {
			name: 'Photos',
			parent: 0,
			position: 0,
			items: [ 1, 2, 3 ],
			children: [ 3 ],
		};
		const after = [
			{ ...( FOLDERS[ 1 ] as Folder ), position: 0 },
			{ ...( FOLDERS[ 2 ] as Folder ), parent: 0, position: 1 },
			{ ...( FOLDERS[ 3 ] as Folder ), position: 2 },
		];
		mockedFetch.mockResolvedValueOnce( {
			deleted: snapshot,
			folders: after,
		} );
		expect( await actions.deleteFolder( 'attachment', 1 ) ).toBe( true );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/attachment/1',
			method: 'DELETE',
		} );
		expect( select().getFolders( 'attachment' ) ).toEqual( after );
		// A top-level folder's items are now uncategorised.
		expect( select().getTree( 'attachment' )?.uncategorised ).toBe( 7 );
		expect( select().getLastDeleted( 'attachment' ) ).toEqual( {
			id: 1,
			snapshot,
		} );
		const notice = notices()[ 0 ];
		expect( notice?.content ).toBe( 'Folder “Photos” deleted.' );
		expect( notice?.actions?.[ 0 ]?.label ).toBe( 'Undo' );

		mockedFetch
			.mockResolvedValueOnce( {
				id: 20,
				name: 'Photos',
				parent: 0,
				position: 0,
				count: 3,
			} )
			.mockResolvedValueOnce( {
				...TREE,
				folders: [
					...after,
					{
						id: 20,
						name: 'Photos',
						parent: 0,
						position: 0,
						count: 3,
					},
				],
			} );
		( notice?.actions?.[ 0 ]?.onClick as () => void )();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/uipress/v1/folders/attachment/restore',
			method: 'POST',
			data: { snapshot },
		} );
		expect( select().getFolder( 'attachment', 20 )?.name ).toBe( 'Photos' );
		expect( select().getTree( 'attachment' )?.uncategorised ).toBe( 4 );
		expect( select().getLastDeleted( 'attachment' ) ).toBeNull();
		expect( speak ).toHaveBeenCalledWith( 'Folder “Photos” restored.' );
		// Undo twice restores nothing more.
		expect( await actions.restoreLastDeleted( 'attachment' ) ).toBe(
			false
		);
	} );

	it( 'keeps the snapshot when a restore is refused, and restores once at a time', async () => {
		const { select, actions, notices } = await loaded();
		const snapshot = {
			name: 'Logos',
			parent: 0,
			position: 1,
			items: [],
			children: [],
		};
		mockedFetch.mockResolvedValueOnce( {
			deleted: snapshot,
			folders: FOLDERS.filter( ( one ) => one.id !== 2 ),
		} );
		await actions.deleteFolder( 'attachment', 2 );
		mockedFetch.mockRejectedValueOnce(
			refusal( 'A folder of that name is already here.', 409 )
		);
		expect( await actions.restoreLastDeleted( 'attachment' ) ).toBe(
			false
		);
		expect( select().getLastDeleted( 'attachment' )?.snapshot ).toEqual(
			snapshot
		);
		const refused = notices().find(
			( notice ) => notice.status === 'error'
		);
		expect( refused?.actions?.[ 0 ]?.label ).toBe( 'Try again' );

		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValueOnce(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const first = actions.restoreLastDeleted( 'attachment' );
		expect( await actions.restoreLastDeleted( 'attachment' ) ).toBe(
			false
		);
		mockedFetch.mockResolvedValueOnce( TREE );
		answer( { id: 2, name: 'Logos', parent: 0, position: 1, count: 1 } );
		expect( await first ).toBe( true );
		expect( mockedFetch ).toHaveBeenCalledTimes( 5 );
		expect( select().getLastDeleted( 'attachment' ) ).toBeNull();
	} );

	it( 'moves items and takes the counts from the answer', async () => {
		const { select, actions } = await loaded();
		mockedFetch.mockResolvedValueOnce( {
			moved: 2,
			folder: 2,
			counts: { 1: 1, 2: 3 },
			uncategorised: 4,
		} );
		const result = await actions.moveItems( 'attachment', [ 5, 6, 5 ], 2 );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/uipress/v1/folders/attachment/items',
			method: 'POST',
			data: { ids: [ 5, 6 ], folder: 2 },
		} );
		expect( result ).toEqual( {
			answer: {
				moved: 2,
				folder: 2,
				counts: { 1: 1, 2: 3 },
				uncategorised: 4,
			},
			ids: [ 5, 6 ],
		} );
		expect( select().getFolder( 'attachment', 1 )?.count ).toBe( 1 );
		expect( select().getFolder( 'attachment', 2 )?.count ).toBe( 3 );
		expect( speak ).toHaveBeenCalledWith( '2 items moved to “Logos”.' );

		mockedFetch.mockResolvedValueOnce( {
			moved: 1,
			folder: 0,
			counts: { 2: 2 },
			uncategorised: 5,
		} );
		await actions.moveItems( 'attachment', [ 5 ], 0 );
		expect( select().getTree( 'attachment' )?.uncategorised ).toBe( 5 );
		expect( speak ).toHaveBeenCalledWith(
			'1 item moved to “Uncategorised”.'
		);
	} );

	it( 'splits a move above 1,000 ids into requests of 1,000, with progress', async () => {
		const { select, actions } = await loaded();
		const ids = Array.from( { length: 2500 }, ( _, index ) => index + 100 );
		const progress: Array< unknown > = [];
		mockedFetch.mockImplementation( ( { data } ) => {
			progress.push( select().getMoveProgress( 'attachment' ) );
			return Promise.resolve( {
				moved: data.ids.length,
				folder: 4,
				counts: { 4: 0 },
				uncategorised: 0,
			} );
		} );
		const result = await actions.moveItems( 'attachment', ids, 4 );
		const sizes = mockedFetch.mock.calls
			.slice( 1 )
			.map( ( [ request ] ) => request.data.ids.length );
		expect( sizes ).toEqual( [ 1000, 1000, 500 ] );
		expect( progress ).toEqual( [
			{ done: 0, total: 2500 },
			{ done: 1000, total: 2500 },
			{ done: 2000, total: 2500 },
		] );
		expect( result?.answer.moved ).toBe( 2500 );
		expect( select().getMoveProgress( 'attachment' ) ).toBeNull();
	} );

	it( 'keeps what moved when a later batch is refused, and says why', async () => {
		const { actions, notices } = await loaded();
		const ids = Array.from( { length: 1200 }, ( _, index ) => index + 1 );
		mockedFetch
			.mockResolvedValueOnce( {
				moved: 1000,
				folder: 1,
				counts: { 1: 1003 },
				uncategorised: 0,
			} )
			.mockRejectedValueOnce(
				refusal( 'You may not edit 3 of these items.', 403 )
			);
		const result = await actions.moveItems( 'attachment', ids, 1 );
		expect( result?.ids ).toHaveLength( 1000 );
		expect( notices()[ 0 ]?.content ).toBe(
			'You may not edit 3 of these items.'
		);

		mockedFetch.mockRejectedValueOnce( refusal( 'No.', 403 ) );
		expect( await actions.moveItems( 'attachment', [ 1 ], 1 ) ).toBeNull();
	} );
} );
