/**
 * Internal dependencies
 */
import { liveItem } from '../../../engine/menus/test/fixtures';
import type { MenuItem } from '../../../engine/types';
import { reconcileMenu } from '../../../engine/menus';
import {
	entriesWithStatus,
	menuFromLive,
	settleStatus,
	toStored,
} from '../stored';

const item = ( uid: string, submenu: MenuItem[] = [] ): MenuItem =>
	liveItem( uid, submenu, { notifications: 4, active: true, open: true } );

describe( 'stored menus', () => {
	it( 'copies the live menu, each item knowing its live parent, without live state', () => {
		const [ posts ] = menuFromLive( [
			item( 'edit.php', [ item( 'edit.php' ) ] ),
		] );
		expect( posts ).toMatchObject( {
			parent_uid: '',
			active: false,
			open: false,
			notifications: 0,
		} );
		expect( posts?.submenu[ 0 ]?.parent_uid ).toBe( 'edit.php' );
		expect( posts ).not.toHaveProperty( 'status' );
	} );

	it( 'lists new entries with the sibling they follow, and settles them', () => {
		const tree = reconcileMenu(
			[ item( 'index.php' ), item( 'tools.php' ) ],
			[
				item( 'index.php' ),
				item( 'shop', [ item( 'shop' ) ] ),
				item( 'tools.php' ),
			]
		);
		expect(
			entriesWithStatus( tree, 'new' ).map( ( entry ) => [
				entry.uip_uid,
				entry.parent_uid,
				entry.after_uid,
			] )
		).toEqual( [
			[ 'shop', '', 'index.php' ],
			[ 'shop', 'shop', '' ],
		] );
		const settled = settleStatus( tree, 'new', 'known' );
		expect( entriesWithStatus( settled, 'new' ) ).toEqual( [] );
		expect( toStored( settled ).map( ( entry ) => entry.uip_uid ) ).toEqual(
			[ 'index.php', 'shop', 'tools.php' ]
		);
	} );

	it( 'drops missing entries when they are removed', () => {
		const tree = reconcileMenu(
			[ item( 'gone.php' ), item( 'a' ) ],
			[ item( 'a' ) ]
		);
		expect(
			settleStatus( tree, 'missing', null ).map(
				( entry ) => entry.uip_uid
			)
		).toEqual( [ 'a' ] );
	} );
} );
