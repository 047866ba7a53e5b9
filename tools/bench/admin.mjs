#!/usr/bin/env node
/**
 * npm run bench:admin — the admin interface against the stock admin, in the
 * same run, same user, same Chromium (/usr/bin/chromium), on a fresh local
 * WordPress (site 'bench-admin', port 8892) with the real build (build/).
 * Prints the figures and their ratios against the budgets; it never fails
 * on a figure (timings stay out of the test suite). BENCH_RUNS runs (default
 * 9: navigation times vary by some 10 % from run to run) after one warm-up
 * run that is not counted; medians are reported. The
 * interface and the stock admin take turns within each run, so a machine
 * busy with other work slows both alike.
 *
 * Set-up: the demo template (includes/Demo/demo-template.json: sidebar admin
 * menu with search, toolbar, breadcrumbs, dark toggle, content frame),
 * published for administrators. The interface runs in one browser context;
 * the stock admin in another, where the same administrator turned the
 * escape hatch on (`?uipress-disable=1`, a session cookie), so both load the
 * very same URLs. The browser's HTTP cache works as for a real user (no
 * request routing, lib/browser.mjs), and the local server sends
 * scripts and styles with caching headers as real servers do
 * (tools/local-wordpress/router.php): both sides load warm, as an
 * administrator moving around the admin does.
 *
 * What "loaded" means (all times from one clock: performance.timeOrigin +
 * performance.now(), read in the page on the first animation frame where
 * the condition holds, polled on every frame):
 *
 * - First load of /wp-admin/ (from about:blank; start = the navigation's
 *   time origin):
 *   - stock: the document's readyState is `complete` (its load event ran);
 *   budget 1.1x stock;
 *   - interface: the document's readyState is `complete`, the interface has
 *     rendered the content frame (`.uip-content-frame--rendered`, which the
 *     page content block sets when the framed page first rendered) and it is
 *     `data-uip-frame-state="ready"`, and the framed admin page's own
 *     document (body class `uip-framed`) is `complete`.
 * - Menu navigation from Posts (edit.php) to Media (upload.php); start = the
 *   moment the menu link is clicked (in the page, just before `click()`):
 *   - stock: a click on core's menu link `#menu-media > a`, a full page
 *     navigation; loaded when the new document (upload.php) is `complete`;
 *   - interface: a click on "Media" in the admin menu block; loaded when
 *     the frame's document is upload.php, `complete`, and the content frame
 *     is `ready` again.
 * - First and repeat visits (lib/admin-visits.mjs): in each run, each side
 *   opens /wp-admin/ in a new context of its user (empty cache and
 *   storage), then again in it; first contentful paint, largest contentful
 *   paint, load and cumulative layout shift of the page's document, and
 *   when WordPress's command palette is ready (no budget). Budgets:
 *   repeat-visit FCP 1.0x stock, first-visit load 1.1x stock, CLS 0. The
 *   machine's load average is printed before and after.
 * - Server time: the document's request start to its first byte
 *   (Navigation Timing), for each first load; budget 1.0x stock.
 * - Empty cache (lib/page-weight.mjs): /wp-admin/ once per side in a new
 *   context of the same user: every request until loaded, the command
 *   palette ready (a framed page loads its palette after itself,
 *   docs/FIRST-PAINT.md) and nothing asked for in 1.5 s (the frame's
 *   included; budget stock + 5) and every script and stylesheet received,
 *   gzipped (CSS budget 1.2x stock).
 * - Our JS+CSS: every .js and .css file the interface page (/wp-admin/)
 *   requested from the plugin's build/ folder (its frame included) that the
 *   stock admin does not also load (UiPress's commands for WordPress's
 *   palette load on every admin page), each gzipped (level 9), as
 *   BlockChunksTest counts them: for the demo template (budget 32 KB, whatever the
 *   size of the block catalogue: blocks load only where used), and for a
 *   template that uses every core block (no budget: the catalogue's cost
 *   when all of it is used).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../local-wordpress/paths.mjs';
import { adminPage, launch, rest } from './lib/browser.mjs';
import { median, verdict } from './lib/stats.mjs';
import { gzipSizes, recordPluginAssets } from './lib/plugin-assets.mjs';
import { coldLoad } from './lib/page-weight.mjs';
import { firstAndRepeatVisit, visitLines } from './lib/admin-visits.mjs';
import {
	FROM_PAGE,
	TO_PAGE,
	firstLoad,
	navigation,
	waitLoaded,
	waitPaletteReady,
} from './lib/admin-loads.mjs';
import {
	benchUrl,
	ensureBuilt,
	startBenchSite,
	stopBenchSite,
	chooseBenchSite,
} from './lib/site.mjs';

chooseBenchSite( 'bench-admin' );

const RUNS = Math.max( 1, Number( process.env.BENCH_RUNS ?? 9 ) || 9 );
const FIRST_LOAD_BUDGET = 1.1;
const SERVER_TIME_BUDGET = 1.0;
const NAVIGATION_BUDGET = 1.0;
// An empty cache: at most this many requests more than the stock page, and
// at most this ratio of its CSS.
const EXTRA_REQUESTS_BUDGET = 5;
const CSS_BUDGET = 1.2;
const ASSETS_BUDGET_KB = 32;
function demoContent() {
	return JSON.parse(
		fs.readFileSync(
			path.join( PROJECT_ROOT, 'includes/Demo/demo-template.json' ),
			'utf8'
		)
	);
}

/**
 * The demo template plus one block of every core module the interface
 * loads as a chunk (src/blocks/chunks.json), each with its defaults.
 */
