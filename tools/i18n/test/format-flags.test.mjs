/**
 * Format flags and translator comments: what lets a translator's tools
 * check placeholders.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { po } from 'gettext-parser';

import { formatFlags, hasPlaceholder } from '../format-flags.mjs';
import { REPO_ROOT } from '../project.mjs';

const hasMsgfmt = spawnSync( 'msgfmt', [ '--version' ] ).status === 0;

/** The shipped template's entries (not the header). */
async function potEntries() {
	const catalogue = po.parse(
		await readFile( path.join( REPO_ROOT, 'languages/uipress.pot' ) ),
		{ defaultCharset: 'utf-8' }
	);
	return Object.values( catalogue.translations ).flatMap( ( entries ) =>
		Object.values( entries ).filter( ( entry ) => entry.msgid !== '' )
	);
}

describe( 'format flags', () => {
	it( 'tells printf placeholders from percent signs', () => {
		for ( const text of [
			'%s',
			'Page %1$s of %2$s',
			'%d items',
			'%.2f%%',
			'x %5s',
		] ) {
			assert.equal( hasPlaceholder( text ), true, text );
		}
		for ( const text of [ '100%', '50% off', '100%% sure', 'no', '%%s' ] ) {
			assert.equal( hasPlaceholder( text ), false, text );
		}
	} );

	it( 'flags each language a placeholder string is used from', () => {
		const entry = ( references ) => ( {
			msgid: 'One %s',
			references,
		} );
		assert.deepEqual( formatFlags( entry( [ 'includes/A.php:3' ] ) ), [
			'php-format',
		] );
		assert.deepEqual( formatFlags( entry( [ 'src/a.tsx:9' ] ) ), [
			'js-format',
		] );
		assert.deepEqual(
			formatFlags( entry( [ 'includes/A.php:3', 'src/a.ts:1' ] ) ),
			[ 'php-format', 'js-format' ]
		);
		assert.deepEqual(
			formatFlags( {
				msgid: 'One',
				msgidPlural: '%d',
				references: [ 'src/a.ts:1' ],
			} ),
			[ 'js-format' ]
		);
		assert.deepEqual(
			formatFlags( { msgid: 'Plain', references: [ 'src/a.ts:1' ] } ),
			[]
		);
	} );
} );

describe( 'the shipped POT', () => {
	it( 'flags every placeholder string and explains each placeholder to translators', async () => {
		const entries = await potEntries();
		const unflagged = entries.filter(
			( entry ) =>
				( hasPlaceholder( entry.msgid ) ||
					hasPlaceholder( entry.msgid_plural ) ) &&
				! /(?:php|js)-format/.test( entry.comments?.flag ?? '' )
		);
		assert.deepEqual(
			unflagged.map( ( entry ) => entry.msgid ),
			[],
			'Placeholder strings without a format flag.'
		);
		const unexplained = entries.filter(
			( entry ) =>
				/(?:php|js)-format/.test( entry.comments?.flag ?? '' ) &&
				! /translators:/i.test( entry.comments?.extracted ?? '' )
		);
		assert.deepEqual(
			unexplained.map(
				( entry ) =>
					`${ entry.msgid } (${
						entry.comments.reference.split( '\n' )[ 0 ]
					})`
			),
			[],
			'Placeholder strings without a translator comment.'
		);
	} );

	it(
		'lets msgfmt -c refuse a PHP translation that loses a placeholder',
		{ skip: hasMsgfmt ? false : 'msgfmt (gettext) is not installed' },
		async () => {
			const entries = await potEntries();
			const sample = entries.find(
				( entry ) =>
					// msgfmt checks php-format; js-format (WP-CLI's name)
					// is for PO editors and GlotPress.
					entry.comments?.flag === 'php-format' &&
					! entry.msgid_plural &&
					! entry.msgctxt
			);
			assert.ok( sample, 'A php-format string in the POT.' );
			const folder = await mkdtemp(
				path.join( tmpdir(), 'uipress-fmt-' )
			);
			try {
				const write = async ( name, translation ) => {
					const file = path.join( folder, name );
					await writeFile(
						file,
						po.compile( {
							charset: 'utf-8',
							headers: {
								'Content-Type': 'text/plain; charset=UTF-8',
								Language: 'de_DE',
								'Plural-Forms': 'nplurals=2; plural=(n != 1);',
							},
							translations: {
								'': {
									'': { msgid: '', msgstr: [ '' ] },
									[ sample.msgid ]: {
										...sample,
										msgstr: [ translation ],
									},
								},
							},
						} )
					);
					return file;
				};
				const good = await write( 'good.po', `ⓤ ${ sample.msgid }` );
				execFileSync( 'msgfmt', [ '-c', '-o', '/dev/null', good ] );
				const bad = await write( 'bad.po', 'ⓤ lost' );
				const refused = spawnSync( 'msgfmt', [
					'-c',
					'-o',
					'/dev/null',
					bad,
				] );
				assert.notEqual( refused.status, 0 );
				assert.match(
					String( refused.stderr ),
					/format specification/
				);
			} finally {
				await rm( folder, { recursive: true, force: true } );
			}
		}
	);
} );
