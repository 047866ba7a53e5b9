/**
 * `wp uipress template …` through the real WP-CLI runner, on two fresh
 * sites (cli and cli-2): import checks, round trips, exit codes, messages,
 * and a cross-site export/import that gives the same interface.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN, PROJECT_ROOT } from '../../tools/local-wordpress/paths.mjs';
import {
	dashboard,
	freshSite,
	scratchDir,
	signIn,
	stopSite,
	uipress,
	uipressCount,
	uipressOk,
	wp,
	wpOk,
	writeInput,
} from './wp.mjs';

const SITE = 'cli';
const OTHER = 'cli-2';
const DEMO_ROOT_UID = 'demoroot00000000000000001';

const demoContent = JSON.parse(
	fs.readFileSync(
		path.join( PROJECT_ROOT, 'includes/Demo/demo-template.json' ),
		'utf8'
	)
);

/** A builder-style file: a published interface with code, and a draft. */
const FIXTURE = [
	{
		title: 'Admin interface',
		uipress: {
			type: 'ui-template',
			content: demoContent,
			settings: { css: '.uip-x { color: #123456; }', js: '' },
			forRoles: [ 'administrator' ],
		},
		status: 'publish',
	},
	{
		title: 'Draft page',
		uipress: { type: 'ui-admin-page', content: [] },
	},
];

let dir;
let urls;

const count = ( site ) => uipressCount( site, 'template' );

const write = ( name, data ) => writeInput( dir, name, data );