function everyBlockContent() {
	const modules = Object.keys(
		JSON.parse(
			fs.readFileSync(
				path.join( PROJECT_ROOT, 'src/blocks/chunks.json' ),
				'utf8'
			)
		)
	);
	const uid = ( index ) => `bench${ String( index ).padStart( 19, '0' ) }`;
	return [
		...demoContent(),
		{
			uid: uid( 0 ),
			name: 'Every block',
			moduleName: 'uip-container',
			settings: {},
			content: modules.map( ( moduleName, index ) => ( {
				uid: uid( index + 1 ),
				name: moduleName,
				moduleName,
				settings: {},
				content: [],
			} ) ),
		},
	];
}

/**
 * Publishes a template for administrators; returns its id.
 *
 * @param {import('@playwright/test').Page} page
 * @param {Array<Object>}                   content The blocks.
 * @param {number}                          [id]    The template to update.
 */
async function publishTemplate( page, content, id ) {
	const saved = await rest(
		page,
		id ? `/wp/v2/uip-ui-template/${ id }` : '/wp/v2/uip-ui-template',
		{
			method: 'POST',
			body: {
				title: 'Benchmark interface',
				status: 'publish',
				uipress: {
					type: 'ui-template',
					content,
					settings: { css: '', js: '' },
					forRoles: [ 'administrator' ],
					forUsers: [],
					excludesRoles: [],
					excludesUsers: [],
				},
			},
		}
	);
	return saved.id;
}

async function checkMode( page, isInterface ) {
	const takeover = await page.evaluate( () =>
		document.body.classList.contains( 'uip-takeover' )
	);
	if ( takeover !== isInterface ) {
		throw new Error(
			`Set-up failed: the ${
				isInterface ? 'interface' : 'stock'
			} context ${ takeover ? 'got' : 'did not get' } the interface.`
		);
	}
}

