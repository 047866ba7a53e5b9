/**
 * End to end: a fixture plugin folder in, a parsed POT out.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { makePot } from '../generate.mjs';
import { formatPotDate } from '../write-pot.mjs';
import {
	linesOf,
	lineOf,
	makeFixture,
	pluginFile,
	readPot,
	removeFixture,
	writeFixtureFiles,
} from './fixtures.mjs';

const MAIN = pluginFile( `
echo __( 'Fixture Plugin', 'uipress' );
` );

const FAMILIES = `<?php
namespace Fixture;

echo __( 'Text', 'uipress' );
_e( 'Echoed', 'uipress' );
echo _x( 'Post', 'noun', 'uipress' );
_ex( 'Post', 'verb', 'uipress' );
echo _n( '%d item', '%d items', $count, 'uipress' );
echo _nx( '%d file', '%d files', $count, 'uploads', 'uipress' );
$noop = _n_noop( '%d user', '%d users', 'uipress' );
$noop_context = _nx_noop( '%d role', '%d roles', 'admin', 'uipress' );
echo esc_html__( 'Escaped HTML', 'uipress' );
esc_html_e( 'Echoed HTML', 'uipress' );
echo esc_html_x( 'Draft', 'status', 'uipress' );
echo esc_attr__( 'Escaped attribute', 'uipress' );
esc_attr_e( 'Echoed attribute', 'uipress' );
echo esc_attr_x( 'Open', 'button', 'uipress' );
echo \\__( 'Fully qualified', 'uipress' );
echo __( domain: 'uipress', text: 'Named arguments' );
echo __( 'Joined ' . 'with ' . "dots", 'uipress' );
echo __( <<<'TXT'
    Nowdoc text
    TXT, 'uipress' );
echo __( 'Text', 'uipress' );
?>
<p><?php esc_html_e( 'In a template', 'uipress' ); ?></p>
`;

const SKIPPED_PHP = `<?php
echo __( 'Other domain', 'other' );
echo __( 'No domain' );
echo __( $dynamic, 'uipress' );
echo __( "Interpolated $name", 'uipress' );
echo __( 'Dynamic domain', $domain );
echo __( 'Joined with a number ' . 1, 'uipress' );
echo $this->__( 'A method', 'uipress' );
echo Other\\__( 'Another namespace', 'uipress' );
echo _x( 'Dynamic context', $context, 'uipress' );
echo _n( 'Dynamic plural', $plural, 1, 'uipress' );
echo _n( 'Missing domain', 'Missing domains', 1 );
echo __( '', 'uipress' );
echo __( ...$args );
`;

const COMMENTS_PHP = `<?php
/* translators: %s: user name */
printf( esc_html__( 'Hello %s', 'uipress' ), $name );

printf(
	/* translators: %d: number of posts */
	_n( '%d post', '%d posts', $count, 'uipress' ),
	$count
);

/* translators: %s: not the next line */

echo __( 'Too far', 'uipress' );
`;

const APP_TSX = `import { __, _x as contextual, _n, _nx, sprintf } from '@wordpress/i18n';
import * as i18n from '@wordpress/i18n';
import { __ as notI18n } from './elsewhere';

// translators: %s: file name
const saved = ( name: string ) => sprintf( __( 'Saved %s', 'uipress' ), name );

