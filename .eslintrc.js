module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
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
	overrides: [
		{
			files: [ '**/test/**/*.[jt]s?(x)', '**/*.test.[jt]s?(x)' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-unit' ],
		},
		{
			files: [ 'tests/e2e/**/*.[jt]s' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-playwright' ],
		},
		{
			files: [
				'tools/**/*.mjs',
				'tests/e2e/**/*.[jt]s',
				'*.config.js',
				'webpack.config.js',
			],
			rules: {
				'no-console': 'off',
				'import/no-extraneous-dependencies': 'off',
			},
		},
	],
};