async function measure() {
	ensureBuilt( [ 'runtime' ] );
	startBenchSite();
	const browser = await launch();
	try {
		const ui = await adminPage( browser );
		const templateId = await publishTemplate( ui, demoContent() );
		const stock = await adminPage( browser );
		await stock.goto( `${ benchUrl() }/wp-admin/?uipress-disable=1` );

		// Warm-up (caches, opcache), and the plugin files the interface loads.
		const assetsSeen = recordPluginAssets( ui );
		const stockAssetsSeen = recordPluginAssets( stock );
		const kept = ui
			.waitForResponse(
				( response ) =>
					/interface(\/|%2F)snapshot/.test( response.url() ) &&
					response.request().method() === 'POST',
				{ timeout: 30000 }
			)
			.then( ( response ) => response.status() )
			.catch( () => 0 );
		await firstLoad( ui, true );
		await checkMode( ui, true );
		// The server keeps the chrome as the user saw it (docs/FIRST-PAINT.md):
		// what a user who opened the page before gets, before any script.
		const snapshotStatus = await kept;
		console.log(
			snapshotStatus === 200
				? 'Warm-up: the interface kept its chrome snapshot.'
				: `Warm-up: no chrome snapshot kept (${ snapshotStatus || 'none sent' }): visits paint without one.`
		);
		await firstLoad( stock, false );
		await checkMode( stock, false );
		const assets = assetsSeen();
		const stockAssets = stockAssetsSeen();
		await navigation( ui, true );
		await navigation( stock, false );

		// An empty cache, each side once: requests and bytes do not vary.
		const weight = {
			ui: await coldLoad(
				browser,
				ui,
				`${ benchUrl() }/wp-admin/`,
				async ( page ) => {
					await waitLoaded( page, true, '' );
					await waitPaletteReady( page, true );
				}
			),
			stock: await coldLoad(
				browser,
				stock,
				`${ benchUrl() }/wp-admin/`,
				async ( page ) => {
					await waitLoaded( page, false, '' );
					await waitPaletteReady( page, false );
				}
			),
		};

		const figures = {
			firstUi: [],
			firstStock: [],
			serverUi: [],
			serverStock: [],
			navUi: [],
			navStock: [],
		};
		const visits = { ui: [], stock: [] };
		for ( let run = 0; run < RUNS; run++ ) {
			// Take turns: which one goes first alternates between runs.
			const uiFirst = run % 2 === 0;
			for ( const isInterface of uiFirst
				? [ true, false ]
				: [ false, true ] ) {
				const page = isInterface ? ui : stock;
				const { time, server } = await firstLoad( page, isInterface );
				( isInterface ? figures.firstUi : figures.firstStock ).push(
					time
				);
				( isInterface ? figures.serverUi : figures.serverStock ).push(
					server
				);
			}
			for ( const isInterface of uiFirst
				? [ true, false ]
				: [ false, true ] ) {
				const page = isInterface ? ui : stock;
				( isInterface ? figures.navUi : figures.navStock ).push(
					await navigation( page, isInterface )
				);
			}
			for ( const isInterface of uiFirst
				? [ true, false ]
				: [ false, true ] ) {
				visits[ isInterface ? 'ui' : 'stock' ].push(
					await firstAndRepeatVisit(
						browser,
						isInterface ? ui : stock,
						isInterface
					)
				);
			}
		}

		// The same page with every block in its template.
		await publishTemplate( ui, everyBlockContent(), templateId );
		const everySeen = recordPluginAssets( ui );
		await firstLoad( ui, true );
		const everyBlockAssets = everySeen();
		return {
			figures,
			visits,
			weight,
			assets,
			stockAssets,
			everyBlockAssets,
		};
	} finally {
		await browser.close();
		stopBenchSite();
	}
}

const ms = ( values ) =>
	`${ median( values ).toFixed( 0 ) } ms (min ${ Math.min(
		...values
	).toFixed( 0 ) }, max ${ Math.max( ...values ).toFixed( 0 ) })`;

