/**
 * Where the local WordPress lives and which release it runs.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { realPathOf, woocommerceHome } from './woocommerce-place.mjs';

export const PROJECT_ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const WORDPRESS_ROOT = path.join( PROJECT_ROOT, '.wordpress' );
export const CACHE_DIR = path.join( WORDPRESS_ROOT, 'cache' );

/** The release every site, test and benchmark runs unless told otherwise. */
export const WP_CURRENT = '7.1.0';
/** The oldest release UiPress supports ("Requires at least"); CI tests it too. */
export const WP_OLDEST = '6.9.7';

/**
 * The release to run: `UIPRESS_WP_VERSION` (e.g. 6.9.7), else WP_CURRENT.
 *
 * @param {NodeJS.ProcessEnv} env Environment.
 * @return {string} A version such as 7.1.0.
 */
export function wantedVersion( env = process.env ) {
	const wanted = ( env.UIPRESS_WP_VERSION ?? '' ).trim();
	if ( wanted === '' ) {
		return WP_CURRENT;
	}
	if ( ! /^\d+\.\d+(\.\d+)?$/.test( wanted ) ) {
		throw new Error(
			`UIPRESS_WP_VERSION must be a release number such as ${ WP_OLDEST }, not "${ wanted }".`
		);
	}
	return wanted.split( '.' ).length === 2 ? `${ wanted }.0` : wanted;
}

export const CORE_VERSION = wantedVersion();
export const CORE_DIR = path.join( WORDPRESS_ROOT, `core-${ CORE_VERSION }` );

/**
 * The database sites use: `UIPRESS_DB=mariadb` (a private MariaDB server the
 * tooling starts, see mariadb.mjs), else SQLite.
 *
 * @param {NodeJS.ProcessEnv} env Environment.
 * @return {'sqlite'|'mariadb'} The engine.
 */
export function wantedDatabase( env = process.env ) {
	const wanted = ( env.UIPRESS_DB ?? '' ).trim().toLowerCase();
	if ( wanted === '' || wanted === 'sqlite' ) {
		return 'sqlite';
	}
	if ( wanted === 'mariadb' || wanted === 'mysql' ) {
		return 'mariadb';
	}
	throw new Error(
		`UIPRESS_DB must be "sqlite" (the default) or "mariadb", not "${ wanted }".`
	);
}

/**
 * Whether sites are made as multisite networks (`UIPRESS_MULTISITE=1`),
 * which needs MariaDB.
 *
 * @param {NodeJS.ProcessEnv} env Environment.
 * @return {boolean} Whether.
 */
export function wantedMultisite( env = process.env ) {
	const wanted = ( env.UIPRESS_MULTISITE ?? '' ).trim();
	return wanted !== '' && wanted !== '0' && wanted !== 'false';
}

/**
 * The persistent object cache sites use: `UIPRESS_OBJECT_CACHE=redis` (a
 * private Redis and a drop-in, see object-cache.mjs), else none.
 *
 * @param {NodeJS.ProcessEnv} env Environment.
 * @return {''|'redis'} The cache.
 */
export function wantedObjectCache( env = process.env ) {
	const wanted = ( env.UIPRESS_OBJECT_CACHE ?? '' ).trim().toLowerCase();
	if ( wanted === '' || wanted === 'none' ) {
		return '';
	}
	if ( wanted === 'redis' ) {
		return 'redis';
	}
	throw new Error(
		`UIPRESS_OBJECT_CACHE must be "redis" or unset, not "${ wanted }".`
	);
}

/**
 * Whether sites are WooCommerce shops (`UIPRESS_WOOCOMMERCE=1`), which needs
 * MariaDB: WooCommerce was proven on MariaDB only (site.mjs refuses SQLite).
 *
 * @param {NodeJS.ProcessEnv} env Environment.
 * @return {boolean} Whether.
 */
export function wantedWoocommerce( env = process.env ) {
	const wanted = ( env.UIPRESS_WOOCOMMERCE ?? '' ).trim();
	return wanted !== '' && wanted !== '0' && wanted !== 'false';
}

export const DATABASE = wantedDatabase();
export const MULTISITE = wantedMultisite();
export const OBJECT_CACHE = wantedObjectCache();
export const WOOCOMMERCE = wantedWoocommerce();

/**
 * Sites of the current release on SQLite live in .wordpress/sites; another
 * release's in .wordpress/sites-<version>, MariaDB sites in
 * .wordpress/sites-mariadb, networks in .wordpress/sites-mariadb-network,
 * sites behind Redis in e.g. .wordpress/sites-mariadb-redis (and
 * sites-6.9.7-mariadb…), WooCommerce shops in e.g.
 * .wordpress/sites-mariadb-woocommerce, so switching never mixes a database with a core or
 * a site with another kind of site, and each kind can be tested beside the
 * others.
 *
 * @param {Object}  flavour
 * @param {string}  flavour.version     WordPress release.
 * @param {string}  flavour.database    'sqlite' or 'mariadb'.
 * @param {boolean} flavour.multisite   Whether a network.
 * @param {string}  flavour.objectCache '' or 'redis'.
 * @param {boolean} flavour.woocommerce Whether WooCommerce shops.
 * @return {string} The folder holding such sites.
 */