export function App( { count }: { count: number } ) {
	return (
		<div>
			{ __( 'Text', 'uipress' ) }
			{ contextual( 'Post', 'noun', 'uipress' ) }
			{ _n( '%d item', '%d items', count, 'uipress' ) }
			{ _nx( '%d comment', '%d comments', count, 'discussion', 'uipress' ) }
			{ i18n.__( 'Namespace member', 'uipress' ) }
			{ i18n._x( 'Open', 'button', 'uipress' ) }
			{ __( 'Joined ' + 'with ' + \`plus\`, 'uipress' ) }
			{ __( \`Template literal\`, 'uipress' ) }
			{ /* translators: %s: user name */ }
			{ sprintf( __( 'Hello %s', 'uipress' ), 'Ada' ) }
			{ __( \`Template \${ count }\`, 'uipress' ) }
			{ __( 'Other domain', 'other' ) }
			{ __( 'No domain' ) }
			{ __( String( count ), 'uipress' ) }
			{ notI18n( 'Not from @wordpress/i18n', 'uipress' ) }
			{ saved( 'a.txt' ) }
		</div>
	);
}
`;

const LEGACY_JS = `window.alert( wp.i18n.__( 'Global wp.i18n', 'uipress' ) );
`;

const withImport = ( call ) =>
	`import { __ } from '@wordpress/i18n';\nexport const text = ${ call };\n`;

const FILES = {
	'uipress.php': MAIN,
	'uninstall.php': `<?php\n__( 'Removing data', 'uipress' );\n`,
	'includes/Families.php': FAMILIES,
	'includes/Admin/Skipped.php': SKIPPED_PHP,
	'includes/Admin/Comments.php': COMMENTS_PHP,
	'src/app/app.tsx': APP_TSX,
	'src/legacy.js': LEGACY_JS,
	'src/types.ts': `export type Size = 'small' | 'large';\nexport const size = <Size>'small';\n`,
	'src/app/test/helper.ts': withImport(
		`__( 'In a test folder', 'uipress' )`
	),
	'src/app/app.test.tsx': withImport( `__( 'In a test file', 'uipress' )` ),
	'vendor/library.php': `<?php\n__( 'Vendor string', 'uipress' );\n`,
	'build/index.js': withImport( `__( 'Built string', 'uipress' )` ),
};

const NOW = new Date( '2024-05-06T07:08:09.123Z' );

describe( 'makePot', () => {
	let root;
	let output;
	let result;
	let pot;

	before( async () => {
		root = await makeFixture( FILES );
		output = path.join( root, 'languages', 'uipress.pot' );
		result = await makePot( { root, output, now: NOW } );
		pot = await readPot( output );
	} );

	after( () => removeFixture( root ) );

	const entry = ( msgid, context = '' ) => {
		const found = pot.translations[ context ]?.[ msgid ];
		assert.ok( found, `"${ msgid }" (context "${ context }") is missing` );
		return found;
	};
	const references = ( msgid, context ) =>
		entry( msgid, context ).comments.reference.split( '\n' );
	const allMsgids = () =>
		Object.values( pot.translations ).flatMap( Object.keys );

	it( 'reports what it wrote', () => {
		assert.equal( result.status, 'written' );
		assert.equal( result.fileCount, 8 );
		assert.equal( result.stringCount, allMsgids().length - 1 );
	} );

	it( 'writes the standard POT header', () => {
		assert.deepEqual( pot.headers, {
			'Project-Id-Version': 'Fixture Plugin 1.2.3',
			'Report-Msgid-Bugs-To':
				'https://wordpress.org/support/plugin/uipress',
			'Last-Translator': 'FULL NAME <EMAIL@ADDRESS>',
			'Language-Team': 'LANGUAGE <LL@li.org>',
			'MIME-Version': '1.0',
			'Content-Type': 'text/plain; charset=utf-8',
			'Content-Transfer-Encoding': '8bit',
			'POT-Creation-Date': '2024-05-06T07:08:09+00:00',
			'PO-Revision-Date': 'YEAR-MO-DA HO:MI+ZONE',
			'X-Generator': 'tools/i18n/make-pot.mjs',
			'X-Domain': 'uipress',
		} );
		assert.equal(
			entry( '' ).comments.translator,
			'Copyright (C) 2024 Fixture Author\nThis file is distributed under the GPL-2.0-or-later.'
		);
	} );

	it( 'extracts the plugin header strings with WP-CLI comments', () => {
		const header = {
			'Fixture Plugin': 'Plugin Name of the plugin',
			'https://example.com/plugin': 'Plugin URI of the plugin',
			'A plugin for tests.': 'Description of the plugin',
			'Fixture Author': 'Author of the plugin',
			'https://example.com': 'Author URI of the plugin',
		};
		for ( const [ msgid, comment ] of Object.entries( header ) ) {
			assert.equal( entry( msgid ).comments.extracted, comment );
		}
		assert.deepEqual( references( 'Fixture Plugin' ), [
			'uipress.php:3',
			`uipress.php:${ lineOf( MAIN, "__( 'Fixture Plugin'" ) }`,
		] );
		assert.deepEqual(
			allMsgids().slice( 1, 6 ),
			Object.keys( header ),
			'header strings come first'
		);
	} );

	it( 'extracts every PHP function family', () => {
		for ( const msgid of [
			'Echoed',
			'Escaped HTML',
			'Echoed HTML',
			'Escaped attribute',
			'Echoed attribute',
			'Fully qualified',
			'Named arguments',
			'In a template',
			'Removing data',
		] ) {
			const found = entry( msgid );
			assert.equal( found.msgid_plural, undefined );
			assert.deepEqual( found.msgstr, [ '' ] );
		}
		assert.equal( entry( 'Post', 'verb' ).msgctxt, 'verb' );
		assert.equal( entry( 'Draft', 'status' ).msgctxt, 'status' );

		const plurals = [
			[ '%d item', '%d items', '' ],
			[ '%d file', '%d files', 'uploads' ],
			[ '%d user', '%d users', '' ],
			[ '%d role', '%d roles', 'admin' ],
		];
		for ( const [ single, plural, context ] of plurals ) {
			const found = entry( single, context );
			assert.equal( found.msgid_plural, plural );
			assert.deepEqual( found.msgstr, [ '', '' ] );
		}
	} );

	it( 'extracts @wordpress/i18n calls from TSX and JS', () => {
		assert.equal(
			entry( '%d comment', 'discussion' ).msgid_plural,
			'%d comments'
		);
		assert.deepEqual( entry( '%d comment', 'discussion' ).msgstr, [
			'',
			'',
		] );
		assert.deepEqual( references( 'Namespace member' ), [
			`src/app/app.tsx:${ lineOf( APP_TSX, 'Namespace member' ) }`,
		] );
		entry( 'Template literal' );
		entry( 'Global wp.i18n' );
	} );

	it( 'joins concatenated literals', () => {
		entry( 'Joined with dots' );
		entry( 'Joined with plus' );
		entry( 'Nowdoc text' );
	} );

	it( 'skips other domains, non-literal arguments and other functions', () => {
		const msgids = allMsgids();
		for ( const skipped of [
			'Other domain',
			'No domain',
			'Dynamic domain',
			'Joined with a number ',
			'A method',
			'Another namespace',
			'Dynamic context',
			'Dynamic plural',
			'Missing domain',
			'Not from @wordpress/i18n',
		] ) {
			assert.ok( ! msgids.includes( skipped ), `"${ skipped }" found` );
		}
		assert.ok(
			! msgids.some( ( msgid ) => msgid.startsWith( 'Interpolated' ) )
		);
		assert.ok(
			! msgids.some(
				( msgid ) =>
					msgid.startsWith( 'Template ' ) &&
					msgid !== 'Template literal'
			)
		);
	} );

	it( 'skips tests and files outside the sources', () => {
		const msgids = allMsgids();
		for ( const skipped of [
			'In a test folder',
			'In a test file',
			'Vendor string',
			'Built string',
		] ) {
			assert.ok( ! msgids.includes( skipped ), `"${ skipped }" found` );
		}
	} );

	it( 'merges identical strings, with sorted references', () => {
		const [ first, second ] = linesOf( FAMILIES, "__( 'Text'" );
		assert.deepEqual( references( 'Text' ), [
			`includes/Families.php:${ first }`,
			`includes/Families.php:${ second }`,
			`src/app/app.tsx:${ lineOf( APP_TSX, "__( 'Text'" ) }`,
		] );
		assert.deepEqual( references( 'Post', 'noun' ), [
			`includes/Families.php:${ lineOf( FAMILIES, "'noun'" ) }`,
			`src/app/app.tsx:${ lineOf( APP_TSX, "'noun'" ) }`,
		] );
		assert.equal( references( 'Open', 'button' ).length, 2 );
		assert.equal( references( '%d item' ).length, 2 );
		assert.notEqual( entry( 'Post', 'noun' ), entry( 'Post', 'verb' ) );
	} );

	it( 'adds translator comments, each once per entry', () => {
		assert.equal(
			entry( 'Hello %s' ).comments.extracted,
			'translators: %s: user name'
		);
		assert.deepEqual( references( 'Hello %s' ), [
			`includes/Admin/Comments.php:${ lineOf(
				COMMENTS_PHP,
				'Hello %s'
			) }`,
			`src/app/app.tsx:${ lineOf( APP_TSX, "__( 'Hello %s'" ) }`,
		] );
		assert.equal(
			entry( '%d post' ).comments.extracted,
			'translators: %d: number of posts'
		);
		assert.equal(
			entry( 'Saved %s' ).comments.extracted,
			'translators: %s: file name'
		);
		assert.equal( entry( 'Too far' ).comments.extracted, undefined );
		assert.equal( entry( 'Text' ).comments.extracted, undefined );
	} );

	it( 'writes extracted comments above references, then the format flags', async () => {
		const text = await readFile( output, 'utf8' );
		assert.match(
			text,
			/#\. translators: %s: user name\n#: includes\/Admin\/Comments\.php:3\n#: src\/app\/app\.tsx:\d+\n#, php-format, js-format\nmsgid "Hello %s"/
		);
	} );
} );

describe( 'makePot on a template that exists', () => {
	it( 'keeps the file byte-identical until a string changes', async () => {
		const root = await makeFixture( {
			'uipress.php': pluginFile( "__( 'One', 'uipress' );\n" ),
		} );
		const output = path.join( root, 'languages', 'uipress.pot' );
		try {
			const later = new Date( '2025-01-01T00:00:00Z' );
			assert.equal(
				( await makePot( { root, output, check: true, now: NOW } ) )
					.status,
				'outdated',
				'a missing template is out of date'
			);
			await makePot( { root, output, now: NOW } );
			const first = await readFile( output, 'utf8' );

			const again = await makePot( { root, output, now: later } );
			assert.equal( again.status, 'unchanged' );
			assert.equal( await readFile( output, 'utf8' ), first );
			assert.equal(
				( await makePot( { root, output, check: true, now: later } ) )
					.status,
				'current'
			);

			await writeFixtureFiles( root, {
				'uipress.php': pluginFile( "__( 'Two', 'uipress' );\n" ),
			} );
			assert.equal(
				( await makePot( { root, output, check: true, now: later } ) )
					.status,
				'outdated'
			);
			assert.equal(
				await readFile( output, 'utf8' ),
				first,
				'--check does not write'
			);

			assert.equal(
				( await makePot( { root, output, now: later } ) ).status,
				'written'
			);
			const pot = await readPot( output );
			assert.equal(
				pot.headers[ 'POT-Creation-Date' ],
				formatPotDate( later )
			);
			assert.ok( pot.translations[ '' ].Two );
			assert.equal( pot.translations[ '' ].One, undefined );
		} finally {
			await removeFixture( root );
		}
	} );
} );
