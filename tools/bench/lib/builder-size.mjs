/**
 * Size of the builder's own JavaScript: build/builder.js and every other
 * script of build/ the builder page loaded (its chunks), each gzipped at
 * level 9 as a server would send it. WordPress's own packages are external
 * (WordPress serves them) and not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '../../local-wordpress/paths.mjs';

const BUILD = path.join( PROJECT_ROOT, 'build' );

/**
 * The file names under build/ of the scripts among `urls` that are the
 * builder or chunks: other entry points (a `<name>.asset.php` beside them,
 * e.g. runtime.js) are left out.
 *
 * @param {Iterable<string>} urls Addresses the page requested.
 * @return {string[]} e.g. [ 'builder.js', 'screens/blocks/heading.js' ].
 */
export function buildScripts( urls ) {
	const names = new Set();
	for ( const url of urls ) {
		const match = /\/build\/([^?#]+\.js)(?:[?#]|$)/.exec( url );
		if ( ! match || ! fs.existsSync( path.join( BUILD, match[ 1 ] ) ) ) {
			continue;
		}
		const entry = match[ 1 ].replace( /\.js$/, '' );
		const isOtherEntry =
			entry !== 'builder' &&
			fs.existsSync( path.join( BUILD, `${ entry }.asset.php` ) );
		if ( ! isOtherEntry ) {
			names.add( match[ 1 ] );
		}
	}
	return [ ...names ].sort();
}

/**
 * Gzipped size of build/builder.js and the chunks the page loaded.
 *
 * @param {Iterable<string>} loadedUrls Addresses the builder page requested.
 * @return {{ kb: number, files: Array<{ name: string, kb: number }> }} Sizes in KB.
 */
export function builderSize( loadedUrls ) {
	const names = new Set( [ 'builder.js', ...buildScripts( loadedUrls ) ] );
	const files = [ ...names ].map( ( name ) => {
		const file = path.join( BUILD, name );
		if ( ! fs.existsSync( file ) ) {
			throw new Error( `build/${ name } is missing` );
		}
		const gzipped = zlib.gzipSync( fs.readFileSync( file ), { level: 9 } );
		return { name, kb: gzipped.length / 1024 };
	} );
	return {
		kb: files.reduce( ( sum, file ) => sum + file.kb, 0 ),
		files,
	};
}
