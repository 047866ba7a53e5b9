/**
 * The store benchmark's shops (npm run bench:store): two WooCommerce sites
 * on MariaDB kept between runs, one storing orders in WooCommerce's
 * high-performance order tables (site `bench-store`), one in posts (site
 * `bench-store-posts`), each seeded once by lib/store-seed.php. Imported
 * after store.mjs has set UIPRESS_DB=mariadb and UIPRESS_WOOCOMMERCE=1.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT, SITES } from '../../local-wordpress/paths.mjs';
import { siteDir } from '../../local-wordpress/site.mjs';
import { startServer, stopServer } from '../../local-wordpress/server.mjs';
import { prepareSeededSite } from './seeded-site.mjs';

/** The two shops, by order storage. */
export const SHOPS = [
	{ storage: 'hpos', site: 'bench-store', label: 'HPOS (order tables)' },
	{ storage: 'posts', site: 'bench-store-posts', label: 'posts storage' },
];

const LIB = path.join( PROJECT_ROOT, 'tools/bench/lib' );

/**
 * Runs a PHP script of lib/ against a shop; returns its last line.
 *
 * @param {string}   script File in lib/.
 * @param {string[]} args   Its arguments (after the site's folder).
 * @param {string}   site   Site name.
 */
export function shopPhp( script, args, site ) {
	return execFileSync(
		'php',
		[ path.join( LIB, script ), siteDir( site ), ...args ],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
	)
		.trim()
		.split( '\n' )
		.pop();
}

/**
 * Makes the shop's site and seeds it unless it holds the orders already
 * (see prepareSeededSite()), with the Server-Timing mu-plugin.
 *
 * @param {Object}  shop   A shop of SHOPS.
 * @param {number}  orders Orders wanted.
 * @param {boolean} reseed Whether a shop of another size may be made afresh.
 * @return {Promise<Object>} The seeder's summary.
 */
export function prepareShop( shop, orders, reseed ) {
	return prepareSeededSite( {
		site: shop.site,
		script: 'store-seed.php',
		args: [ orders, shop.storage ],
		wanted: `${ orders.toLocaleString( 'en' ) } orders (100,000 take about an hour)`,
		reseed,
		muPlugins: [
			[ 'server-timing.php', 'uipress-bench-server-timing.php' ],
		],
		prefix: `[${ shop.storage }] `,
	} );
}

/**
 * Serves a shop until stopShop().
 *
 * @param {Object} shop A shop of SHOPS.
 * @return {Promise<number>} Its port.
 */
export async function serveShop( shop ) {
	await startServer( shop.site );
	return SITES[ shop.site ].port;
}

/**
 * Stops a shop's server.
 *
 * @param {Object} shop A shop of SHOPS.
 */
export async function stopShop( shop ) {
	await stopServer( shop.site );
}
