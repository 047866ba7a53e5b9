/**
 * Where the local WordPress lives and which release it runs.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
 * Sites of the current release live in .wordpress/sites; another release's in
 * .wordpress/sites-<version>, so switching never mixes a database with a core.
 */
export const SITES_DIR =
	CORE_VERSION === WP_CURRENT
		? path.join( WORDPRESS_ROOT, 'sites' )
		: path.join( WORDPRESS_ROOT, `sites-${ CORE_VERSION }` );

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
	cli: { port: 8900, title: 'UiPress CLI' },
	'cli-2': { port: 8901, title: 'UiPress CLI' },
};

export const ADMIN = {
	user: 'admin',
	password: 'password',
	email: 'admin@example.com',
};