export function sitesDirFor( {
	version,
	database,
	multisite,
	objectCache = '',
	woocommerce = false,
} ) {
	const parts = [
		version === WP_CURRENT ? '' : version,
		database === 'sqlite' ? '' : database,
		multisite ? 'network' : '',
		objectCache,
		woocommerce ? 'woocommerce' : '',
	].filter( Boolean );
	return path.join( WORDPRESS_ROOT, [ 'sites', ...parts ].join( '-' ) );
}

export const SITES_DIR = sitesDirFor( {
	version: CORE_VERSION,
	database: DATABASE,
	multisite: MULTISITE,
	objectCache: OBJECT_CACHE,
	woocommerce: WOOCOMMERCE,
} );

/**
 * The WooCommerce the shops run: a published release kept beside the project
 * (see ../shared/woocommerce/README.md), never in the repository, unpacked
 * once into woocommerceHome()/woocommerce-<version>.
 */
export const WOOCOMMERCE_PLUGIN = {
	version: '10.0.2',
	archive: path.resolve(
		PROJECT_ROOT,
		'../shared/woocommerce/woocommerce-10.0.2.tar.gz'
	),
	sha256: '8a95689b4d2a7bc39e9374431f9b81f0dd57f3bae3c0337f9a8dc1ce1a8130ed',
};

/** Where WooCommerce releases are unpacked (woocommerce-place.mjs says why). */
export const WOOCOMMERCE_HOME = woocommerceHome(
	process.env,
	realPathOf( PROJECT_ROOT ),
	`woocommerce-${ WOOCOMMERCE_PLUGIN.version }`
);
export const WOOCOMMERCE_DIR = path.join(
	WOOCOMMERCE_HOME,
	`woocommerce-${ WOOCOMMERCE_PLUGIN.version }`
);

/** Release archives kept beside the project (see ../shared/wordpress/README.md). */
export const SHARED_WORDPRESS_DIR = path.resolve(
	PROJECT_ROOT,
	'../shared/wordpress'
);

/**
 * Last resort only: release builds of an old WordPress on the npm registry.
 */
export const LEGACY_CORE = {
	package: '@wp-playground/wordpress-builds@0.9.19',
	build: 'wp-6.5',
	version: '6.5.5',
};

/**
 * The SQLite Database Integration plugin: the zip at the root of WordPress
 * Playground's CLI package, the newest release on the registries (3.0.2).
 */
export const SQLITE_PLUGIN = {
	package: '@wp-playground/cli@3.1.56',
	zip: 'package/sqlite-database-integration.zip',
	version: '3.0.2',
};
export const SQLITE_DIR = path.join(
	WORDPRESS_ROOT,
	`sqlite-database-integration-${ SQLITE_PLUGIN.version }`
);

/** The plugin's folder name inside wp-content/plugins. */
export const PLUGIN_SLUG = 'uipress';

/** Local sites: the one `npm start` serves, and the ones tests create afresh. */
export const SITES = {
	dev: { port: 8888, title: 'UiPress' },
	e2e: { port: 8889, title: 'UiPress E2E' },
	'e2e-2': { port: 8893, title: 'UiPress E2E' },
	'e2e-3': { port: 8894, title: 'UiPress E2E' },
	'e2e-4': { port: 8895, title: 'UiPress E2E' },
	'e2e-5': { port: 8896, title: 'UiPress E2E' },
	'e2e-6': { port: 8897, title: 'UiPress E2E' },
	phpunit: { port: 0, title: 'UiPress Tests' },
	bench: { port: 8890, title: 'UiPress Benchmarks' },
	'bench-builder': { port: 8891, title: 'UiPress Builder Benchmarks' },
	'bench-admin': { port: 8892, title: 'UiPress Admin Benchmarks' },
	'bench-posts': { port: 8898, title: 'UiPress Posts Benchmarks' },
	'bench-analytics': { port: 8902, title: 'UiPress Analytics Benchmarks' },
	// WooCommerce shops (UIPRESS_WOOCOMMERCE=1): store analytics e2e and benchmarks.
	'bench-store': { port: 8903, title: 'UiPress Store Benchmarks' },
	'bench-store-posts': {
		port: 8905,
		title: 'UiPress Store Benchmarks (posts)',
	},
	'e2e-store': { port: 8904, title: 'UiPress E2E Store' },
	// MariaDB (bench:users sets UIPRESS_DB=mariadb): 100,000 users, a million log rows.
	'bench-users': { port: 8906, title: 'UiPress Users Benchmarks' },
	// MariaDB (bench:folders sets UIPRESS_DB=mariadb): 50,000 attachments in 1,000 folders.
	'bench-folders': { port: 8907, title: 'UiPress Folders Benchmarks' },
	cli: { port: 8900, title: 'UiPress CLI' },
	'cli-2': { port: 8901, title: 'UiPress CLI' },
	// The e2e smoke tests on the sub-site /second/ of a network.
	'e2e-network': { port: 8899, title: 'UiPress E2E' },
};

export const ADMIN = {
	user: 'admin',
	password: 'password',
	email: 'admin@example.com',
};
