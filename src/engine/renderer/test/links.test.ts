/**
 * Internal dependencies
 */
import {
	isExternalUrl,
	opensInNewTab,
	safeLinkUrl,
	safeMenuUrl,
} from '../links';

describe( 'safeLinkUrl', () => {
	it.each( [
		'https://example.com/a',
		'http://example.com',
		'/wp-admin/edit.php',
		'edit.php?post_type=page',
		'#section',
		'mailto:someone@example.com',
		'tel:+123',
	] )( 'keeps %s', ( url ) => {
		expect( safeLinkUrl( url ) ).toBe( url );
	} );

	it.each( [
		'javascript:alert(1)',
		' JavaScript:alert(1)',
		'java\nscript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox',
		'',
		'   ',
	] )( 'refuses %p', ( url ) => {
		expect( safeLinkUrl( url ) ).toBeUndefined();
	} );
} );

describe( 'opensInNewTab', () => {
	it( 'follows newTab, and for "dynamic" whether the URL leaves the admin', () => {
		expect( opensInNewTab( { value: '/x', newTab: 'newTab' } ) ).toBe(
			true
		);
		expect( opensInNewTab( { value: '/x', newTab: 'default' } ) ).toBe(
			false
		);
		expect( opensInNewTab( { value: '/x', newTab: '' } ) ).toBe( false );
		expect(
			opensInNewTab( {
				value: 'https://example.org/',
				newTab: 'dynamic',
			} )
		).toBe( true );
		expect(
			opensInNewTab( { value: '/wp-admin/users.php', newTab: 'dynamic' } )
		).toBe( false );
	} );
} );

describe( 'isExternalUrl', () => {
	it( 'compares with the admin URL given', () => {
		expect(
			isExternalUrl(
				'http://localhost/site/wp-admin/index.php',
				'http://localhost/site/wp-admin/'
			)
		).toBe( false );
		expect(
			isExternalUrl(
				'http://localhost/site/about/',
				'http://localhost/site/wp-admin/'
			)
		).toBe( true );
	} );
} );

describe( 'safeMenuUrl', () => {
	it.each( [
		'https://example.org/docs',
		'http://example.org/',
		'edit.php?post_type=page',
		'/wp-admin/tools.php',
		'',
	] )( 'keeps %p', ( url ) => {
		expect( safeMenuUrl( url ) ).toBe( url );
	} );

	it.each( [
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		'java\nscript:alert(1)',
		' \tjavascript:alert(1)',
		'data:text/html,hi',
		'mailto:someone@example.org',
		'//evil.example/',
		'\\\\evil.example/',
		'/\\evil.example/',
	] )( 'refuses %p', ( url ) => {
		expect( safeMenuUrl( url ) ).toBe( '' );
	} );
} );
