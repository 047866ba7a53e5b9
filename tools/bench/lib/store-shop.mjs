/**
 * The store benchmark's shops (npm run bench:store): two WooCommerce sites
 * on MariaDB kept between runs, one storing orders in WooCommerce's
 * high-performance order tables (site `bench-store`), one in posts (site
 * `bench-store-posts`), each seeded once by lib/store-seed.php. Imported
 * after store.mjs has set UIPRESS_DB=mariadb and UIPRESS_WOOCOMMERCE=1.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { PROJECT_ROOT, SITES } from '../../local-wordpress/paths.mjs';
import { ensureSite, siteDir } from '../../local-wordpress/site.mjs';
import { startServer, stopServer } from '../../local-wordpress/server.mjs';

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
 * Runs the seeder, printing its progress lines as they come.
 *
 * @param {Object} shop   A shop of SHOPS.
 * @param {number} orders Orders wanted.
 * @return {Promise<{code: number, summary: Object|null}>} Exit status and its JSON line.
 */
function runSeeder( shop, orders ) {
	return new Promise( ( resolve, reject ) => {
		// Below other work on the machine: seeding a large shop takes a while.
		const child = spawn(
			'nice',
			[
				'-n',
				'10',
				'php',
				path.join( LIB, 'store-seed.php' ),
				siteDir( shop.site ),
				String( orders ),
				shop.storage,
			],
			{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
		);
		let summary = null;
		readline
			.createInterface( { input: child.stdout } )
			.on( 'line', ( line ) => {
				if ( line.startsWith( '{' ) ) {
					summary = JSON.parse( line );
				} else {
					console.log( `  [${ shop.storage }] ${ line }` );
				}
			} );
		child.on( 'error', reject );
		child.on( 'close', ( code ) => resolve( { code, summary } ) );
	} );
}

/**
 * Makes the shop's site (kept: not fresh), seeds it unless it holds the
 * orders already (a shop seeded for another number is made afresh only
 * with `reseed`), and copies the benchmark's Server-Timing mu-plugin into it.
 *
 * @param {Object}  shop   A shop of SHOPS.
 * @param {number}  orders Orders wanted.
 * @param {boolean} reseed Whether a shop of another size may be made afresh.
 * @return {Promise<Object>} The seeder's summary.
 */
export async function prepareShop( shop, orders, reseed ) {
	await stopServer( shop.site );
	await ensureSite( shop.site );
	let { code, summary } = await runSeeder( shop, orders );
	if ( code === 2 && ! reseed ) {
		throw new Error(
			`The ${ shop.label } shop (site ${ shop.site }) holds another number of orders. Pass --reseed to make it afresh with ${ orders.toLocaleString(
				'en'
			) } (its seed is lost: 100,000 orders take about an hour).`
		);
	}
	if ( code === 2 ) {
		console.log(
			`  [${ shop.storage }] the shop holds another number of orders: making it afresh`
		);
		await ensureSite( shop.site, { fresh: true } );
		( { code, summary } = await runSeeder( shop, orders ) );
	}
	if ( code !== 0 || ! summary ) {
		throw new Error(
			`Seeding the ${ shop.label } shop failed (${ code }).`
		);
	}
	fs.copyFileSync(
		path.join( LIB, 'server-timing.php' ),
		path.join(
			siteDir( shop.site ),
			'wp-content/mu-plugins/uipress-bench-server-timing.php'
		)
	);
	return summary;
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
