const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

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
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'<rootDir>/tests/js/setup-jest.ts',
	],
};
