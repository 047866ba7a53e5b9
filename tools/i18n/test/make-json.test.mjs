/**
 * npm run i18n:json: translations to the JSON files WordPress loads.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';

import { po } from 'gettext-parser';

import { jsonName, main } from '../make-json.mjs';
import { pseudoCatalogue } from '../pseudo-translate.mjs';
import { REPO_ROOT } from '../project.mjs';
import { makeFixture, removeFixture } from './fixtures.mjs';

const PO = `msgid ""
msgstr ""
"Language: de_DE\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"
"PO-Revision-Date: 2026-11-29 12:00+0000\\n"

#: src/a.ts:3
#: includes/A.php:9
msgid "Hello"
msgstr "Hallo"

#: src/b.tsx:1
msgctxt "verb"
msgid "Save"
msgstr "Speichern"

#. translators: %d: number of items.
#: src/b.tsx:7
#, js-format
msgid "%d item"
msgid_plural "%d items"
msgstr[0] "%d Eintrag"
msgstr[1] "%d Einträge"

#: includes/Server.php:1
msgid "Server only"
msgstr "Nur Server"

#: src/a.ts:8
msgid "Not yet"
msgstr ""
`;

const MAP = {
	'src/a.ts': [ 'build/x.js', 'build/screens/y.js' ],
	'src/b.tsx': [ 'build/screens/y.js' ],
};

describe( 'make-json command', () => {
	let root;
	let out;
	let run;

	beforeEach( async () => {
		root = await makeFixture( {
			'languages/uipress-de_DE.po': PO,
			'languages/uipress-de_DE-stale.json': '{}',
			'languages/uipress-fr_FR-kept.json': '{}',
			'build/i18n-map.json': JSON.stringify( MAP ),
		} );
		out = { log: [], error: [] };
		run = ( ...args ) =>
			main( args, {
				root,
				log: ( line ) => out.log.push( line ),
				error: ( line ) => out.error.push( line ),
			} );
	} );

	afterEach( () => removeFixture( root ) );

	it( 'writes one JSON per built script, named as WordPress asks for it', async () => {
		assert.equal( await run(), 0 );
		const files = ( await readdir( path.join( root, 'languages' ) ) )
			.filter( ( name ) => name.endsWith( '.json' ) )
			.sort();
		assert.deepEqual(
			files,
			[
				jsonName( 'de_DE', 'build/screens/y.js' ),
				jsonName( 'de_DE', 'build/x.js' ),
				'uipress-fr_FR-kept.json',
			].sort(),
			'The locale’s stale file goes; another locale’s stays.'
		);
		assert.match(
			jsonName( 'de_DE', 'build/x.js' ),
			/^uipress-de_DE-[0-9a-f]{32}\.json$/
		);
		assert.deepEqual( out.log, [
			'languages/uipress-de_DE.po: 2 JSON files for de_DE.',
		] );
	} );

	it( 'carries each script’s strings in Jed format: contexts, plurals, nothing untranslated or PHP-only', async () => {
		await run();
		const read = async ( script ) =>
			JSON.parse(
				await readFile(
					path.join( root, 'languages', jsonName( 'de_DE', script ) ),
					'utf8'
				)
			);
		const x = await read( 'build/x.js' );
		assert.equal( x.source, 'build/x.js' );
		assert.equal( x.domain, 'messages' );
		assert.deepEqual( x.locale_data.messages, {
			'': {
				domain: 'messages',
				lang: 'de_DE',
				'plural-forms': 'nplurals=2; plural=(n != 1);',
			},
			Hello: [ 'Hallo' ],
		} );
		const y = await read( 'build/screens/y.js' );
		assert.deepEqual( Object.keys( y.locale_data.messages ).sort(), [
			'',
			'%d item',
			'Hello',
			'verb\u0004Save',
		] );
		assert.deepEqual( y.locale_data.messages[ '%d item' ], [
			'%d Eintrag',
			'%d Einträge',
		] );
	} );

	it( 'asks for the build when the map is missing', async () => {
		await rm( path.join( root, 'build' ), { recursive: true } );
		assert.equal( await run(), 1 );
		assert.match( out.error[ 0 ], /run npm run build first/ );
	} );

	it( 'refuses an unknown option', async () => {
		assert.equal( await run( '--purge' ), 2 );
		assert.match( out.error[ 0 ], /^Unknown argument --purge\./ );
	} );
} );

describe( 'the shipped POT and the build', () => {
	const map = path.join( REPO_ROOT, 'build/i18n-map.json' );
	const built = existsSync( map );

	it(
		'give a JSON file for every built script that holds a UiPress string',
		{
			skip: built
				? false
				: 'build/i18n-map.json is missing: run npm run build',
		},
		async () => {
			// A complete pseudo-translation of the POT.
			const catalogue = pseudoCatalogue(
				await readFile(
					path.join( REPO_ROOT, 'languages/uipress.pot' )
				),
				'de_DE'
			);
			const folder = await mkdtemp(
				path.join( tmpdir(), 'uipress-json-' )
			);
			try {
				const file = path.join( folder, 'uipress-de_DE.po' );
				await writeFile( file, po.compile( catalogue ) );
				assert.equal(
					await main( [ file, `--out=${ folder }` ], {
						root: REPO_ROOT,
						log: () => {},
						error: ( line ) => assert.fail( line ),
					} ),
					0
				);
				const written = new Set(
					( await readdir( folder ) ).filter( ( name ) =>
						name.endsWith( '.json' )
					)
				);
				const scripts = await builtScripts(
					path.join( REPO_ROOT, 'build' )
				);
				const wanted = [];
				for ( const script of scripts ) {
					const code = await readFile(
						path.join( REPO_ROOT, script ),
						'utf8'
					);
					// A call of @wordpress/i18n with the domain, as minified.
					if ( /,\s*"uipress"\s*\)/.test( code ) ) {
						wanted.push( jsonName( 'de_DE', script ) );
					}
				}
				assert.ok( wanted.length > 50, `${ wanted.length } scripts` );
				assert.deepEqual(
					wanted.filter( ( name ) => ! written.has( name ) ),
					[],
					'Scripts with UiPress strings and no JSON file.'
				);
				const known = new Set(
					scripts.map( ( script ) => jsonName( 'de_DE', script ) )
				);
				assert.deepEqual(
					[ ...written ].filter( ( name ) => ! known.has( name ) ),
					[],
					'JSON files for no built script.'
				);
			} finally {
				await rm( folder, { recursive: true, force: true } );
			}
		}
	);
} );

/**
 * Every script under build/, as the plugin names it (`build/…/x.js`).
 *
 * @param {string} folder The build folder.
 * @return {Promise<string[]>} Paths relative to the plugin.
 */
async function builtScripts( folder ) {
	const entries = await readdir( folder, {
		recursive: true,
		withFileTypes: true,
	} );
	return entries
		.filter( ( entry ) => entry.isFile() && entry.name.endsWith( '.js' ) )
		.map( ( entry ) =>
			path
				.relative(
					REPO_ROOT,
					path.join( entry.parentPath, entry.name )
				)
				.split( path.sep )
				.join( '/' )
		);
}
