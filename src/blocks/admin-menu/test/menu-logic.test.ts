/**
 * Internal dependencies
 */
import { menuItem } from '../../../shared/config/test/runtime-fixtures';
import {
	clearMenuCacheOnMenuCreator,
	cycleIndex,
	findActive,
	initialActive,
	searchMenu,
	shownMenu,
	toAdminRelative,
	toggledSubmenus,
} from '../menu-logic';

const ADMIN = 'http://localhost:8888/wp-admin/';

const MENU = shownMenu( [
	menuItem( 'Dashboard', { url: `${ ADMIN }index.php` } ),
	menuItem( 'sep', { type: 'sep', name: '', cleanName: '' } ),
	menuItem( 'Posts', {
		url: `${ ADMIN }edit.php`,
		submenu: [
			menuItem( 'All Posts', { url: `${ ADMIN }edit.php` } ),
			menuItem( 'Categories', {
				url: `${ ADMIN }edit-tags.php?taxonomy=category`,
				active: true,
			} ),
		],
	} ),
	menuItem( 'Secret', { custom: { hidden: true } } ),
	menuItem( 'Settings', {
		url: `${ ADMIN }options-general.php`,
		custom: { name: 'Site settings', newTab: true },
	} ),
] );

describe( 'admin menu logic', () => {
	it( 'drops hidden entries and applies custom names', () => {
		expect( MENU.map( ( item ) => item.name ) ).toEqual( [
			'Dashboard',
			'',
			'Posts',
			'Site settings',
		] );
		expect( MENU[ 3 ]?.newTab ).toBe( true );
		expect( MENU[ 1 ]?.type ).toBe( 'separator' );
	} );

	it( 'searches names and submenu names, ignoring case', () => {
		expect(
			searchMenu( MENU, 'POST' ).map( ( result ) => result.item.name )
		).toEqual( [ 'Posts', 'All Posts' ] );
		expect( searchMenu( MENU, 'categ' )[ 0 ]?.parent?.name ).toBe(
			'Posts'
		);
		expect( searchMenu( MENU, '   ' ) ).toEqual( [] );
		expect( searchMenu( MENU, 'zzz' ) ).toEqual( [] );
	} );

	it( 'cycles arrows through results, wrapping at both ends', () => {
		expect( cycleIndex( -1, 3, 1 ) ).toBe( 0 );
		expect( cycleIndex( 2, 3, 1 ) ).toBe( 0 );
		expect( cycleIndex( 0, 3, -1 ) ).toBe( 2 );
		expect( cycleIndex( -1, 3, -1 ) ).toBe( 2 );
		expect( cycleIndex( 1, 3, -1 ) ).toBe( 0 );
		expect( cycleIndex( 0, 0, 1 ) ).toBe( -1 );
	} );

	it( 'finds the active entry from a page URL, submenu entries first', () => {
		expect( findActive( MENU, `${ ADMIN }edit.php` ) ).toEqual( {
			id: 'posts',
			subId: 'all-posts',
		} );
		expect(
			findActive( MENU, `${ ADMIN }?uip-framed-page=1`, [
				'uip-framed-page',
			] )
		).toEqual( { id: 'dashboard' } );
		expect( findActive( MENU, `${ ADMIN }users.php` ) ).toBeUndefined();
		expect( initialActive( MENU ) ).toEqual( {
			id: 'posts',
			subId: 'categories',
		} );
	} );

	it( 'makes admin URLs relative for the page-change event', () => {
		expect( toAdminRelative( `${ ADMIN }edit.php?x=1`, ADMIN ) ).toBe(
			'edit.php?x=1'
		);
		expect( toAdminRelative( 'https://wordpress.org/', ADMIN ) ).toBe(
			'https://wordpress.org/'
		);
	} );

	it( 'clears the caches earlier versions left, on the menu creator screen only', () => {
		const key = 'uipc-menu-cache-1-http://localhost:8888';
		window.localStorage.setItem( key, '{"value":[],"timestamp":1}' );
		window.localStorage.setItem( 'other', 'kept' );
		expect(
			clearMenuCacheOnMenuCreator(
				window.localStorage,
				'?page=uip-ui-builder'
			)
		).toBe( false );
		expect( window.localStorage.getItem( key ) ).not.toBeNull();
		expect(
			clearMenuCacheOnMenuCreator(
				window.localStorage,
				'?page=uip-menu-creator'
			)
		).toBe( true );
		expect( window.localStorage.getItem( key ) ).toBeNull();
		expect( window.localStorage.getItem( 'other' ) ).toBe( 'kept' );
	} );
} );

describe( 'toggledSubmenus', () => {
	it( 'opens one inline submenu at a time and closes an open one', () => {
		expect( [ ...toggledSubmenus( new Set(), 'posts' ) ] ).toEqual( [
			'posts',
		] );
		expect( [
			...toggledSubmenus( new Set( [ 'posts', 'pages' ] ), 'media' ),
		] ).toEqual( [ 'media' ] );
		expect( [
			...toggledSubmenus( new Set( [ 'posts', 'pages' ] ), 'posts' ),
		] ).toEqual( [ 'pages' ] );
	} );
} );
