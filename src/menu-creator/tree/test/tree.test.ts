/**
 * Internal dependencies
 */
import { liveItem } from '../../../engine/menus/test/fixtures';
import type { MenuItem } from '../../../engine/types';
import { reconcileMenu } from '../../../engine/menus';
import {
	addEntry,
	moveEntry,
	placeFor,
	removeEntry,
	rows,
	updateEntry,
	type Tree,
} from '../tree';

const item = ( uid: string, submenu: MenuItem[] = [] ): MenuItem =>
	liveItem( uid, submenu );

// Dashboard, Posts (All Posts, Add New), Media, Tools.
function tree(): Tree {
	const live = [
		item( 'index.php' ),
		item( 'edit.php', [ item( 'edit.php' ), item( 'post-new.php' ) ] ),
		item( 'upload.php' ),
		item( 'tools.php' ),
	];
	return reconcileMenu( live, live );
}

const outline = ( menu: Tree ) =>
	rows( menu ).map(
		( row ) => `${ row.depth ? '  ' : '' }${ row.item.uip_uid }`
	);

describe( 'menu tree edits', () => {
	it( 'lists entries with keys that tell Posts from All Posts', () => {
		expect( rows( tree() ).map( ( row ) => row.key ) ).toEqual( [
			'>index.php',
			'>edit.php',
			'edit.php>edit.php',
			'edit.php>post-new.php',
			'>upload.php',
			'>tools.php',
		] );
	} );

	it( 'moves Media under Posts, keeping its key', () => {
		const moved = moveEntry( tree(), '>upload.php', {
			parent: '>edit.php',
			index: 2,
		} );
		expect( outline( moved ) ).toEqual( [
			'index.php',
			'edit.php',
			'  edit.php',
			'  post-new.php',
			'  upload.php',
			'tools.php',
		] );
		expect( rows( moved )[ 4 ]?.key ).toBe( '>upload.php' );
	} );

	it( 'brings a submenu along, flattened, into another submenu', () => {
		const moved = moveEntry( tree(), '>edit.php', {
			parent: '>upload.php',
			index: 0,
		} );
		expect( outline( moved ) ).toEqual( [
			'index.php',
			'upload.php',
			'  edit.php',
			'  edit.php',
			'  post-new.php',
			'tools.php',
		] );
		// Each keeps its key: Posts, then All Posts.
		expect( rows( moved ).map( ( row ) => row.key ) ).toContain(
			'edit.php>edit.php'
		);
	} );

	it( 'refuses a submenu under a separator, or under itself', () => {
		const before = tree();
		const withSeparator = addEntry(
			before,
			{ ...reconcileMenu( [ item( 's' ) ], [] )[ 0 ]!, type: 'sep' },
			{ parent: null, index: 0 }
		);
		expect(
			moveEntry( withSeparator, '>tools.php', {
				parent: '>s',
				index: 0,
			} )
		).toBe( withSeparator );
		expect(
			moveEntry( before, '>edit.php', { parent: '>edit.php', index: 0 } )
		).toBe( before );
	} );

	it( 'finds the keyboard moves: up, down, in and out', () => {
		const menu = tree();
		expect( placeFor( menu, '>index.php', 'up' ) ).toBeNull();
		expect( placeFor( menu, '>upload.php', 'up' ) ).toEqual( {
			parent: null,
			index: 1,
		} );
		expect( placeFor( menu, '>tools.php', 'down' ) ).toBeNull();
		// Media goes in: to the end of Posts' submenu.
		expect( placeFor( menu, '>upload.php', 'in' ) ).toEqual( {
			parent: '>edit.php',
			index: 2,
		} );
		// Posts goes into Dashboard's submenu, its own entries after it.
		expect( placeFor( menu, '>edit.php', 'in' ) ).toEqual( {
			parent: '>index.php',
			index: 0,
		} );
		expect( placeFor( menu, 'edit.php>post-new.php', 'out' ) ).toEqual( {
			parent: null,
			index: 2,
		} );
	} );

	it( 'changes, adds and removes entries', () => {
		let menu = updateEntry(
			tree(),
			'edit.php>post-new.php',
			( entry ) => ( {
				...entry,
				custom: { name: 'Write' },
			} )
		);
		expect( rows( menu )[ 3 ]?.item.custom?.name ).toBe( 'Write' );
		menu = removeEntry( menu, 'edit.php>post-new.php' );
		expect( outline( menu ) ).toEqual( [
			'index.php',
			'edit.php',
			'  edit.php',
			'upload.php',
			'tools.php',
		] );
	} );
} );
