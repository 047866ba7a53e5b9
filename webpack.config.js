/**
 * Two builds from one source:
 *
 * - the screens (builder, menu creator, settings, preview, frame bridge),
 *   one entry each; their lazily loaded block code goes to build/screens/;
 * - the interface (runtime), alone, so its block chunks (build/blocks/<folder>)
 *   hold only what runtime.js lacks: a template's page loads runtime.js and
 *   the chunks of the blocks it uses, which the server reads from
 *   build/block-chunks.php. Code two or more blocks share is in
 *   build/blocks/common.js. Engine features a template may not use
 *   (conditions, interactions, custom menus, query loops, tooltips) are
 *   chunks too: build/engine/. Toasts, which most pages never show, load on
 *   the first one: build/later/. Libraries a chunk needs are built apart:
 *   build/vendor/.
 *
 * The interface's chunks are entries that depend on runtime.js, not
 * `import()`s: the server prints every chunk a page needs, so runtime.js
 * carries no code to find, fetch and wait for chunks. Each chunk leaves its
 * export on `window.uipressChunks` (src/shared/printed-chunks.ts).
 */
const path = require( 'node:path' );
const BlockChunksPlugin = require( './tools/webpack/block-chunks-plugin' );
const I18nMapPlugin = require( './tools/webpack/i18n-map-plugin' );
const adoptI18nDomain = require( './tools/webpack/adopt-i18n-domain' );
const ADOPTED_SOURCES = require( './tools/i18n/adopted-sources.json' ).files;
const stripBuilderTexts = require( './tools/webpack/strip-builder-texts' );

const BLOCK_FOLDERS = [
	...new Set( Object.values( require( './src/blocks/chunks.json' ) ) ),
];
const ENGINE_FEATURES = require( './src/engine/features/features.json' );

const WP_CONFIG = '@wordpress/scripts/config/webpack.config';

// One map of source files to built scripts for both builds (translations),
// the adopted libraries' included.
const i18nMap = new I18nMapPlugin( {
	root: __dirname,
	file: path.resolve( __dirname, 'build/i18n-map.json' ),
	sources: ( file ) =>
		file.startsWith( 'src/' ) || ADOPTED_SOURCES.includes( file ),
} );

/**
 * A build's module rules with the adopted libraries' i18n calls given
 * UiPress's text domain (tools/webpack/adopt-i18n-domain.js).
 *
 * @param {import('webpack').ModuleOptions} module A build's module options.
 * @return {import('webpack').ModuleOptions} The same with the rule first.
 */
function withAdoptedStrings( module ) {
	return {
		...module,
		rules: [
			{
				include: ADOPTED_SOURCES.map( ( file ) =>
					path.resolve( __dirname, file )
				),
				enforce: 'pre',
				use: [
					{
						loader: require.resolve( 'babel-loader' ),
						options: {
							babelrc: false,
							configFile: false,
							compact: false,
							plugins: [ adoptI18nDomain ],
						},
					},
				],
			},
			...module.rules,
		],
	};
}

/**
 * A fresh copy of @wordpress/scripts' configuration: each build needs its
 * own plugin instances (they keep state per compilation).
 */
function wordpressConfig() {
	delete require.cache[ require.resolve( WP_CONFIG ) ];
	return require( WP_CONFIG );
}

/**
 * Sets where a build writes the CSS of its lazily loaded chunks.
 *
 * @param {import('webpack').Configuration} config   Configuration.
 * @param {string}                          template Chunk CSS file name.
 */
function setChunkCss( config, template ) {
	config.plugins
		.filter(
			( plugin ) => plugin.constructor.name === 'MiniCssExtractPlugin'
		)
		.forEach( ( plugin ) => {
			plugin.options.chunkFilename = template;
		} );
}

const screensBase = wordpressConfig();
const screens = {
	...screensBase,
	name: 'screens',
	entry: {
		builder: './src/builder/index.tsx',
		'menu-creator': './src/menu-creator/index.tsx',
		settings: './src/settings/index.tsx',
		'user-management': './src/user-management/index.tsx',
		folders: './src/folders/index.tsx',
		preview: './src/preview/index.tsx',
		'frame-bridge': './src/frame-bridge/index.ts',
		commands: './src/commands/index.ts',
	},
	output: {
		...screensBase.output,
		chunkFilename: 'screens/[name].js?ver=[chunkhash]',
		// The interface build writes to the same folder.
		clean: {
			keep: /^(fonts|images|blocks|engine|later|vendor)\/|^runtime[.-]|^block-chunks\.php$/,
		},
	},
	module: withAdoptedStrings( screensBase.module ),
	plugins: [ ...screensBase.plugins, i18nMap ],
};
setChunkCss( screens, 'screens/[name].css' );

