/**
 * Where the end-to-end site lives and who can log in to it.
 *
 * The site itself is created by tools/local-wordpress (`site e2e --fresh`):
 * a fresh WordPress (SQLite, or MariaDB with UIPRESS_DB=mariadb) served by
 * PHP's built-in server. With UIPRESS_MULTISITE=1 the site is a network and
 * the tests run on its sub-site /second/.
 */
import path from 'node:path';

/** The repository root. */
export const PROJECT_ROOT = path.resolve( __dirname, '../../..' );

/** The local WordPress command line, run with Node. */
export const SITE_CLI = path.join(
	PROJECT_ROOT,
	'tools/local-wordpress/cli.mjs'
);

/**
 * Local sites the tests can run against, with their ports (as in
 * tools/local-wordpress/paths.mjs). UIPRESS_E2E_SITE=e2e-2 (up to e2e-6)
 * runs another suite beside the first without sharing a database or a port.
 */
const E2E_SITES = {
	e2e: 8889,
	'e2e-2': 8893,
	'e2e-3': 8894,
	'e2e-4': 8895,
	'e2e-5': 8896,
	'e2e-6': 8897,
	'e2e-network': 8899,
	// A WooCommerce shop (UIPRESS_WOOCOMMERCE=1): the @store tests.
	'e2e-store': 8904,
} as const;

function siteName(): keyof typeof E2E_SITES {
	const wanted = process.env.UIPRESS_E2E_SITE ?? '';
	return Object.hasOwn( E2E_SITES, wanted )
		? ( wanted as keyof typeof E2E_SITES )
		: 'e2e';
}

/** Name of the local site the tests run against. */
export const SITE_NAME = siteName();

/**
 * Whether the site is a network (UIPRESS_MULTISITE=1, on MariaDB), as
 * tools/local-wordpress/paths.mjs reads it.
 */
export const MULTISITE = ( () => {
	const wanted = process.env.UIPRESS_MULTISITE?.trim() ?? '';
	return wanted !== '' && wanted !== '0' && wanted !== 'false';
} )();

/** The network's sub-site the tests run on (a site of a network, not its main site). */
export const SUB_SITE_PATH = '/second';

/**
 * Where tools/local-wordpress serves the e2e site; on a network, its
 * sub-site /second/ (no trailing slash: specs append `/wp-admin/…`).
 */
export const BASE_URL = `http://localhost:${ E2E_SITES[ SITE_NAME ] }${
	MULTISITE ? SUB_SITE_PATH : ''
}`;

/**
 * The WordPress release under test: WP_CURRENT of
 * tools/local-wordpress/paths.mjs unless UIPRESS_WP_VERSION names another.
 */
export const WP_VERSION = ( () => {
	const wanted = process.env.UIPRESS_WP_VERSION?.trim() || '7.1.0';
	return wanted.split( '.' ).length === 2 ? `${ wanted }.0` : wanted;
} )();

/**
 * Whether the site is a WooCommerce shop (UIPRESS_WOOCOMMERCE=1, on MariaDB),
 * as tools/local-wordpress/paths.mjs reads it: only @store tests run there.
 */
export const WOOCOMMERCE = ( () => {
	const wanted = process.env.UIPRESS_WOOCOMMERCE?.trim() ?? '';
	return wanted !== '' && wanted !== '0' && wanted !== 'false';
} )();

/**
 * The e2e site's folder, by the rule of sitesDirFor() in
 * tools/local-wordpress/paths.mjs (sites/, sites-6.9.7/, sites-mariadb/,
 * sites-mariadb-network/, sites-mariadb-redis/…); the global setup checks
 * it against the folder the tool reports.
 */
export const SITE_DIR = path.join(
	PROJECT_ROOT,
	'.wordpress',
	[
		'sites',
		WP_VERSION === '7.1.0' ? '' : WP_VERSION,
		( process.env.UIPRESS_DB ?? '' ).trim().toLowerCase() === 'mariadb'
			? 'mariadb'
			: '',
		MULTISITE ? 'network' : '',
		( process.env.UIPRESS_OBJECT_CACHE ?? '' ).trim().toLowerCase() ===
		'redis'
			? 'redis'
			: '',
		WOOCOMMERCE ? 'woocommerce' : '',
	]
		.filter( Boolean )
		.join( '-' ),
	SITE_NAME
);

/** WP_DEBUG_LOG of the e2e site: PHP notices, warnings and errors land here. */
export const PHP_DEBUG_LOG = path.join( SITE_DIR, 'wp-content/debug.log' );

/** Everything a run leaves behind (reports, traces, screenshots). */
export const ARTIFACTS_DIR = path.join(
	PROJECT_ROOT,
	'artifacts',
	SITE_NAME === 'e2e' ? '' : SITE_NAME,
	WP_VERSION === '7.1.0' ? '' : `wp-${ WP_VERSION }`
);

/** Logged-in browser states written by the global setup (git-ignored). */
export const AUTH_DIR = path.join( __dirname, '../.auth', SITE_NAME );

export interface TestUser {
	username: string;
	password: string;
	email: string;
	role: 'administrator' | 'editor' | 'subscriber';
	/** Playwright storage state holding this user's login cookies. */
	storageState: string;
}

/** The administrator the site installer creates (tools/local-wordpress/paths.mjs). */
export const ADMIN: TestUser = {
	username: 'admin',
	password: 'password',
	email: 'admin@example.com',
	role: 'administrator',
	storageState: path.join( AUTH_DIR, 'admin.json' ),
};

/**
 * A test user's login: a network allows only lowercase letters and digits
 * (wpmu_validate_user_signup()), so `e2e-editor` is `e2eeditor` there.
 *
 * @param login The login on a single site.
 */
function networkSafeLogin( login: string ): string {
	return MULTISITE ? login.replace( /[^a-z0-9]/g, '' ) : login;
}

/** Users the global setup creates through the REST API (on a network, on the sub-site). */
export const EDITOR: TestUser = {
	username: networkSafeLogin( 'e2e-editor' ),
	password: 'editor-password',
	email: 'e2e-editor@example.com',
	role: 'editor',
	storageState: path.join( AUTH_DIR, 'editor.json' ),
};

export const SUBSCRIBER: TestUser = {
	username: networkSafeLogin( 'e2e-subscriber' ),
	password: 'subscriber-password',
	email: 'e2e-subscriber@example.com',
	role: 'subscriber',
	storageState: path.join( AUTH_DIR, 'subscriber.json' ),
};

/** The UiPress screens and what their React apps render. */
export const SCREENS = [
	{
		slug: 'uip-ui-builder',
		menuLabel: 'Builder',
		title: 'UiPress builder',
		loadingLabel: 'Loading templates…',
		/** What shows once the screen is ready: the template list's create button. */
		ready: { role: 'button', text: 'Create template' },
	},
	{
		slug: 'uip-menu-creator',
		menuLabel: 'Menu creator',
		title: 'UiPress menu creator',
		loadingLabel: 'Loading menus…',
		/** Once the menus have loaded, the list offers to create one. */
		ready: { role: 'button', text: 'Create menu' },
	},
	{
		slug: 'uip-settings',
		menuLabel: 'Settings',
		title: 'UiPress settings',
		loadingLabel: 'Loading settings…',
		/** Once the settings have loaded, they can be exported. */
		ready: { role: 'button', text: 'Export' },
	},
] as const;

export type Screen = ( typeof SCREENS )[ number ];

/**
 * The admin URL path of a UiPress screen.
 *
 * @param screen One of SCREENS.
 */
export function screenPath( screen: Screen ): string {
	return `/wp-admin/admin.php?page=${ screen.slug }`;
}
