/**
 * `wp uipress menu …`, `settings …` and `preference delete` through the
 * real WP-CLI runner on a fresh site (cli-2).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
	freshSite,
	scratchDir,
	uipress,
	uipressCount,
	uipressOk,
	wp,
	wpOk,
	writeInput,
} from './wp.mjs';

const SITE = 'cli-2';

const MENUS = [
	{
		title: 'Editors',
		uipress: {
			forRoles: [ 'editor' ],
			forUsers: [],
			excludesRoles: [],
			excludesUsers: [],
			settings: {
				menu: [
					{
						uip_uid: 'posts',
						name: 'Posts',
						url: 'edit.php',
						type: 'menu',
						submenu: [],
					},
				],
				blockHidden: false,
			},
		},
		status: 'publish',
	},
];

let dir;

const write = ( name, data ) => writeInput( dir, name, data );

const menuCount = () => uipressCount( SITE, 'menu' );

describe( 'wp uipress menu', () => {
	before( async () => {
		dir = scratchDir( 'menu-settings' );
		await freshSite( SITE );
	} );

	it( 'imports, lists and exports menus byte for byte', async () => {
		const file = write( 'menus.json', MENUS );
		const dry = await uipressOk( SITE, [
			'menu',
			'import',
			file,
			'--dry-run',
		] );
		assert.match( dry, /Would import “Editors” \(publish\)/ );
		assert.equal( await menuCount(), 0 );

		const ids = await uipressOk( SITE, [
			'menu',
			'import',
			file,
			'--porcelain',
		] );
		assert.match( ids.trim(), /^\d+$/ );
		const rows = JSON.parse(
			await uipressOk( SITE, [ 'menu', 'list', '--format=json' ] )
		);
		assert.deepEqual(
			rows.map( ( row ) => [
				row.ID,
				row.title,
				row.status,
				row.audience,
				row.items,
			] ),
			[ [ Number( ids ), 'Editors', 'publish', 'roles: editor', 1 ] ]
		);
		const exported = await uipressOk( SITE, [ 'menu', 'export', '--all' ] );
		assert.equal( exported, JSON.stringify( MENUS, null, 2 ) + '\n' );
	} );

	it( 'refuses bad menu files and names the problem', async () => {
		const cases = [
			[ write( 'list.json', '[1]' ), /not a UiPress menu file/ ],
			[
				write( 'roles.json', [
					{ title: 'Bad', uipress: { forRoles: 'editor' } },
				] ),
				/Menu 1 \(“Bad”\): forRoles must be a list\. Nothing was imported\./,
			],
			[
				write( 'url.json', [
					{
						title: 'Script',
						uipress: {
							settings: {
								menu: [
									{
										uip_uid: 'x',
										name: 'X',
										url: 'javascript:alert(1)',
									},
								],
							},
						},
					},
				] ),
				/Menu 1 \(“Script”\): .*javascript:alert\(1\)/,
			],
		];
		const countBefore = await menuCount();
		for ( const [ file, message ] of cases ) {
			const result = await uipress( SITE, [ 'menu', 'import', file ] );
			assert.equal( result.code, 1 );
			assert.match( result.stderr, message );
		}
		assert.equal( await menuCount(), countBefore );
	} );
} );

describe( 'wp uipress settings', () => {
	it( 'gets and sets values checked as the settings screen checks them', async () => {
		assert.equal(
			(
				await uipressOk( SITE, [ 'settings', 'get', 'privatePosts' ] )
			).trim(),
			'false'
		);
		await uipressOk( SITE, [ 'settings', 'set', 'privatePosts', 'true' ] );
		await uipressOk( SITE, [
			'settings',
			'set',
			'uipDisabledFor',
			'tools.php,options-general.php',
		] );
		assert.deepEqual(
			JSON.parse(
				await uipressOk( SITE, [
					'settings',
					'get',
					'uipDisabledFor',
					'--format=json',
				] )
			),
			[ 'tools.php', 'options-general.php' ]
		);

		const bad = await uipress( SITE, [
			'settings',
			'set',
			'privatePosts',
			'maybe',
		] );
		assert.equal( bad.code, 1 );
		assert.match( bad.stderr, /“Private posts” must be true or false/ );
		const unknown = await uipress( SITE, [
			'settings',
			'set',
			'colour',
			'red',
		] );
		assert.equal( unknown.code, 1 );
		assert.match( unknown.stderr, /colour is not a UiPress setting\./ );
	} );

	it( 'needs --user for code settings and never prints secrets', async () => {
		const anonymous = await uipress( SITE, [
			'settings',
			'set',
			'loginCSS',
			'body { color: red; }',
		] );
		assert.equal( anonymous.code, 1 );
		assert.match(
			anonymous.stderr,
			/Only users who may post unfiltered HTML can change “Login CSS”\. .*pass --user=<an administrator>/
		);
		await wpOk( SITE, [
			'--user=admin',
			'uipress',
			'settings',
			'set',
			'loginCSS',
			'body { color: red; }',
		] );

		await uipressOk( SITE, [
			'settings',
			'set',
			'aiKey',
			'sk-secret-value',
		] );
		const shown = await uipressOk( SITE, [ 'settings', 'get', 'aiKey' ] );
		assert.equal( shown.trim(), '(set)' );
		const all = await uipressOk( SITE, [ 'settings', 'get' ] );
		const exported = await uipressOk( SITE, [ 'settings', 'export' ] );
		for ( const output of [ shown, all, exported ] ) {
			assert.ok( ! output.includes( 'sk-secret-value' ) );
		}
		assert.equal( JSON.parse( exported ).loginCSS, 'body { color: red; }' );
	} );

	it( 'imports a file: dry run, unknown names, refused code', async () => {
		const file = write( 'settings.json', {
			privatePosts: false,
			nope: 1,
			htmlHead: '<meta name="x">',
		} );
		const dry = await uipress( SITE, [
			'settings',
			'import',
			file,
			'--dry-run',
		] );
		assert.equal( dry.code, 1 );
		assert.match( dry.stderr, /Not UiPress settings, skipped: nope\./ );
		assert.match(
			dry.stdout,
			/Dry run: 1 setting would be saved: privatePosts/
		);
		assert.match(
			dry.stderr,
			/Refused: htmlHead: Only users who may post unfiltered HTML/
		);
		assert.equal(
			(
				await uipressOk( SITE, [ 'settings', 'get', 'privatePosts' ] )
			).trim(),
			'true',
			'a dry run saves nothing'
		);

		const done = await wp( SITE, [
			'--user=admin',
			'uipress',
			'settings',
			'import',
			file,
		] );
		assert.equal( done.code, 0, done.stderr );
		assert.match(
			done.stdout,
			/Imported 2 settings: privatePosts, htmlHead\./
		);
		assert.equal(
			(
				await uipressOk( SITE, [ 'settings', 'get', 'privatePosts' ] )
			).trim(),
			'false'
		);

		const notObject = await uipress( SITE, [
			'settings',
			'import',
			write( 'list.json', '[]' ),
		] );
		assert.equal( notObject.code, 1 );
		assert.match(
			notObject.stderr,
			/holds no UiPress settings|not a UiPress settings file/
		);
	} );
} );

describe( 'wp uipress preference delete', () => {
	const preferences = async ( user ) =>
		JSON.parse(
			await wpOk( SITE, [
				'user',
				'meta',
				'get',
				user,
				'uipress_preferences',
				'--format=json',
			] )
		);

	it( 'deletes named preferences of one user, or all of everyone’s', async () => {
		await wpOk( SITE, [
			'user',
			'create',
			'editor1',
			'editor1@example.com',
			'--role=editor',
		] );
		for ( const user of [ 'admin', 'editor1' ] ) {
			await wpOk( SITE, [
				'user',
				'meta',
				'update',
				user,
				'uipress_preferences',
				'{"darkTheme":true,"menuCollapsed":true}',
				'--format=json',
			] );
		}
		const one = await uipressOk( SITE, [
			'preference',
			'delete',
			'darkTheme',
			'--for=editor1',
		] );
		assert.match( one, /Deleted preferences of 1 user\./ );
		assert.deepEqual( await preferences( 'editor1' ), {
			menuCollapsed: true,
		} );
		assert.deepEqual( await preferences( 'admin' ), {
			darkTheme: true,
			menuCollapsed: true,
		} );

		const everyone = await uipressOk( SITE, [
			'preference',
			'delete',
			'--all',
			'--everyone',
		] );
		assert.match( everyone, /Deleted preferences of 2 users\./ );
		const left = await wp( SITE, [
			'user',
			'meta',
			'get',
			'admin',
			'uipress_preferences',
		] );
		assert.equal( left.stdout.trim(), '' );
	} );

	it( 'says what is missing', async () => {
		const cases = [
			[ [ 'darkTheme' ], /--for=<user> or --everyone/ ],
			[
				[ '--for=admin' ],
				/Name the preferences to delete, or pass --all/,
			],
			[
				[ 'bad key', '--for=admin' ],
				/“bad key” is not a preference name/,
			],
			[ [ 'darkTheme', '--for=ghost' ], /There is no user “ghost”/ ],
		];
		for ( const [ args, message ] of cases ) {
			const result = await uipress( SITE, [
				'preference',
				'delete',
				...args,
			] );
			assert.equal( result.code, 1 );
			assert.match( result.stderr, message );
		}
	} );
} );
