/**
 * ESLint flat config (ESLint 10): @wordpress/eslint-plugin's recommended set,
 * with the unit-test and Playwright sets for their files.
 */
const wordpress = require( '@wordpress/eslint-plugin' );

const unitTestFiles = [
	'**/test/**/*.{js,jsx,ts,tsx}',
	'**/*.test.{js,jsx,ts,tsx}',
];
const e2eFiles = [ 'tests/e2e/**/*.{js,ts}' ];

/**
 * Restricts each config object of a shared set to the given files.
 *
 * @param {Array<Object>} configs Flat config objects.
 * @param {string[]}      files   Glob patterns.
 * @return {Array<Object>} The same configs, limited to files.
 */
const forFiles = ( configs, files ) =>
	configs.map( ( config ) => ( { ...config, files } ) );

module.exports = [
	{
		ignores: [
			'build/',
			'vendor/',
			'node_modules/',
			'.wordpress/',
			'artifacts/',
			'test-results/',
		],
	},
	{
		files: [ '**/*.{js,jsx,mjs,cjs,ts,tsx}' ],
	},
	...wordpress.configs.recommended,
	{
		settings: {
			'import/resolver': {
				node: { extensions: [ '.js', '.jsx', '.ts', '.tsx', '.mjs' ] },
			},
		},
		rules: {
			// Text domain is fixed for the whole plugin.
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'uipress' },
			],
		},
	},
	...forFiles( wordpress.configs[ 'test-unit' ], unitTestFiles ),
	...forFiles( wordpress.configs[ 'test-playwright' ], e2eFiles ),
	{
		files: e2eFiles,
		rules: {
			// Playwright fixtures receive a `use` callback, not React's use().
			'react-hooks/rules-of-hooks': 'off',
			// Shared checks in tests/e2e/utils are named expect…() and assert.
			'playwright/expect-expect': [
				'warn',
				{ assertFunctionPatterns: [ '^expect[A-Z]' ] },
			],
		},
	},
	{
		files: [
			'tools/**/*.mjs',
			...e2eFiles,
			'*.config.js',
			'webpack.config.js',
		],
		rules: {
			'no-console': 'off',
			'import/no-extraneous-dependencies': 'off',
		},
	},
];
