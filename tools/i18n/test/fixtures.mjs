/**
 * Helpers for the i18n tool tests: plugin folders built in a temp directory.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { po } from 'gettext-parser';

/**
 * A main plugin file with a full header.
 *
 * @param {string} extra PHP appended after the header.
 * @return {string} File contents.
 */
export function pluginFile( extra = '' ) {
	return `<?php
/**
 * Plugin Name:       Fixture Plugin
 * Plugin URI:        https://example.com/plugin
 * Description:       A plugin for tests.
 * Version:           1.2.3
 * Author:            Fixture Author
 * Author URI:        https://example.com
 * License:           GPL-2.0-or-later
 * Text Domain:       uipress
 */
${ extra }`;
}

/**
 * Writes files into a new temporary folder.
 *
 * @param {Object<string, string>} files Contents by relative path.
 * @return {Promise<string>} The folder.
 */
export async function makeFixture( files ) {
	const root = await mkdtemp( path.join( tmpdir(), 'uipress-i18n-' ) );
	await writeFixtureFiles( root, files );
	return root;
}

/**
 * Writes (or overwrites) files in a fixture folder.
 *
 * @param {string}                 root  Folder.
 * @param {Object<string, string>} files Contents by relative path.
 */
export async function writeFixtureFiles( root, files ) {
	for ( const [ file, contents ] of Object.entries( files ) ) {
		const absolute = path.join( root, file );
		await mkdir( path.dirname( absolute ), { recursive: true } );
		await writeFile( absolute, contents );
	}
}

/**
 * Removes a fixture folder.
 *
 * @param {string} root Folder.
 */
export async function removeFixture( root ) {
	await rm( root, { recursive: true, force: true } );
}

/**
 * Parses a POT file.
 *
 * @param {string} file Absolute path.
 * @return {Promise<Object>} gettext-parser table.
 */
export async function readPot( file ) {
	return po.parse( await readFile( file ) );
}

/**
 * The 1-based line of the first occurrence of a text.
 *
 * @param {string} source Source.
 * @param {string} needle Text to find.
 * @return {number} Line.
 */
export function lineOf( source, needle ) {
	const index = source.indexOf( needle );
	if ( index === -1 ) {
		throw new Error( `${ needle } not in fixture` );
	}
	return source.slice( 0, index ).split( '\n' ).length;
}

/**
 * The 1-based lines of every occurrence of a text.
 *
 * @param {string} source Source.
 * @param {string} needle Text to find.
 * @return {number[]} Lines.
 */
export function linesOf( source, needle ) {
	return source
		.split( '\n' )
		.flatMap( ( line, index ) =>
			line.includes( needle ) ? [ index + 1 ] : []
		);
}
