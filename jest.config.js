const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

/**
 * Packages that ship only ES modules (uuid, used by @wordpress/components;
 * the .mjs files of @wordpress/theme; marked, the AI chat's Markdown; d3-geo
 * and its d3-array and internmap, the analytics map's projection). Jest
 * runs CommonJS on Node 20, so Babel compiles them like the project's own
 * files.
 */
const ESM_ONLY_PACKAGES = [
	'uuid',
	'@wordpress/theme',
	'marked',
	'd3-geo',
	'd3-array',
	'internmap',
];
const babelTransform = Object.values( defaultConfig.transform ?? {} )[ 0 ];

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src' ],
	// A loaded two-core machine runs a whole editor test past Jest's 5 s
	// default; tests wait for states, and this only bounds a stuck one.
	testTimeout: 60_000,
	// Only *.test.* files are tests; helpers may sit beside them in test/.
	testMatch: [ '**/?(*.)test.[jt]s?(x)' ],
	testPathIgnorePatterns: [
		'/node_modules/',
		'/build/',
		'/.wordpress/',
		'/vendor/',
	],
	...( babelTransform && {
		transform: {
			...defaultConfig.transform,
			'\\.mjs$': babelTransform,
		},
	} ),
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		// The browser build is DataViews' /wp entry (one bundled ES module
		// for plugins); Jest runs the same component from its CommonJS build.
		'^@wordpress/dataviews/wp$': '@wordpress/dataviews',
	},
	transformIgnorePatterns: [
		`/node_modules/(?!(${ ESM_ONLY_PACKAGES.join( '|' ) })/)`,
	],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'<rootDir>/tests/js/setup-jest.ts',
	],
};
