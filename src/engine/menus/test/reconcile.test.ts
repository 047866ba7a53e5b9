/**
 * Internal dependencies
 */
import { liveItem } from './fixtures';
import { menuToShow, reconcileMenu, type ReconciledItem } from '../reconcile';

const item = liveItem;

/**
 * Uid and status of each entry, nested as the menu is.
 *
 * @param menu The reconciled menu.
 */
function shape( menu: ReconciledItem[] ): unknown[] {
	return menu.map( ( entry ) =>
		entry.submenu.length > 0
			? [ `${ entry.uip_uid }:${ entry.status }`, shape( entry.submenu ) ]
			: `${ entry.uip_uid }:${ entry.status }`
	);
}

// The live menu: Dashboard, Posts (All Posts shares its uid), Media, Tools.
const live = () => [
	item( 'index.php' ),
	item( 'edit.php', [ item( 'edit.php' ), item( 'post-new.php' ) ] ),
	item( 'upload.php' ),
	item( 'tools.php', [ item( 'tools.php' ), item( 'export.php' ) ] ),
];

describe( 'reconcileMenu', () => {
	it( 'keeps the menu’s order and nesting, with live state and its changes', () => {
		const posts = item(
			'edit.php',
			[
				item( 'edit.php', [], { parent_uid: 'edit.php' } ),
				item( 'upload.php', [], { parent_uid: '' } ),
			],
			{ custom: { name: 'Articles' }, parent_uid: '' }
		);
		const custom = [
			item( 'tools.php', [ item( 'tools.php' ), item( 'export.php' ) ] ),
			posts,
			item( 'index.php' ),
		];
		const current = live();
		current[ 0 ] = item( 'index.php', [], {
			active: true,
			notifications: 3,
		} );
		const menu = reconcileMenu( custom, current );
		expect( shape( menu ) ).toEqual( [
			[ 'tools.php:known', [ 'tools.php:known', 'export.php:known' ] ],
			[
				'edit.php:known',
				// New: post-new.php, after All Posts as in the live menu.
				[ 'edit.php:known', 'post-new.php:new', 'upload.php:known' ],
			],
			'index.php:known',
		] );
		expect( menu[ 1 ]?.custom?.name ).toBe( 'Articles' );
		expect( menu[ 2 ]?.active ).toBe( true );
		expect( menu[ 2 ]?.notifications ).toBe( 3 );
	} );

	it( 'places items a plugin added later where they are in the live menu', () => {
		const custom = [ item( 'index.php' ), item( 'tools.php' ) ];
		const current = [
			item( 'index.php' ),
			item( 'shop', [ item( 'shop' ), item( 'orders' ) ] ),
			item( 'tools.php', [ item( 'tools.php' ), item( 'shop-tool' ) ] ),
		];
		expect( shape( reconcileMenu( custom, current ) ) ).toEqual( [
			'index.php:known',
			[ 'shop:new', [ 'shop:new', 'orders:new' ] ],
			// The menu holds no submenu of Tools: both are new under it.
			[ 'tools.php:known', [ 'tools.php:new', 'shop-tool:new' ] ],
		] );
	} );

	it( 'puts a new first item first', () => {
		const custom = [ item( 'upload.php' ) ];
		expect(
			shape(
				reconcileMenu( custom, [ item( 'a' ), item( 'upload.php' ) ] )
			)
		).toEqual( [ 'a:new', 'upload.php:known' ] );
	} );

	it( 'marks items that are gone missing, and keeps custom ones', () => {
		const link = item( 'my-link', [], {
			customItem: true,
			url: 'https://example.org',
		} );
		const custom = [ item( 'gone.php' ), link, item( 'index.php' ) ];
		const menu = reconcileMenu( custom, [ item( 'index.php' ) ] );
		expect( shape( menu ) ).toEqual( [
			'gone.php:missing',
			'my-link:custom',
			'index.php:known',
		] );
		expect( menu[ 1 ]?.url ).toBe( 'https://example.org' );
	} );

	it( 'tells a parent from its first submenu item of the same uid', () => {
		// Only the parent is in the menu: All Posts (edit.php) is new.
		const menu = reconcileMenu(
			[ item( 'edit.php' ) ],
			[ item( 'edit.php', [ item( 'edit.php' ) ] ) ]
		);
		expect( shape( menu ) ).toEqual( [
			[ 'edit.php:known', [ 'edit.php:new' ] ],
		] );
	} );
} );

describe( 'menuToShow', () => {
	it( 'drops missing items at every depth, and the statuses', () => {
		const menu = reconcileMenu(
			[ item( 'gone.php' ), item( 'tools.php', [ item( 'old.php' ) ] ) ],
			[ item( 'tools.php' ) ]
		);
		const shown = menuToShow( menu );
		expect( shown.map( ( entry ) => entry.uip_uid ) ).toEqual( [
			'tools.php',
		] );
		expect( shown[ 0 ]?.submenu ).toEqual( [] );
		expect( shown[ 0 ] ).not.toHaveProperty( 'status' );
	} );
} );
