/**
 * What an admin page loads from the plugin's build folder: records the
 * scripts and stylesheets the browser fetched from
 * /wp-content/plugins/uipress/build/ and gzips each file as built.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PLUGIN_SLUG, PROJECT_ROOT } from '../../local-wordpress/paths.mjs';

const BUILD_PATH = `/wp-content/plugins/${ PLUGIN_SLUG }/build/`;

/**
 * Starts recording the plugin's build files a page requests.
 *
 * @param {import('@playwright/test').Page} page
 * @return {() => string[]} Returns the build-relative paths seen so far.
 */
export function recordPluginAssets( page ) {
	const seen = new Set();
	page.on( 'request', ( request ) => {
		const { pathname } = new URL( request.url() );
		if (
			pathname.includes( BUILD_PATH ) &&
			/\.(js|css)$/.test( pathname )
		) {
			seen.add(
				pathname.slice(
					pathname.indexOf( BUILD_PATH ) + BUILD_PATH.length
				)
			);
		}
	} );
	return () => [ ...seen ].sort();
}

/**
 * Sizes of build files, raw and gzipped (zlib level 9, as a server set to
 * compress would send them at best).
 *
 * @param {string[]} files Build-relative paths.
 * @return {{ file: string, bytes: number, gzipBytes: number }[]} One row per file.
 */
export function gzipSizes( files ) {
	return files.map( ( file ) => {
		const content = fs.readFileSync(
			path.join( PROJECT_ROOT, 'build', file )
		);
		return {
			file,
			bytes: content.length,
			gzipBytes: zlib.gzipSync( content, { level: 9 } ).length,
		};
	} );
}
