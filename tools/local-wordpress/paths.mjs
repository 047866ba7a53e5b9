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
export const SITES_DIR = path.join( WORDPRESS_ROOT, 'sites' );

/**
 * WordPress core comes from the npm registry: this package carries release
 * builds of WordPress (trimmed zips plus the assets trimmed out of them) and
 * the SQLite Database Integration plugin. 6.5.5 is its newest stable release.
 */
export const CORE_PACKAGE = '@wp-playground/wordpress-builds@0.9.19';
export const CORE_BUILD = 'wp-6.5';
export const CORE_VERSION = '6.5.5';
export const CORE_DIR = path.join( WORDPRESS_ROOT, `core-${ CORE_VERSION }` );

/** The plugin's folder name inside wp-content/plugins. */
export const PLUGIN_SLUG = 'uipress';

/** Local sites: the one `npm start` serves, and the ones tests create afresh. */
export const SITES = {
	dev: { port: 8888, title: 'UiPress' },
	e2e: { port: 8889, title: 'UiPress E2E' },
	'e2e-2': { port: 8893, title: 'UiPress E2E' },
	phpunit: { port: 0, title: 'UiPress Tests' },
	bench: { port: 8890, title: 'UiPress Benchmarks' },
	'bench-builder': { port: 8891, title: 'UiPress Builder Benchmarks' },
	'bench-admin': { port: 8892, title: 'UiPress Admin Benchmarks' },
};

export const ADMIN = {
	user: 'admin',
	password: 'password',
	email: 'admin@example.com',
};
