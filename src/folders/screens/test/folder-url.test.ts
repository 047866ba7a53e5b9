/**
 * Internal dependencies
 */
import {
	hasFolderParam,
	keptListUrl,
	orderOf,
	urlWithFolder,
} from '../folder-url';

const LIST =
	'http://example.test/wp-admin/edit.php?post_type=page&orderby=title&order=asc&paged=3';

describe( 'urlWithFolder', () => {
	it( 'opens a folder, keeping the other arguments and leaving the page number', () => {
		const url = new URL( urlWithFolder( LIST, 5 ) );
		expect( url.searchParams.get( 'uip_folder' ) ).toBe( '5' );
		expect( url.searchParams.get( 'post_type' ) ).toBe( 'page' );
		expect( url.searchParams.get( 'orderby' ) ).toBe( 'title' );
		expect( url.searchParams.get( 'order' ) ).toBe( 'asc' );
		expect( url.searchParams.has( 'paged' ) ).toBe( false );
	} );

	it( 'opens Uncategorised as 0 and All without the argument', () => {
		const inFolder = urlWithFolder( LIST, 5 );
		expect(
			new URL( urlWithFolder( inFolder, 0 ) ).searchParams.get(
				'uip_folder'
			)
		).toBe( '0' );
		expect( hasFolderParam( urlWithFolder( inFolder, null ) ) ).toBe(
			false
		);
	} );
} );

describe( 'a list’s order', () => {
	it( 'is read from the address', () => {
		expect( orderOf( LIST ) ).toEqual( { orderby: 'title', order: 'asc' } );
		expect(
			orderOf( 'http://example.test/wp-admin/edit.php?order=sideways' )
		).toEqual( {} );
	} );

	it( 'is put back with the kept folder when the address names none', () => {
		const url = new URL(
			keptListUrl(
				'http://example.test/wp-admin/edit.php?post_type=page',
				4,
				{ orderby: 'date', order: 'desc' }
			)
		);
		expect( url.searchParams.get( 'uip_folder' ) ).toBe( '4' );
		expect( url.searchParams.get( 'orderby' ) ).toBe( 'date' );
		expect( url.searchParams.get( 'order' ) ).toBe( 'desc' );
	} );

	it( 'gives way to the order the address names', () => {
		const url = new URL(
			keptListUrl( LIST, 4, { orderby: 'date', order: 'desc' } )
		);
		expect( url.searchParams.get( 'orderby' ) ).toBe( 'title' );
		expect( url.searchParams.get( 'order' ) ).toBe( 'asc' );
	} );
} );
