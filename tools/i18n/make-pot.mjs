/**
 * Generates languages/uipress.pot from the plugin's PHP and TypeScript
 * sources (WP-CLI's `wp i18n make-pot` is not available here).
 *
 * Usage: node tools/i18n/make-pot.mjs [--check]
 *   --check  Do not write; exit 1 when the file on disk is out of date.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { makePot } from './generate.mjs';
import { POT_FILE, REPO_ROOT } from './project.mjs';
import { SourceError } from './source-error.mjs';

const USAGE = 'Usage: node tools/i18n/make-pot.mjs [--check]';

/**
 * Runs the command.
 *
 * @param {string[]} args           Command-line arguments.
 * @param {Object}   options
 * @param {string}   options.root   Plugin folder (the repository).
 * @param {string}   options.output Template path.
 * @param {Function} options.log    Prints a line of output.
 * @param {Function} options.error  Prints a line of error output.
 * @return {Promise<number>} Exit code.
 */
export async function main(
	args,
	{
		root = REPO_ROOT,
		output = path.join( root, POT_FILE ),
		log = console.log,
		error = console.error,
	} = {}
) {
	const unknown = args.filter( ( arg ) => arg !== '--check' );
	if ( unknown.length ) {
		error( `Unknown argument ${ unknown[ 0 ] }. ${ USAGE }` );
		return 2;
	}
	const check = args.includes( '--check' );
	const name = path.relative( root, output ).split( path.sep ).join( '/' );

	let result;
	try {
		result = await makePot( { root, output, check } );
	} catch ( failure ) {
		if ( failure instanceof SourceError ) {
			error( `Cannot generate ${ name }: ${ failure.message }` );
			return 1;
		}
		throw failure;
	}

	const summary = `${ result.stringCount } strings from ${ result.sourceFileCount } files (${ result.fileCount } scanned)`;
	switch ( result.status ) {
		case 'outdated':
			error( `${ name } is out of date: run npm run i18n:pot` );
			return 1;
		case 'written':
			log( `Wrote ${ name }: ${ summary }.` );
			return 0;
		default:
			log( `${ name } is up to date: ${ summary }.` );
			return 0;
	}
}

const invokedPath = process.argv[ 1 ];
if ( invokedPath && import.meta.url === pathToFileURL( invokedPath ).href ) {
	process.exitCode = await main( process.argv.slice( 2 ) );
}
