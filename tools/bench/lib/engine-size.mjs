/**
 * Size of the engine's own JavaScript: a production build of every engine
 * module (the engine imports no block), gzipped. WordPress packages stay
 * external (WordPress serves them), as in the real build.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '../../local-wordpress/paths.mjs';

const require = createRequire( import.meta.url );

export async function engineSize() {
	process.env.NODE_ENV = 'production';
	const webpack = require( 'webpack' );
	const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
	const outDir = fs.mkdtempSync(
		path.join( os.tmpdir(), 'uipress-engine-size-' )
	);
	const here = path.join( PROJECT_ROOT, 'tools/bench/lib' );

	const config = {
		...defaultConfig,
		mode: 'production',
		entry: { engine: path.join( here, 'engine-entry.ts' ) },
		output: {
			path: outDir,
			filename: '[name].js',
			library: { type: 'window', name: 'uipressEngineSize' },
		},
	};

	const stats = await new Promise( ( resolve, reject ) =>
		webpack( config, ( error, result ) =>
			error ? reject( error ) : resolve( result )
		)
	);
	if ( stats.hasErrors() ) {
		throw new Error( stats.toString( { all: false, errors: true } ) );
	}
	const js = fs.readFileSync( path.join( outDir, 'engine.js' ) );
	const gzipped = zlib.gzipSync( js, { level: 9 } ).length;
	fs.rmSync( outDir, { recursive: true, force: true } );
	return gzipped / 1024;
}
