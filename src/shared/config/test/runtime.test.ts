/**
 * Internal dependencies
 */
import { parseConfig, readRuntimeConfig } from '../read-config';
import { validConfig } from './fixtures';
import { menuItem, validRuntimeConfig } from './runtime-fixtures';

describe( 'parseConfig: runtime', () => {
	afterEach( () => {
		delete window.uipressConfig;
	} );

	it( 'leaves runtime out when the page has none', () => {
		expect( parseConfig( validConfig() ) ).not.toHaveProperty( 'runtime' );
		expect( readRuntimeConfig() ).toBeUndefined();
	} );

	it( 'returns a valid runtime configuration unchanged', () => {
		const runtime = validRuntimeConfig( {
			customMenu: { id: 4, menu: [ menuItem( 'Shop' ) ] },
			staticMenus: { 9: [ menuItem( 'Reports' ) ] },
		} );
		expect( parseConfig( { ...validConfig(), runtime } ).runtime ).toEqual(
			runtime
		);
		window.uipressConfig = { ...validConfig(), runtime };
		expect( readRuntimeConfig() ).toEqual( runtime );
	} );

	it( 'drops script and other-host URLs from menus and the toolbar', () => {
		const runtime = validRuntimeConfig( {
			customMenu: {
				id: 4,
				menu: [
					menuItem( 'Reports', {
						url: 'javascript:alert(1)',
						custom: { url: 'java\nscript:alert(2)', name: 'R' },
						submenu: [
							menuItem( 'Sub', { url: '//evil.example/' } ),
						],
					} ),
					menuItem( 'Help', { custom: { url: 'edit.php?x=1' } } ),
				],
			},
			toolbar: [
				{
					id: 'evil',
					name: 'Evil',
					url: 'data:text/html,hi',
					target: '_self',
					screenReaderName: '',
					icon: '',
					submenu: [],
				},
			],
		} );
		const parsed = parseConfig( { ...validConfig(), runtime } ).runtime;
		const [ reports, help ] = parsed?.customMenu?.menu ?? [];
		expect( reports?.url ).toBe( '' );
		expect( reports?.custom?.url ).toBe( '' );
		expect( reports?.submenu[ 0 ]?.url ).toBe( '' );
		expect( help?.custom?.url ).toBe( 'edit.php?x=1' );
		expect( parsed?.toolbar[ 0 ]?.url ).toBe( '' );
	} );

	it( 'reads the account menu, its links made safe and its avatar an http(s) image', () => {
		const account = {
			name: 'Ed',
			avatar: 'https://avatars.example/ed.png',
			profileUrl: 'http://localhost:8888/wp-admin/profile.php',
			logoutUrl:
				'http://localhost:8888/wp-login.php?action=logout&_wpnonce=n',
			items: [],
		};
		expect(
			parseConfig( {
				...validConfig(),
				runtime: validRuntimeConfig( { account } ),
			} ).runtime?.account
		).toEqual( account );

		const parsed = parseConfig( {
			...validConfig(),
			runtime: {
				...validRuntimeConfig(),
				account: {
					name: 3,
					avatar: 'javascript:alert(1)',
					profileUrl: 'javascript:alert(2)',
					logoutUrl: '//evil.example/',
					items: [ { name: 'Mine' }, 'odd' ],
				},
			},
		} ).runtime?.account;
		expect( parsed ).toMatchObject( {
			name: '',
			avatar: '',
			profileUrl: '',
			logoutUrl: '',
		} );
		expect( parsed?.items.map( ( item ) => item.name ) ).toEqual( [
			'Mine',
		] );
		expect(
			parseConfig( {
				...validConfig(),
				runtime: { ...validRuntimeConfig(), account: 'odd' },
			} ).runtime?.account
		).toBeUndefined();
	} );

	it( 'reads static menus as menus, and none when missing or odd', () => {
		const { staticMenus, ...withoutStatic } = validRuntimeConfig();
		expect( staticMenus ).toEqual( {} );
		expect(
			parseConfig( { ...validConfig(), runtime: withoutStatic } ).runtime
				?.staticMenus
		).toEqual( {} );
		expect(
			parseConfig( {
				...validConfig(),
				runtime: { ...withoutStatic, staticMenus: { 9: 'nope' } },
			} ).runtime?.staticMenus
		).toEqual( { 9: [] } );
	} );

	it( 'names the malformed required field', () => {
		const runtime = validRuntimeConfig();
		expect( () =>
			parseConfig( {
				...validConfig(),
				runtime: { ...runtime, frameUrl: 3 },
			} )
		).toThrow( 'runtime.frameUrl must be a string' );
		expect( () =>
			parseConfig( {
				...validConfig(),
				runtime: { ...runtime, site: { name: 'x', url: 'y' } },
			} )
		).toThrow( 'runtime.site.adminUrl must be a string' );
		expect( () =>
			parseConfig( {
				...validConfig(),
				runtime: {
					...runtime,
					template: {
						...runtime.template,
						uipress: { ...runtime.template.uipress, content: {} },
					},
				},
			} )
		).toThrow( 'runtime.template.uipress.content must be a list' );
	} );

	it( 'repairs odd menu and toolbar entries instead of failing', () => {
		const parsed = parseConfig( {
			...validConfig(),
			runtime: {
				...validRuntimeConfig(),
				adminMenu: [
					'junk',
					{ name: 'Shop', url: '/wp-admin/shop', notifications: '3' },
				],
				toolbar: [ { name: 'New', submenu: [ { name: 'Post' }, 1 ] } ],
				fullScreenUrls: [ 'page=bricks', 5 ],
			},
		} ).runtime;
		expect( parsed?.adminMenu ).toEqual( [
			expect.objectContaining( {
				name: 'Shop',
				cleanName: 'Shop',
				type: 'menu',
				notifications: 3,
				submenu: [],
				target: '_self',
			} ),
		] );
		expect( parsed?.toolbar[ 0 ]?.submenu ).toEqual( [
			expect.objectContaining( {
				name: 'Post',
				screenReaderName: 'Post',
			} ),
		] );
		expect( parsed?.fullScreenUrls ).toEqual( [ 'page=bricks' ] );
	} );
} );
