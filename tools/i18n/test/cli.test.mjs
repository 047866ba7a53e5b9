/**
 * The command line: messages and exit codes.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';

import { main } from '../make-pot.mjs';
import {
	makeFixture,
	pluginFile,
	removeFixture,
	writeFixtureFiles,
} from './fixtures.mjs';

describe( 'make-pot command', () => {
	let root;
	let output;
	let out;
	let run;

	beforeEach( async () => {
		root = await makeFixture( {
			'uipress.php': pluginFile( "__( 'One', 'uipress' );\n" ),
			'src/index.ts': `import { __ } from '@wordpress/i18n';\n__( 'Two', 'uipress' );\n`,
		} );
		output = path.join( root, 'languages', 'uipress.pot' );
		out = { log: [], error: [] };
		run = ( ...args ) =>
			main( args, {
				root,
				output,
				log: ( line ) => out.log.push( line ),
				error: ( line ) => out.error.push( line ),
			} );
	} );

	afterEach( () => removeFixture( root ) );

	it( 'writes the template and prints a summary', async () => {
		assert.equal( await run(), 0 );
		assert.deepEqual( out.log, [
			'Wrote languages/uipress.pot: 7 strings from 2 files (2 scanned).',
		] );
		assert.equal( await run( '--check' ), 0 );
		assert.match( out.log[ 1 ], /^languages\/uipress\.pot is up to date/ );
	} );

	it( 'passes --check when only line numbers moved', async () => {
		await run();
		await writeFixtureFiles( root, {
			'src/index.ts': `import { __ } from '@wordpress/i18n';\n\n\n__( 'Two', 'uipress' );\n`,
		} );
		assert.equal( await run( '--check' ), 0 );
	} );

	it( 'fails --check when a string moved to another file', async () => {
		await run();
		await writeFixtureFiles( root, {
			'src/index.ts': `import { __ } from '@wordpress/i18n';\n`,
			'src/other.ts': `import { __ } from '@wordpress/i18n';\n__( 'Two', 'uipress' );\n`,
		} );
		assert.equal( await run( '--check' ), 1 );
	} );

	it( 'fails --check when the template is out of date, without writing', async () => {
		await run();
		const before = await readFile( output, 'utf8' );
		await writeFixtureFiles( root, {
			'src/index.ts': `import { __ } from '@wordpress/i18n';\n__( 'Three', 'uipress' );\n`,
		} );
		assert.equal( await run( '--check' ), 1 );
		assert.deepEqual( out.error, [
			'languages/uipress.pot is out of date: run npm run i18n:pot',
		] );
		assert.equal( await readFile( output, 'utf8' ), before );
	} );

	it( 'fails with file and line on a parse error', async () => {
		await writeFixtureFiles( root, {
			'includes/Broken.php': '<?php\n\nfunction (;\n',
		} );
		assert.equal( await run(), 1 );
		assert.equal( out.error.length, 1 );
		assert.match(
			out.error[ 0 ],
			/^Cannot generate languages\/uipress\.pot: includes\/Broken\.php:3: /
		);
	} );

	it( 'fails when the plugin header is missing', async () => {
		await writeFixtureFiles( root, { 'uipress.php': '<?php\n' } );
		assert.equal( await run(), 1 );
		assert.match( out.error[ 0 ], /uipress\.php:1: no plugin header/ );
	} );

	it( 'rejects unknown arguments', async () => {
		assert.equal( await run( '--write' ), 2 );
		assert.match( out.error[ 0 ], /^Unknown argument --write\. Usage:/ );
	} );
} );
