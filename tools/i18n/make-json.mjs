/**
 * npm run i18n:json [-- languages/uipress-de_DE.po …] — turns translations
 * (`languages/*.po` by default) into the JSON files WordPress loads for
 * UiPress's scripts: one per built script, named
 * `uipress-{locale}-{md5 of build/….js}.json`, from the source references
 * the POT gives and build/i18n-map.json (written by `npm run build`), as
 * `wp i18n make-json --use-map=build/i18n-map.json --no-purge` does.
 * A locale's earlier JSON files in the output folder are replaced.
 *
 * Usage: node tools/i18n/make-json.mjs [PO…] [--map=FILE] [--out=DIR]
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import gettextParser from 'gettext-parser';

import { REPO_ROOT, TEXT_DOMAIN } from './project.mjs';

const USAGE =
	'Usage: node tools/i18n/make-json.mjs [PO…] [--map=FILE] [--out=DIR]';

/** Separates a context from its text in Jed keys, as gettext does. */
const CONTEXT_GLUE = '\u0004';

/**
 * The locale of a PO file: its Language header, else its name's suffix.
 *
 * @param {Object} catalogue Parsed PO.
 * @param {string} file      Its path.
 * @return {string} E.g. `de_DE`.
 */
function localeOf( catalogue, file ) {
	const header = catalogue.headers?.Language ?? catalogue.headers?.language;
	if ( header ) {
		return header;
	}
	return path.basename( file, '.po' ).replace( `${ TEXT_DOMAIN }-`, '' );
}

/**
 * The files a translation's references name (`src/a.ts:12` → `src/a.ts`).
 *
 * @param {string|undefined} reference The `#:` comment.
 * @return {string[]} Files.
 */
function referencedFiles( reference ) {
	return ( reference ?? '' )
		.split( /\s+/ )
		.filter( Boolean )
		.map( ( entry ) => entry.replace( /:\d+$/, '' ) );
}

/**
 * Jed JSON for each built script, from one parsed PO.
 *
 * @param {Object}                   catalogue Parsed PO (gettext-parser).
 * @param {Record<string, string[]>} map       Source → built scripts.
 * @param {string}                   locale    The locale.
 * @return {Map<string, Object>} Script path → Jed document.
 */
export function jedDocuments( catalogue, map, locale ) {
	const documents = new Map();
	const pluralForms =
		catalogue.headers?.[ 'Plural-Forms' ] ?? 'nplurals=2; plural=(n != 1);';
	for ( const [ context, entries ] of Object.entries(
		catalogue.translations ?? {}
	) ) {
		for ( const [ id, entry ] of Object.entries( entries ) ) {
			const translated = ( entry.msgstr ?? [] ).filter( Boolean );
			if ( id === '' || ! translated.length ) {
				continue;
			}
			const scripts = new Set(
				referencedFiles( entry.comments?.reference ).flatMap(
					( file ) => map[ file ] ?? []
				)
			);
			const key = context ? `${ context }${ CONTEXT_GLUE }${ id }` : id;
			for ( const script of scripts ) {
				if ( ! documents.has( script ) ) {
					documents.set( script, {
						'translation-revision-date':
							catalogue.headers?.[ 'PO-Revision-Date' ] ?? '',
						generator: 'UiPress tools/i18n/make-json.mjs',
						source: script,
						domain: 'messages',
						locale_data: {
							messages: {
								'': {
									domain: 'messages',
									lang: locale,
									'plural-forms': pluralForms,
								},
							},
						},
					} );
				}
				documents.get( script ).locale_data.messages[ key ] =
					entry.msgstr;
			}
		}
	}
	return documents;
}

/**
 * The JSON file name WordPress asks for a script's translations.
 *
 * @param {string} locale The locale.
 * @param {string} script The script, relative to the plugin (`build/x.js`).
 * @return {string} File name.
 */
export function jsonName( locale, script ) {
	const hash = crypto.createHash( 'md5' ).update( script ).digest( 'hex' );
	return `${ TEXT_DOMAIN }-${ locale }-${ hash }.json`;
}

/**
 * Runs the command.
 *
 * @param {string[]} args          Command-line arguments.
 * @param {Object}   options
 * @param {string}   options.root  Plugin folder.
 * @param {Function} options.log   Prints a line.
 * @param {Function} options.error Prints an error line.
 * @return {Promise<number>} Exit code.
 */
export async function main(
	args,
	{ root = REPO_ROOT, log = console.log, error = console.error } = {}
) {
	const option = ( name, fallback ) =>
		args
			.find( ( arg ) => arg.startsWith( `--${ name }=` ) )
			?.slice( name.length + 3 ) ?? fallback;
	const unknown = args.find(
		( arg ) => arg.startsWith( '--' ) && ! /^--(map|out)=/.test( arg )
	);
	if ( unknown ) {
		error( `Unknown argument ${ unknown }. ${ USAGE }` );
		return 2;
	}
	let poFiles = args.filter( ( arg ) => ! arg.startsWith( '--' ) );
	if ( ! poFiles.length ) {
		const folder = path.join( root, 'languages' );
		poFiles = ( await fs.readdir( folder ).catch( () => [] ) )
			.filter( ( name ) => name.endsWith( '.po' ) )
			.map( ( name ) => path.join( folder, name ) );
	}
	if ( ! poFiles.length ) {
		error( 'No translation (.po) in languages/: nothing to do.' );
		return 1;
	}
	const mapFile = path.resolve(
		root,
		option( 'map', 'build/i18n-map.json' )
	);
	let map;
	try {
		map = JSON.parse( await fs.readFile( mapFile, 'utf8' ) );
	} catch {
		error(
			`Cannot read ${ path.relative(
				root,
				mapFile
			) }: run npm run build first (it writes the map of sources to scripts).`
		);
		return 1;
	}
	const out = path.resolve( root, option( 'out', 'languages' ) );
	await fs.mkdir( out, { recursive: true } );
	for ( const file of poFiles ) {
		// UTF-8 unless the file says otherwise (WordPress's are).
		const catalogue = gettextParser.po.parse(
			await fs.readFile( path.resolve( root, file ) ),
			{ defaultCharset: 'utf-8' }
		);
		const locale = localeOf( catalogue, file );
		const stale = ( await fs.readdir( out ) ).filter(
			( name ) =>
				name.startsWith( `${ TEXT_DOMAIN }-${ locale }-` ) &&
				name.endsWith( '.json' )
		);
		await Promise.all(
			stale.map( ( name ) => fs.rm( path.join( out, name ) ) )
		);
		const documents = jedDocuments( catalogue, map, locale );
		for ( const [ script, document ] of documents ) {
			await fs.writeFile(
				path.join( out, jsonName( locale, script ) ),
				JSON.stringify( document )
			);
		}
		log(
			`${ path.relative( root, path.resolve( root, file ) ) }: ${
				documents.size
			} JSON files for ${ locale }.`
		);
	}
	return 0;
}

const invokedPath = process.argv[ 1 ];
if ( invokedPath && import.meta.url === pathToFileURL( invokedPath ).href ) {
	process.exitCode = await main( process.argv.slice( 2 ) );
}
