/**
 * The map of source files to built scripts (build/i18n-map.json).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';

const require = createRequire( import.meta.url );
const { moduleResources, sourceMap } = require( '../i18n-map-plugin.js' );

describe( 'i18n map', () => {
	it( 'lists each source with the scripts that carry it, under build/', () => {
		const map = sourceMap(
			[
				{
					files: [ 'screens/12.js?ver=abc', 'screens/12.css' ],
					sources: [
						'/plugin/src/a.tsx',
						'/plugin/node_modules/x/index.js',
					],
				},
				{
					files: [ 'builder.js' ],
					sources: [ '/plugin/src/a.tsx', '/plugin/src/b.ts' ],
				},
				{ files: [ 'styles.css' ], sources: [ '/plugin/src/c.scss' ] },
			],
			'/plugin',
			'/plugin/build'
		);
		assert.deepEqual( map, {
			'src/a.tsx': [ 'build/builder.js', 'build/screens/12.js' ],
			'src/b.ts': [ 'build/builder.js' ],
		} );
	} );

	it( 'reads the parts of a concatenated module and drops queries', () => {
		assert.deepEqual(
			moduleResources( {
				modules: [
					{ resource: '/plugin/src/a.ts' },
					{ resource: '/plugin/src/b.ts?inline' },
					{},
				],
			} ),
			[ '/plugin/src/a.ts', '/plugin/src/b.ts' ]
		);
	} );
} );
