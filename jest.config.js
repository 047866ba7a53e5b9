const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src' ],
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
