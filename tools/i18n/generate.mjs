/**
 * Builds the translation template of a plugin folder and keeps the file on
 * disk up to date.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { mergeMessages } from './catalog.mjs';
import { extractJs } from './extract-js.mjs';
import { extractPhp } from './extract-php.mjs';
import { findSources } from './find-sources.mjs';
import { headerMessages, readPluginHeader } from './plugin-header.mjs';
import {
	ADOPTED_SOURCES,
	BUGS_URL,
	PLUGIN_FILE,
	TEXT_DOMAIN,
} from './project.mjs';
import { SourceError } from './source-error.mjs';
import { formatPotDate, readCreationDate, renderPot } from './write-pot.mjs';

/**
 * Reads a UTF-8 file.
 *
 * @param {string} file Absolute path.
 * @return {Promise<?string>} Contents, or null when the file does not exist.
 */
async function readText( file ) {
	try {
		return await readFile( file, 'utf8' );
	} catch ( error ) {
		if ( error.code === 'ENOENT' ) {
			return null;
		}
		throw error;
	}
}

/**
 * Scans a plugin folder.
 *
 * @param {string}   root    Plugin folder.
 * @param {string[]} adopted Bundled libraries whose domainless strings count
 *                           as the plugin's (project.mjs ADOPTED_SOURCES).
 * @return {Promise<Object>} `{ entries, project, fileCount, sourceFileCount }`:
 *         template entries, the project's header fields, how many files were
 *         scanned and how many of them have strings.
 * @throws {SourceError} When the plugin header is missing or a file does not
 *         parse.
 */
export async function collectEntries( root, adopted = ADOPTED_SOURCES ) {
	const withoutBom = ( text ) => text?.replace( /^\uFEFF/, '' ) ?? null;
	const pluginSource = withoutBom(
		await readText( path.join( root, PLUGIN_FILE ) )
	);
	const fields = readPluginHeader( pluginSource ?? '' );
	if ( ! fields[ 'Plugin Name' ] ) {
		throw new SourceError(
			PLUGIN_FILE,
			1,
			pluginSource === null
				? 'file not found'
				: 'no plugin header (no "Plugin Name:" line)'
		);
	}

	const messages = headerMessages( fields, PLUGIN_FILE );
	const files = await findSources( root );
	for ( const file of files ) {
		const source = withoutBom( await readText( path.join( root, file ) ) );
		const extract = file.endsWith( '.php' ) ? extractPhp : extractJs;
		messages.push( ...extract( source, file ) );
	}
	// A folder without the library (a test's) has none of its strings;
	// in the plugin, `make-pot --check` would see them go missing.
	const adoptedFound = [];
	for ( const file of adopted ) {
		const source = withoutBom( await readText( path.join( root, file ) ) );
		if ( source !== null ) {
			adoptedFound.push( file );
			messages.push(
				...extractJs( source, file, { adoptDefault: true } )
			);
		}
	}

	return {
		entries: mergeMessages( messages ),
		project: {
			name: fields[ 'Plugin Name' ].value,
			version: fields.Version?.value,
			author: fields.Author?.value,
			license: fields.License?.value,
			domain: TEXT_DOMAIN,
			bugsUrl: BUGS_URL,
		},
		fileCount: files.length + adoptedFound.length,
		sourceFileCount: new Set( messages.map( ( { file } ) => file ) ).size,
	};
}

/**
 * The template without the line numbers of its references (`#: a.php:12`
 * becomes `#: a.php`): what `check` compares, so moving code around does not
 * make a template with the right strings, comments and files "out of date".
 *
 * @param {string} pot Template text.
 * @return {string} The same text without reference line numbers.
 */
export function withoutLineNumbers( pot ) {
	return pot.replace( /^#: .*$/gm, ( line ) =>
		line.replace( /:\d+(?=\s|$)/g, '' )
	);
}

/**
 * Generates the template of a plugin folder and writes it, or with `check`
 * only compares it with the file on disk (ignoring reference line numbers).
 *
 * POT-Creation-Date stays the one on disk as long as nothing else in the
 * file changes, so running again without changes leaves the file as is.
 *
 * @param {Object}  options
 * @param {string}  options.root   Plugin folder to scan.
 * @param {string}  options.output Template path (absolute).
 * @param {boolean} options.check  Compare only, do not write.
 * @param {Date}    options.now    Creation date of a changed template.
 * @return {Promise<Object>} `{ status, stringCount, fileCount,
 *         sourceFileCount }`; status is 'written' or 'unchanged', or with
 *         `check`, 'current' or 'outdated'.
 */
export async function makePot( {
	root,
	output,
	check = false,
	now = new Date(),
} ) {
	const { entries, project, fileCount, sourceFileCount } =
		await collectEntries( root );
	const stats = { stringCount: entries.length, fileCount, sourceFileCount };

	const previous = await readText( output );
	const previousDate =
		previous === null ? null : readCreationDate( previous );
	const render = ( creationDate ) =>
		renderPot( { entries, project, creationDate } );
	const unchanged =
		previousDate !== null && render( previousDate ) === previous;

	if ( check ) {
		const current =
			previousDate !== null &&
			withoutLineNumbers( render( previousDate ) ) ===
				withoutLineNumbers( previous );
		return { status: current ? 'current' : 'outdated', ...stats };
	}
	if ( unchanged ) {
		return { status: 'unchanged', ...stats };
	}
	await mkdir( path.dirname( output ), { recursive: true } );
	await writeFile( output, render( formatPotDate( now ) ) );
	return { status: 'written', ...stats };
}