/**
 * `fullscreen-toggle` → `fullscreenToggle`.
 *
 * @param {string} name A folder or feature name.
 * @return {string} Its camel-case form.
 */
function camelCase( name ) {
	return name.replace( /-(\w)/g, ( match, letter ) => letter.toUpperCase() );
}

/**
 * An interface chunk: an entry that runs after runtime.js and leaves one
 * export of its module on `window.uipressChunks[ name ]`.
 *
 * @param {string} name       Chunk name (`blocks/button`).
 * @param {string} module     Its module.
 * @param {string} exportName The export it leaves.
 * @return {import('webpack').EntryObject[string]} The entry.
 */
function interfaceChunk( name, module, exportName ) {
	return {
		import: module,
		dependOn: 'runtime',
		library: {
			type: 'window',
			name: [ 'uipressChunks', name ],
			export: exportName,
		},
	};
}

const interfaceEntries = { runtime: './src/runtime/index.ts' };
BLOCK_FOLDERS.forEach( ( folder ) => {
	interfaceEntries[ `blocks/${ folder }` ] = interfaceChunk(
		`blocks/${ folder }`,
		`./src/blocks/${ folder }/definition.ts`,
		`${ camelCase( folder ) }Definition`
	);
} );
ENGINE_FEATURES.forEach( ( feature ) => {
	interfaceEntries[ `engine/${ feature }` ] = interfaceChunk(
		`engine/${ feature }`,
		`./src/engine/features/${ feature }.ts`,
		`${ camelCase( feature ) }Feature`
	);
} );

// Code most interface pages never run, loaded when first needed
// (src/shared/printed-chunks.ts: laterChunk()).
interfaceEntries[ 'later/toasts' ] = interfaceChunk(
	'later/toasts',
	'./src/engine/notifications/notification-toast.tsx',
	'default'
);
// The panel of a container off-canvas on small screens.
interfaceEntries[ 'later/off-canvas' ] = interfaceChunk(
	'later/off-canvas',
	'./src/components/off-canvas/index.tsx',
	'default'
);

// What the account menu opens, when it first opens.
interfaceEntries[ 'later/account-panel' ] = interfaceChunk(
	'later/account-panel',
	'./src/blocks/shared/account-panel.tsx',
	'default'
);

// The admin menu's hover flyout, when a flyout first opens.
interfaceEntries[ 'later/hover-submenu' ] = interfaceChunk(
	'later/hover-submenu',
	'./src/blocks/admin-menu/hover-submenu.tsx',
	'default'
);

// The admin menu's "ask before opening" dialog, when an entry first asks.
interfaceEntries[ 'later/confirm-open' ] = interfaceChunk(
	'later/confirm-open',
	'./src/blocks/admin-menu/confirm-open.tsx',
	'default'
);

// What captures and sends the chrome's snapshot, on pages printed without
// one for their width (src/runtime/chrome-snapshot/use-chrome-snapshot.ts).
interfaceEntries[ 'later/snapshot' ] = interfaceChunk(
	'later/snapshot',
	'./src/runtime/chrome-snapshot/start.ts',
	'default'
);

// Libraries a block chunk needs, each built with a webpack runtime of its
// own: bundled into the chunk, a library's webpack helpers (namespace
// objects, CommonJS wrappers, style nonces) would land in runtime.js, which
// every interface page loads. The server prints a library's files before
// the chunk's (BlockChunksPlugin's `libraries`).
const INTERFACE_LIBRARIES = {
	'vendor/dataviews': {
		module: './src/blocks/posts-table/data-views.ts',
		exportName: 'DataViews',
		usedBy: [ 'blocks/posts-table', 'blocks/users-list' ],
	},
	'vendor/world-geometry': {
		module: './src/blocks/shared/analytics/map/world-geometry.ts',
		exportName: 'countryShapes',
		usedBy: [ 'blocks/analytics-map', 'blocks/store-orders-map' ],
	},
};
Object.entries( INTERFACE_LIBRARIES ).forEach(
	( [ name, { module, exportName } ] ) => {
		interfaceEntries[ name ] = {
			import: module,
			library: {
				type: 'window',
				name: [ 'uipressChunks', name ],
				export: exportName,
			},
		};
	}
);

