/**
 * Checks on the built interface script (run after `npm run build`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const BUILD = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../../build'
);

test( 'runtime.js carries none of the webpack helpers only bundled libraries use', () => {
	const file = path.join( BUILD, 'runtime.js' );
	assert.ok( fs.existsSync( file ), 'Run `npm run build` first.' );
	const source = fs.readFileSync( file, 'utf8' );
	// A chunk depending on runtime.js has its webpack helpers defined there:
	// a library bundled into a block chunk (not built as `vendor/<name>`,
	// see webpack.config.js) brings these onto every interface page.
	const helpers = {
		'fake namespace objects (__webpack_require__.t)': /\b\w\.t=function\(/,
		'style nonces (__webpack_require__.nc)': /\b\w\.nc=void 0/,
		'CommonJS wrappers (__webpack_require__.cw)': /\b\w\.cw=/,
		'default export names (__webpack_require__.dn)': /\b\w\.dn=/,
	};
	for ( const [ helper, pattern ] of Object.entries( helpers ) ) {
		assert.doesNotMatch(
			source,
			pattern,
			`runtime.js defines ${ helper }.`
		);
	}
} );