describe( 'wp uipress template', () => {
	before( async () => {
		dir = scratchDir( 'template' );
		const [ one, two ] = [
			await freshSite( SITE, { serve: true } ),
			await freshSite( OTHER, { serve: true } ),
		];
		urls = { [ SITE ]: one.url, [ OTHER ]: two.url };
	} );

	after( async () => {
		await stopSite( SITE );
		await stopSite( OTHER );
	} );

	it( 'checks a file with --dry-run and saves nothing', async () => {
		const file = write( 'fixture.json', FIXTURE );
		const result = await uipress( SITE, [
			'template',
			'import',
			file,
			'--dry-run',
		] );
		assert.equal( result.code, 0, result.stderr );
		assert.match(
			result.stdout,
			/Would import “Admin interface” \(publish\)/
		);
		assert.match( result.stdout, /Would import “Draft page” \(draft\)/ );
		assert.match( result.stdout, /nothing was saved/ );
		assert.equal( await count( SITE ), 0 );
	} );

	it( 'imports a file; --porcelain prints the new IDs', async () => {
		const file = write( 'fixture.json', FIXTURE );
		const ids = (
			await uipressOk( SITE, [
				'template',
				'import',
				file,
				'--porcelain',
			] )
		)
			.trim()
			.split( '\n' );
		assert.equal( ids.length, 2 );
		assert.ok( ids.every( ( id ) => /^\d+$/.test( id ) ) );

		const listed = await uipressOk( SITE, [
			'template',
			'list',
			'--format=ids',
		] );
		assert.equal( listed.trim(), ids.join( ' ' ) );

		const rows = JSON.parse(
			await uipressOk( SITE, [ 'template', 'list', '--format=json' ] )
		);
		assert.deepEqual( Object.keys( rows[ 0 ] ), [
			'ID',
			'title',
			'status',
			'type',
			'audience',
			'modified',
		] );
		assert.deepEqual(
			rows.map( ( row ) => [
				row.title,
				row.status,
				row.type,
				row.audience,
			] ),
			[
				[
					'Admin interface',
					'publish',
					'ui-template',
					'roles: administrator',
				],
				[ 'Draft page', 'draft', 'ui-admin-page', 'nobody' ],
			]
		);
		const csv = await uipressOk( SITE, [
			'template',
			'list',
			'--format=csv',
			'--fields=ID,title',
		] );
		assert.equal( csv.trim().split( '\n' )[ 0 ], 'ID,title' );

		const tree = JSON.parse(
			await uipressOk( SITE, [
				'template',
				'get',
				ids[ 0 ],
				'--field=uipress',
				'--format=json',
			] )
		);
		assert.equal( tree.content[ 0 ].uid, DEMO_ROOT_UID );
		assert.equal( tree.settings.css, FIXTURE[ 0 ].uipress.settings.css );
	} );

	it( 'round-trips export → delete → import byte for byte', async () => {
		const first = await uipressOk( SITE, [
			'template',
			'export',
			'--all',
		] );
		const exported = JSON.parse( first );
		assert.deepEqual(
			exported.map( ( item ) => Object.keys( item ) ),
			[
				[ 'title', 'uipress', 'status' ],
				[ 'title', 'uipress', 'status' ],
			]
		);
		// The builder's download: JSON.stringify( data, null, 2 ).
		assert.equal( first, JSON.stringify( exported, null, 2 ) + '\n' );

		const ids = (
			await uipressOk( SITE, [ 'template', 'list', '--format=ids' ] )
		)
			.trim()
			.split( ' ' );
		const deleted = await uipressOk( SITE, [
			'template',
			'delete',
			...ids,
			'--force',
		] );
		assert.match(
			deleted,
			new RegExp( `Deleted template ${ ids[ 0 ] }\\.` )
		);
		assert.equal( await count( SITE ), 0 );

		const file = write( 'round-trip.json', first );
		const imported = await uipressOk( SITE, [
			'template',
			'import',
			file,
		] );
		assert.match( imported, /Success: Imported 2 templates/ );
		const second = await uipressOk( SITE, [
			'template',
			'export',
			'--all',
		] );
		assert.equal( second, first );
	} );

	it( 'reads the builder’s own export (no status: drafts, as the builder imports)', async () => {
		const builderFile = write(
			'builder.json',
			JSON.stringify(
				[
					{
						title: FIXTURE[ 1 ].title,
						uipress: { type: 'ui-template', content: [] },
					},
				],
				null,
				2
			)
		);
		const ids = await uipressOk( SITE, [
			'template',
			'import',
			builderFile,
			'--porcelain',
		] );
		const status = await uipressOk( SITE, [
			'template',
			'get',
			ids.trim(),
			'--field=status',
		] );
		assert.equal( status.trim(), 'draft' );
		await uipressOk( SITE, [
			'template',
			'delete',
			ids.trim(),
			'--force',
		] );
	} );

	it( 'refuses bad files with a non-zero exit and a message naming the problem', async () => {
		const countBefore = await count( SITE );
		const cases = [
			[
				write( 'not-json.json', '[{"title": "x",' ),
				/not-json\.json is not valid JSON \(Syntax error\)/,
			],
			[
				write( 'empty.json', '' ),
				/empty\.json is not valid JSON \(the file is empty\)/,
			],
			[
				write( 'object.json', { title: 'x' } ),
				/not a UiPress template file: it must be a list whose first item is a template object/,
			],
			[
				write( 'no-module.json', [
					FIXTURE[ 0 ],
					{
						title: 'Broken',
						uipress: { content: [ { name: 'Box' } ] },
					},
				] ),
				/Template 2 \(“Broken”\): content\[0\] has no moduleName\. Nothing was imported\./,
			],
			[
				write( 'unknown-member.json', [
					{ title: 'Odd', uipress: { colour: 'red' } },
				] ),
				/Template 1 \(“Odd”\): .*colour/,
			],
			[
				path.join( dir, 'missing.json' ),
				/Cannot read .*missing\.json: no such file/,
			],
		];
		for ( const [ file, message ] of cases ) {
			const result = await uipress( SITE, [
				'template',
				'import',
				file,
			] );
			assert.equal( result.code, 1, `${ file }: ${ result.stdout }` );
			assert.match( result.stderr, /^Error: / );
			assert.match( result.stderr, message );
		}
		assert.equal(
			await count( SITE ),
			countBefore,
			'a refused file imports nothing'
		);
	} );

	it( 'judges code by --user: a manager without unfiltered_html is refused', async () => {
		await wpOk( SITE, [
			'user',
			'create',
			'manager',
			'manager@example.com',
			'--role=author',
		] );
		await wpOk( SITE, [ 'user', 'add-cap', 'manager', 'manage_options' ] );
		const file = write( 'code.json', [ FIXTURE[ 0 ] ] );
		const countBefore = await count( SITE );

		const refused = await wp( SITE, [
			'--user=manager',
			'uipress',
			'template',
			'import',
			file,
		] );
		assert.equal( refused.code, 1 );
		assert.match(
			refused.stderr,
			/Template 1 \(“Admin interface”\): settings\.css can only be changed by users who may post unfiltered HTML/
		);
		assert.equal( await count( SITE ), countBefore );

		const codeFree = write( 'no-code.json', [
			{ title: 'Plain', uipress: { content: [] } },
		] );
		const ids = await wpOk( SITE, [
			'--user=manager',
			'uipress',
			'template',
			'import',
			codeFree,
			'--porcelain',
		] );
		await uipressOk( SITE, [
			'template',
			'delete',
			ids.trim(),
			'--force',
		] );
	} );

	it( 'apply-to sets the audience; unknown roles and users are refused', async () => {
		const [ id ] = (
			await uipressOk( SITE, [
				'template',
				'list',
				'--format=ids',
				'--status=draft',
			] )
		)
			.trim()
			.split( ' ' );
		const applied = await uipressOk( SITE, [
			'template',
			'apply-to',
			id,
			'--roles=editor,author',
			`--users=${ ADMIN.user }`,
		] );
		assert.match( applied, /applies to roles: editor, author; users: 1\./ );
		const audience = await uipressOk( SITE, [
			'template',
			'get',
			id,
			'--field=audience',
		] );
		assert.equal( audience.trim(), 'roles: editor, author; users: 1' );

		const excluded = await uipressOk( SITE, [
			'template',
			'apply-to',
			id,
			'--exclude-roles=author',
			'--users=',
		] );
		assert.match(
			excluded,
			/roles: editor, author; except roles: author\./
		);

		const role = await uipress( SITE, [
			'template',
			'apply-to',
			id,
			'--roles=wizard',
		] );
		assert.equal( role.code, 1 );
		assert.match( role.stderr, /There is no role named “wizard”/ );
		const user = await uipress( SITE, [
			'template',
			'apply-to',
			id,
			'--users=nobody-here',
		] );
		assert.equal( user.code, 1 );
		assert.match( user.stderr, /There is no user “nobody-here”/ );
		const nothing = await uipress( SITE, [ 'template', 'apply-to', id ] );
		assert.equal( nothing.code, 1 );
		assert.match( nothing.stderr, /Say who the template applies to/ );
		const missing = await uipress( SITE, [ 'template', 'get', '999999' ] );
		assert.equal( missing.code, 1 );
		assert.match( missing.stderr, /There is no template with ID 999999\./ );
	} );

	it( 'export --all on one site and import on another give the same interface', async () => {
		const file = path.join( dir, 't.json' );
		fs.writeFileSync(
			file,
			await uipressOk( SITE, [ 'template', 'export', '--all' ] )
		);
		await uipressOk( OTHER, [ 'template', 'import', 't.json' ], {
			cwd: dir,
		} );
		assert.equal(
			await uipressOk( OTHER, [ 'template', 'export', '--all' ] ),
			fs.readFileSync( file, 'utf8' )
		);
		for ( const site of [ SITE, OTHER ] ) {
			const page = await dashboard(
				urls[ site ],
				await signIn( urls[ site ], ADMIN.user, ADMIN.password )
			);
			assert.match(
				page,
				/id="uip-runtime-root"/,
				`${ site } shows the interface`
			);
			assert.ok(
				page.includes( DEMO_ROOT_UID ),
				`${ site } shows the imported template`
			);
		}
	} );
} );