function ratioLine( label, ui, stock, budget ) {
	const ratio = median( ui ) / median( stock );
	return [
		`${ label }`,
		`  interface: ${ ms( ui ) }`,
		`  stock:     ${ ms( stock ) }`,
		`  ratio:     ${ ratio.toFixed( 2 ) }x (budget ${ budget.toFixed(
			1
		) }x: ${ verdict( ratio, budget ) })`,
	].join( '\n' );
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

/**
 * The empty-cache figures of both sides, with their budgets.
 *
 * @param {{ ui: import('./lib/page-weight.mjs').PageWeight, stock: import('./lib/page-weight.mjs').PageWeight }} weight
 */
function weightLines( { ui, stock } ) {
	const side = ( label, figures ) =>
		`  ${ label } ${ figures.requests } requests, JS ${ kb(
			figures.jsBytes
		) } gzipped in ${ figures.jsFiles } files, CSS ${ kb(
			figures.cssBytes
		) } gzipped in ${ figures.cssFiles } files`;
	const requestBudget = stock.requests + EXTRA_REQUESTS_BUDGET;
	const cssRatio = ui.cssBytes / stock.cssBytes;
	return [
		'First load of /wp-admin/ with an empty cache (every file, its frame included; gzip -9)',
		side( 'interface:', ui ),
		side( 'stock:    ', stock ),
		`  requests:  ${ ui.requests } (budget stock + ${ EXTRA_REQUESTS_BUDGET } = ${ requestBudget }: ${ verdict(
			ui.requests,
			requestBudget
		) })`,
		`  CSS ratio: ${ cssRatio.toFixed( 2 ) }x (budget ${ CSS_BUDGET.toFixed(
			1
		) }x: ${ verdict( cssRatio, CSS_BUDGET ) })`,
		`  JS ratio:  ${ ( ui.jsBytes / stock.jsBytes ).toFixed( 2 ) }x`,
	].join( '\n' );
}

async function main() {
	const loadBefore = os.loadavg();
	const { figures, visits, weight, assets, stockAssets, everyBlockAssets } =
		await measure();
	const loadAfter = os.loadavg();
	// The interface's cost: what it loads beyond the stock admin, which
	// loads UiPress's commands for WordPress's palette too, without the
	// `later/` chunks loaded when first needed (the first visit of a page
	// loads the one that keeps its chrome snapshot).
	const isLater = ( file ) => file.startsWith( 'later/' );
	const sizes = gzipSizes(
		assets.filter(
			( file ) => ! stockAssets.includes( file ) && ! isLater( file )
		)
	);
	const shared = gzipSizes(
		assets.filter( ( file ) => stockAssets.includes( file ) )
	);
	const later = gzipSizes( assets.filter( isLater ) );
	const totalKb =
		sizes.reduce( ( sum, row ) => sum + row.gzipBytes, 0 ) / 1024;
	const everySizes = gzipSizes( everyBlockAssets );
	const everyKb =
		everySizes.reduce( ( sum, row ) => sum + row.gzipBytes, 0 ) / 1024;

	console.log(
		`\nAdmin interface vs stock admin (Chromium, ${ RUNS } runs, medians; load average ${ loadBefore
			.map( ( value ) => value.toFixed( 2 ) )
			.join( ' ' ) } before, ${ loadAfter
			.map( ( value ) => value.toFixed( 2 ) )
			.join( ' ' ) } after, ${ os.cpus().length } cores)\n`
	);
	console.log( visitLines( visits, median, verdict ) );
	console.log(
		ratioLine(
			'First load of /wp-admin/',
			figures.firstUi,
			figures.firstStock,
			FIRST_LOAD_BUDGET
		)
	);
	console.log(
		ratioLine(
			'Server time of /wp-admin/ (request start → first byte of the document)',
			figures.serverUi,
			figures.serverStock,
			SERVER_TIME_BUDGET
		)
	);
	console.log( weightLines( weight ) );
	if ( process.env.BENCH_FILES ) {
		const stockUrls = new Set(
			weight.stock.files.map( ( file ) => file.url )
		);
		const stockRequests = new Set( weight.stock.urls );
		console.log( '  addresses only the interface requested:' );
		weight.ui.urls
			.filter( ( url ) => ! stockRequests.has( url ) )
			.forEach( ( url ) => console.log( `    ${ url }` ) );
		console.log( '  files only the interface loaded (gzip -9):' );
		weight.ui.files
			.filter( ( file ) => ! stockUrls.has( file.url ) )
			.forEach( ( file ) =>
				console.log(
					`    ${ ( file.bytes / 1024 ).toFixed( 1 ).padStart( 6 ) } KB ${
						file.type
					} ${ file.url }`
				)
			);
	}
	console.log(
		ratioLine(
			`Menu navigation ${ FROM_PAGE } → ${ TO_PAGE } (interface: framed page; stock: full page)`,
			figures.navUi,
			figures.navStock,
			NAVIGATION_BUDGET
		)
	);
	console.log(
		'\nOur JS+CSS on /wp-admin/ with the demo interface (build/, gzip -9):'
	);
	for ( const row of sizes ) {
		console.log(
			`  ${ row.file.padEnd( 24 ) } ${ ( row.bytes / 1024 ).toFixed(
				1
			) } KB raw, ${ ( row.gzipBytes / 1024 ).toFixed( 1 ) } KB gzipped`
		);
	}
	console.log(
		`  total: ${ totalKb.toFixed(
			1
		) } KB gzipped (budget ${ ASSETS_BUDGET_KB } KB: ${ verdict(
			totalKb,
			ASSETS_BUDGET_KB
		) })`
	);
	console.log(
		`  the stock admin (escape hatch) loaded ${ stockAssets.length } UiPress file(s)${
			shared.length
				? `; also on the interface page, not counted: ${ shared
						.map(
							( row ) =>
								`${ row.file } ${ (
									row.gzipBytes / 1024
								).toFixed( 1 ) } KB`
						)
						.join( ', ' ) }`
				: ''
		}.`
	);
	if ( later.length ) {
		console.log(
			`  loaded when first needed, not counted: ${ later
				.map(
					( row ) =>
						`${ row.file } ${ ( row.gzipBytes / 1024 ).toFixed(
							1
						) } KB`
				)
				.join( ', ' ) }.`
		);
	}
	console.log(
		`\nWith every core block in the template: ${ everyKb.toFixed(
			1
		) } KB gzipped in ${ everySizes.length } files (${ (
			everyKb - totalKb
		).toFixed( 1 ) } KB of block chunks the demo does not load).`
	);
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
