/**
 * Lists the files to scan for translatable strings.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import { SOURCES } from './project.mjs';

/** Folders that hold tests, never shipped strings. */
const SKIPPED_DIRS = new Set( [ 'test', '__tests__', 'node_modules' ] );

/**
 * Whether a file name is a test or a type declaration.
 *
 * @param {string} name File name.
 * @return {boolean} True when the file is not scanned.
 */
function isSkippedFile( name ) {
	return /\.test\.[^.]+$/.test( name ) || name.endsWith( '.d.ts' );
}

/**
 * Compares paths by code unit, so the order never depends on the locale.
 *
 * @param {string} a One path.
 * @param {string} b The other path.
 * @return {number} Sort order.
 */
export function comparePaths( a, b ) {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

/**
 * Whether a path exists and is of the wanted kind.
 *
 * @param {string} absolute Absolute path.
 * @param {string} kind     'file' or 'dir'.
 * @return {Promise<boolean>} True when present.
 */
async function exists( absolute, kind ) {
	try {
		const info = await stat( absolute );
		return kind === 'dir' ? info.isDirectory() : info.isFile();
	} catch ( error ) {
		if ( error.code === 'ENOENT' ) {
			return false;
		}
		throw error;
	}
}

/**
 * Walks a folder and collects the files with the given extensions.
 *
 * @param {string}   root       Scanned root.
 * @param {string}   relative   Folder relative to the root, POSIX separators.
 * @param {string[]} extensions Extensions with their dot.
 * @param {string[]} found      Collected relative paths.
 */
async function walk( root, relative, extensions, found ) {
	const entries = await readdir( path.join( root, relative ), {
		withFileTypes: true,
	} );
	for ( const entry of entries ) {
		const child = `${ relative }/${ entry.name }`;
		if ( entry.isDirectory() ) {
			if ( ! SKIPPED_DIRS.has( entry.name ) ) {
				await walk( root, child, extensions, found );
			}
		} else if (
			entry.isFile() &&
			extensions.includes( path.extname( entry.name ) ) &&
			! isSkippedFile( entry.name )
		) {
			found.push( child );
		}
	}
}

/**
 * The files to scan, relative to the root with POSIX separators, sorted.
 *
 * @param {string} root    Folder the sources are relative to.
 * @param {Array}  sources What to scan (defaults to the plugin's sources).
 * @return {Promise<string[]>} Relative paths.
 */
export async function findSources( root, sources = SOURCES ) {
	const found = [];
	for ( const source of sources ) {
		if ( source.file ) {
			if ( await exists( path.join( root, source.file ), 'file' ) ) {
				found.push( source.file );
			}
		} else if ( await exists( path.join( root, source.dir ), 'dir' ) ) {
			await walk( root, source.dir, source.extensions, found );
		}
	}
	return [ ...new Set( found ) ].sort( comparePaths );
}
