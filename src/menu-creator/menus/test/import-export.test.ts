/**
 * Internal dependencies
 */
import { parseMenuImportText } from '../import-export';

const item = ( uid: string, extra = {} ) => ( {
	uip_uid: uid,
	name: uid,
	url: `http://localhost/wp-admin/${ uid }`,
	submenu: [],
	...extra,
} );

const file = ( menus: unknown ) => JSON.stringify( menus );

describe( 'parseMenuImportText', () => {
	it( 'reads a list of menus', () => {
		const [ menu ] = parseMenuImportText(
			file( [
				{
					title: 'Editors',
					uipress: {
						forRoles: [ 'editor' ],
						settings: {
							menu: [ item( 'index.php' ) ],
							blockHidden: true,
						},
					},
				},
			] )
		);
		expect( menu?.title ).toBe( 'Editors' );
		expect( menu?.fields.forRoles ).toEqual( [ 'editor' ] );
		expect( menu?.fields.blockHidden ).toBe( true );
		expect( menu?.fields.menu[ 0 ]?.uip_uid ).toBe( 'index.php' );
	} );

	it.each( [
		[ 'not JSON', '{', 'This file is not valid JSON.' ],
		[
			'not a list',
			file( { title: 'x' } ),
			'This is not a UiPress menu file: it must be a list of menus.',
		],
		[
			'a menu without items',
			file( [ { title: 'x', uipress: { settings: {} } } ] ),
			'Menu 1: it has no list of menu items.',
		],
		[
			'an item without uid',
			file( [
				{
					uipress: {
						settings: {
							menu: [
								item( 'a', { submenu: [ { name: 'b' } ] } ),
							],
						},
					},
				},
			] ),
			'Menu 1: the item at menu[0].submenu[0] has no uip_uid.',
		],
		[
			'a script URL',
			file( [
				{ uipress: { settings: { menu: [ item( 'a' ) ] } } },
				{
					uipress: {
						settings: {
							menu: [
								item( 'b', {
									custom: { url: 'javascript:alert(1)' },
								} ),
							],
						},
					},
				},
			] ),
			'Menu 2: the item at menu[0] has a URL that is not allowed (javascript:alert(1)).',
		],
	] )( 'refuses %s, naming the problem', ( _, text, message ) => {
		expect( () => parseMenuImportText( text ) ).toThrow( message );
	} );
} );
