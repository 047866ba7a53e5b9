/**
 * Writes the Material Symbols icon names the icon option offers to
 * src/builder/settings/controls/icon/icon-names.json, read from the type
 * declarations of @material-symbols/font-400 (the font the blocks draw
 * icons with). Run it after updating that package: `npm run icons:names`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve( dirname( fileURLToPath( import.meta.url ) ), '../..' );
const source = resolve(
	root,
	'node_modules/@material-symbols/font-400/index.d.ts'
);
const target = resolve(
	root,
	'src/builder/settings/controls/icon/icon-names.json'
);

/**
 * The icon names of the package's `MaterialSymbols` tuple type, sorted and
 * without duplicates.
 *
 * @param {string} declarations The text of index.d.ts.
 * @return {string[]} Icon names.
 */
export function iconNames( declarations ) {
	const names = new Set();
	for ( const match of declarations.matchAll( /"([a-z0-9_]+)"/g ) ) {
		names.add( match[ 1 ] );
	}
	return [ ...names ].sort();
}

const names = iconNames( await readFile( source, 'utf8' ) );
if ( names.length === 0 ) {
	throw new Error( `No icon names found in ${ source }` );
}
await writeFile( target, JSON.stringify( names ) + '\n' );
process.stdout.write( `Wrote ${ names.length } icon names to ${ target }\n` );
