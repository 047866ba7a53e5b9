/**
 * Internal dependencies
 */
import type { Folder } from '../../types';
import {
	canNest,
	childrenOf,
	descendantsOf,
	folderPath,
	placeFolder,
} from '../folder-order';

const FOLDERS: Folder[] = [
	{ id: 1, name: 'B', parent: 0, position: 0, count: 0 },
	{ id: 2, name: 'A', parent: 0, position: 0, count: 0 },
	{ id: 3, name: 'C', parent: 0, position: 1, count: 0 },
	{ id: 4, name: 'Child', parent: 1, position: 0, count: 0 },
	{ id: 5, name: 'Grandchild', parent: 4, position: 0, count: 0 },
];

describe( 'Folder order', () => {
	it( 'orders siblings by position, then by name', () => {
		expect(
			childrenOf( FOLDERS, 0 ).map( ( folder ) => folder.id )
		).toEqual( [ 2, 1, 3 ] );
	} );

	it( 'knows a folder’s subtree, so it is never nested into it', () => {
		expect( [ ...descendantsOf( FOLDERS, 1 ) ].sort() ).toEqual( [ 4, 5 ] );
		expect( canNest( FOLDERS, 1, 5 ) ).toBe( false );
		expect( canNest( FOLDERS, 1, 1 ) ).toBe( false );
		expect( canNest( FOLDERS, 5, 3 ) ).toBe( true );
		expect( canNest( FOLDERS, 5, 0 ) ).toBe( true );
	} );

	it( 'moves a folder and renumbers both sets of siblings', () => {
		const moved = placeFolder( FOLDERS, 2, 4 );
		const byId = ( id: number ) =>
			moved.find( ( folder ) => folder.id === id );
		expect( byId( 2 ) ).toMatchObject( { parent: 4, position: 1 } );
		expect( byId( 5 )?.position ).toBe( 0 );
		expect( byId( 1 )?.position ).toBe( 0 );
		expect( byId( 3 )?.position ).toBe( 1 );
		const first = placeFolder( FOLDERS, 3, 0, -4 );
		expect( childrenOf( first, 0 ).map( ( folder ) => folder.id ) ).toEqual(
			[ 3, 2, 1 ]
		);
		expect( placeFolder( FOLDERS, 99, 0 ) ).toBe( FOLDERS );
	} );

	it( 'names the path down to a folder', () => {
		expect( folderPath( FOLDERS, 5 ) ).toEqual( [
			'B',
			'Child',
			'Grandchild',
		] );
		expect( folderPath( FOLDERS, 99 ) ).toEqual( [] );
	} );
} );
