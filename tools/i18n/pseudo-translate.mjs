/**
 * A complete pseudo-translation of the shipped POT, for finding what stays
 * untranslated: every string (and plural) becomes `ⓤ` + itself, so a text
 * on screen that equals a POT string was not translated.
 *
 * Usage: node tools/i18n/pseudo-translate.mjs --locale=de_DE --out=DIR
 * [--print-strings] writes DIR/uipress-de_DE.po, its .mo and the scripts'
 * JSON files (the build's map: run `npm run build` first), as a language
 * pack holds them; with --print-strings, prints the POT's strings (and
 * plurals) as one JSON list, for a scan of what a screen shows.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mo, po } from 'gettext-parser';

import { main as makeJson } from './make-json.mjs';
import { POT_FILE, REPO_ROOT, TEXT_DOMAIN } from './project.mjs';

/** What each pseudo-translation starts with. */
export const PSEUDO_MARK = 'ⓤ ';

/**
 * The POT's catalogue with every string translated.
 *
 * @param {Buffer|string} pot    The template.
 * @param {string}        locale The locale.
 * @return {Object} A gettext-parser catalogue.
 */
export function pseudoCatalogue( pot, locale ) {
	const catalogue = po.parse( pot, { defaultCharset: 'utf-8' } );
	catalogue.headers.Language = locale;
	catalogue.headers[ 'Plural-Forms' ] = 'nplurals=2; plural=(n != 1);';
	for ( const entries of Object.values( catalogue.translations ) ) {
		for ( const [ id, entry ] of Object.entries( entries ) ) {
			if ( id ) {
				entry.msgstr = entry.msgid_plural
					? [ PSEUDO_MARK + id, PSEUDO_MARK + entry.msgid_plural ]
					: [ PSEUDO_MARK + id ];
			}
		}
	}
	return catalogue;
}

/**
 * Runs the command.
 *
 * @param {string[]} args Command-line arguments.
 * @return {Promise<number>} Exit code.
 */
export async function main( args ) {
	const option = ( name ) =>
		args
			.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
			?.slice( name.length + 3 );
	const locale = option( 'locale' );
	const out = option( 'out' );
	if ( ! locale || ! /^[A-Za-z_]+$/.test( locale ) || ! out ) {
		console.error(
			'Usage: node tools/i18n/pseudo-translate.mjs --locale=de_DE --out=DIR'
		);
		return 2;
	}
	const catalogue = pseudoCatalogue(
		await readFile( path.join( REPO_ROOT, POT_FILE ) ),
		locale
	);
	await mkdir( out, { recursive: true } );
	const base = path.join( out, `${ TEXT_DOMAIN }-${ locale }` );
	await writeFile( `${ base }.po`, po.compile( catalogue ) );
	await writeFile( `${ base }.mo`, mo.compile( catalogue ) );
	const printStrings = args.includes( '--print-strings' );
	const code = await makeJson( [ `${ base }.po`, `--out=${ out }` ], {
		log: printStrings ? () => {} : console.log,
	} );
	if ( printStrings ) {
		const strings = Object.values( catalogue.translations ).flatMap(
			( entries ) =>
				Object.values( entries ).flatMap( ( entry ) =>
					[ entry.msgid, entry.msgid_plural ].filter( Boolean )
				)
		);
		console.log( JSON.stringify( [ ...new Set( strings ) ] ) );
	}
	return code;
}

const invokedPath = process.argv[ 1 ];
if ( invokedPath && import.meta.url === pathToFileURL( invokedPath ).href ) {
	process.exitCode = await main( process.argv.slice( 2 ) );
}
