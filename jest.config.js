const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src' ],
	testPathIgnorePatterns: [
		'/node_modules/',
		'/build/',
		'/.wordpress/',
		'/vendor/',
	],
};
