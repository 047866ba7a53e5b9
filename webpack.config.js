/**
 * Build entries: one per admin screen, plus the runtime that renders templates.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		builder: './src/builder/index.tsx',
		'menu-creator': './src/menu-creator/index.tsx',
		settings: './src/settings/index.tsx',
		runtime: './src/runtime/index.ts',
		preview: './src/preview/index.tsx',
		'frame-bridge': './src/frame-bridge/index.ts',
	},
};