const interfaceBase = wordpressConfig();
const interfaceModule = withAdoptedStrings( interfaceBase.module );
const runtime = {
	...interfaceBase,
	name: 'interface',
	// After the screens build, whose clean step would remove these files.
	dependencies: [ 'screens' ],
	entry: interfaceEntries,
	resolve: {
		...interfaceBase.resolve,
		// A block's `component` module: the view itself, not a lazy loader.
		extensions: [ '.interface.ts', ...interfaceBase.resolve.extensions ],
	},
	output: {
		...interfaceBase.output,
		uniqueName: 'uipressInterface',
		// Only this build's own files; the screens build wrote the rest.
		clean: {
			keep: ( file ) =>
				! /^(blocks\/|engine\/|later\/|vendor\/|runtime[.-]|block-chunks\.php$)/.test(
					file
				),
		},
	},
	module: {
		...interfaceModule,
		rules: [
			...interfaceModule.rules,
			// Block definitions and theme colours without the words only the
			// builder and the settings screen show.
			{
				test: /src[\\/](?:blocks[\\/](?:[^\\/]+[\\/]definition|shared[\\/](?:trigger|post|input)-options|fullscreen-toggle[\\/]toggle-options)|engine[\\/]theme[\\/]variables)\.ts$/,
				enforce: 'pre',
				use: [
					{
						loader: require.resolve( 'babel-loader' ),
						options: {
							babelrc: false,
							configFile: false,
							plugins: [
								require.resolve( '@babel/plugin-syntax-typescript' ),
								stripBuilderTexts,
							],
						},
					},
				],
			},
		],
	},
	optimization: {
		...interfaceBase.optimization,
		splitChunks: {
			...interfaceBase.optimization.splitChunks,
			cacheGroups: {
				...interfaceBase.optimization.splitChunks.cacheGroups,
				// The timeseries chart and uPlot, once for the visitor chart
				// and the store revenue chart (other analytics blocks do
				// not load them).
				analyticsChart: {
					test: /[\\/](?:node_modules[\\/]uplot|src[\\/]blocks[\\/]shared[\\/]analytics[\\/]chart)[\\/]/,
					chunks: ( chunk ) =>
						/^blocks\/(?:analytics|store)-/.test(
							chunk.name ?? ''
						),
					minChunks: 2,
					minSize: 0,
					priority: 20,
					name: 'blocks/analytics-timeseries',
					reuseExistingChunk: true,
				},
				// The world map, once for the visitor map and the store
				// orders map (other analytics blocks do not load it).
				analyticsMap: {
					test: /[\\/]src[\\/]blocks[\\/]shared[\\/]analytics[\\/]map[\\/]/,
					chunks: ( chunk ) =>
						/^blocks\/(?:analytics|store)-/.test(
							chunk.name ?? ''
						),
					minChunks: 2,
					minSize: 0,
					priority: 20,
					name: 'blocks/analytics-map-common',
					reuseExistingChunk: true,
				},
				// The analytics blocks' shared client stays out of
				// blocks/common, which templates without them load too.
				analytics: {
					test: /[\\/]src[\\/]blocks[\\/]shared[\\/]analytics[\\/]/,
					chunks: ( chunk ) =>
						/^blocks\/(?:analytics|store)-/.test(
							chunk.name ?? ''
						),
					minChunks: 2,
					minSize: 0,
					priority: 10,
					name: 'blocks/analytics-common',
					reuseExistingChunk: true,
				},
				common: {
					chunks: ( chunk ) =>
						chunk.name !== 'runtime' &&
						! ( chunk.name in INTERFACE_LIBRARIES ),
					minChunks: 2,
					minSize: 0,
					name: 'blocks/common',
					reuseExistingChunk: true,
				},
			},
		},
	},
	plugins: [
		...interfaceBase.plugins,
		i18nMap,
		new BlockChunksPlugin( {
			modulesFile: path.resolve( __dirname, 'src/blocks/chunks.json' ),
			libraries: Object.fromEntries(
				Object.entries( INTERFACE_LIBRARIES ).map(
					( [ name, { usedBy } ] ) => [ name, usedBy ]
				)
			),
		} ),
	],
};

module.exports = [ screens, runtime ];
