#!/usr/bin/env node
/**
 * npm run bench:builder — how the builder copes with a 500-block template in
 * Chromium (real build, real WordPress on the bench-builder site), and how
 * large the builder's own JavaScript is. Prints medians against the budgets;
 * it never fails on a figure (timings stay out of the test suite) and exits
 * non-zero only when something goes wrong. The site is stopped at the end,
 * also after an error.
 *
 * Runs: BENCH_RUNS (default 5) loads of the builder, after one warm-up load
 * that is not counted (opcache, HTTP cache). Each load is a new tab of the
 * logged-in browser on /wp-admin/admin.php?page=uip-ui-builder&template=ID.
 * All times are taken inside the page with performance.now()
 * (lib/builder-probes.mjs); "painted" means the DOM shows the change and the
 * next animation frame has run and been painted (a task queued from the
 * frame has run).
 *
 * - Interactive: from the navigation start (performance.now()'s origin, so
 *   the server's answer and every script are included) until the canvas
 *   holds all 500 rendered blocks (`.uip-editor-canvas [data-uip-uid]`) and a
 *   synthetic click sent at that moment to a block has selected it, painted:
 *   its layers row is aria-selected and the settings sidebar names it.
 *   Budget 1.5 s.
 * - Select: a synthetic click on a block's element in the canvas until that
 *   selection is painted (as above). SELECTS_PER_RUN blocks spread over the
 *   template per load; the median is over every click. Budget 50 ms.
 * - Move: a leaf block's layers row dragged with pointer events (past the
 *   4 px activation distance, then onto the lower half of a later sibling's
 *   row, until the drop indicator shows); timed from the drop (pointerup)
 *   until the tree has painted the row in its new place. Budget 100 ms.
 * - Size: build/builder.js plus any chunk of build/ the builder page loaded,
 *   each gzipped (level 9), summed. Budget 250 KB.
 * - Block editor: each run also opens a draft post of 500 paragraphs in the
 *   block editor (lib/block-editor-probe.mjs): interactive when the canvas
 *   holds them all and the first, focused, is selected and painted. The
 *   builder's interactive median over the editor's: budget 0.5x.
 * - Page weight: the builder page once with an empty cache (a new context
 *   of the same user, lib/page-weight.mjs): requests, and every script and
 *   stylesheet gzipped, WordPress's included. JS budget 1.4 MB.
 */
import { adminPage, launch, rest } from './lib/browser.mjs';
import { median, verdict } from './lib/stats.mjs';
import { installBuilderProbes } from './lib/builder-probes.mjs';
import { builderSize } from './lib/builder-size.mjs';
import { countBlocks, makeTemplateContent } from './lib/template-fixture.mjs';
import {
	createParagraphPost,
	editorInteractive,
} from './lib/block-editor-probe.mjs';
import { coldLoad } from './lib/page-weight.mjs';
import {
	benchUrl,
	ensureBuilt,
	startBenchSite,
	stopBenchSite,
	chooseBenchSite,
} from './lib/site.mjs';

chooseBenchSite( 'bench-builder' );

const BLOCKS = 500;
const RUNS = Number( process.env.BENCH_RUNS ?? 5 );
const SELECTS_PER_RUN = 5;
const TIMEOUT_MS = 60000;
const INTERACTIVE_BUDGET_MS = 1500;
const SELECT_BUDGET_MS = 50;
const MOVE_BUDGET_MS = 100;
const SIZE_BUDGET_KB = 250;
// The whole builder page (every script, WordPress's included), empty cache.
const PAGE_JS_BUDGET_KB = 1.4 * 1024;
// Builder interactive with BLOCKS blocks vs the block editor with BLOCKS
// paragraphs, same run.
const EDITOR_RATIO_BUDGET = 0.5;

/**
 * The blocks the bench works on: the first leaf (clicked when the canvas is
 * complete), leaves spread over the template (selected), and two leaves of
 * one container (the first is dragged after the fourth).
 *
 * @param {Array} content The template's blocks.
 */
function pickBlocks( content ) {
	const groups = content.filter( ( block ) => block.content?.length >= 4 );
	if ( groups.length < SELECTS_PER_RUN + 1 ) {
		throw new Error( 'The template has too few containers.' );
	}
	const leaf = ( group, index ) => ( {
		uid: group.content[ index ].uid,
		name: group.content[ index ].name,
	} );
	const step = Math.floor( groups.length / SELECTS_PER_RUN );
	const selects = Array.from( { length: SELECTS_PER_RUN }, ( _, i ) =>
		// Alternate the leaf kinds and keep away from the first click.
		leaf( groups[ 1 + i * step ] ?? groups[ 1 ], ( i % 3 ) + 1 )
	);
	return {
		firstClick: leaf( groups[ 0 ], 0 ),
		selects,
		drag: leaf( groups[ 2 ], 0 ),
		dropAfter: leaf( groups[ 2 ], 3 ),
	};
}

/**
 * One load of the builder: interactive time, selection times and one move.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 * @param {ReturnType<typeof pickBlocks>}             picks
 * @param {Set<string>}                               scripts Collects the addresses of loaded scripts.
 */
async function measureLoad( context, url, picks, scripts ) {
	const page = await context.newPage();
	const errors = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.add( request.url() );
		}
	} );
	try {
		await page.addInitScript( installBuilderProbes, {
			expected: BLOCKS,
			firstClick: picks.firstClick,
			timeout: TIMEOUT_MS,
		} );
		await page.goto( url );
		const loaded = await page.evaluate( () => window.uipBench.interactive );
		if ( loaded.blocks !== BLOCKS ) {
			throw new Error(
				`Expected ${ BLOCKS } blocks in the canvas, found ${ loaded.blocks }.`
			);
		}

		const selects = [];
		for ( const block of picks.selects ) {
			selects.push(
				await page.evaluate(
					( { uid, name } ) => window.uipBench.select( uid, name ),
					block
				)
			);
		}

		const move = await page.evaluate(
			( { uid, afterUid } ) => window.uipBench.drag( uid, afterUid ),
			{ uid: picks.drag.uid, afterUid: picks.dropAfter.uid }
		);

		if ( errors.length ) {
			throw new Error( `The builder threw: ${ errors.join( '; ' ) }` );
		}
		return {
			shown: loaded.shown,
			interactive: loaded.interactive,
			selects,
			move,
		};
	} finally {
		// Closing skips beforeunload: the moved block is never saved.
		await page.close();
	}
}

/**
 * One load of the block editor with the paragraph post: ms from the
 * navigation start until interactive (lib/block-editor-probe.mjs).
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 */
async function measureEditor( context, url ) {
	const page = await context.newPage();
	try {
		await page.goto( url, { waitUntil: 'commit' } );
		const result = await page.evaluate( editorInteractive, {
			expected: BLOCKS,
			timeout: TIMEOUT_MS,
		} );
		return result.interactive;
	} finally {
		await page.close();
	}
}

async function measureBuilder() {
	const browser = await launch();
	try {
		const page = await adminPage( browser );
		const content = makeTemplateContent( BLOCKS );
		if ( countBlocks( content ) !== BLOCKS ) {
			throw new Error( 'The template fixture has the wrong size.' );
		}
		const template = await rest( page, '/wp/v2/uip-ui-template', {
			method: 'POST',
			body: {
				title: `Benchmark ${ BLOCKS } blocks`,
				status: 'draft',
				uipress: {
					type: 'ui-template',
					content,
					settings: { css: '', js: '' },
					forRoles: [],
					forUsers: [],
					excludesRoles: [],
					excludesUsers: [],
				},
			},
		} );
		const url = `${ benchUrl() }/wp-admin/admin.php?page=uip-ui-builder&template=${
			template.id
		}`;
		const picks = pickBlocks( content );
		const scripts = new Set();
		const editorUrl = `${ benchUrl() }/wp-admin/post.php?post=${ await createParagraphPost(
			page,
			BLOCKS
		) }&action=edit`;

		const interactive = [];
		const editor = [];
		const selects = [];
		const moves = [];
		for ( let run = 0; run <= RUNS; run++ ) {
			const result = await measureLoad(
				page.context(),
				url,
				picks,
				scripts
			);
			const label = run === 0 ? 'warm-up' : `run ${ run }`;
			console.log(
				`${ label }: blocks shown ${ result.shown.toFixed(
					0
				) } ms, interactive ${ result.interactive.toFixed(
					0
				) } ms, select ${ result.selects
					.map( ( value ) => value.toFixed( 1 ) )
					.join( ' / ' ) } ms, move ${ result.move.toFixed( 1 ) } ms`
			);
			const editorTime = await measureEditor( page.context(), editorUrl );
			console.log(
				`${ label }: block editor interactive ${ editorTime.toFixed(
					0
				) } ms`
			);
			if ( run > 0 ) {
				interactive.push( result.interactive );
				selects.push( ...result.selects );
				moves.push( result.move );
				editor.push( editorTime );
			}
		}
		const weight = await coldLoad( browser, page, url, ( cold ) =>
			cold.waitForFunction(
				( expected ) =>
					document.querySelectorAll(
						'.uip-editor-canvas [data-uip-uid]'
					).length >= expected,
				BLOCKS,
				{ polling: 'raf', timeout: TIMEOUT_MS }
			)
		);
		return { interactive, selects, moves, scripts, editor, weight };
	} finally {
		await browser.close();
	}
}

function report( name, values, budget ) {
	const value = median( values );
	console.log(
		`${ name }: median ${ value.toFixed( 1 ) } ms, min ${ Math.min(
			...values
		).toFixed( 1 ) } ms, max ${ Math.max( ...values ).toFixed(
			1
		) } ms over ${ values.length } (budget ${ budget } ms: ${ verdict(
			value,
			budget
		) })`
	);
}

async function main() {
	if ( ! Number.isInteger( RUNS ) || RUNS < 1 ) {
		throw new Error( 'BENCH_RUNS must be a whole number ≥ 1.' );
	}
	ensureBuilt( [ 'builder' ] );
	let results;
	try {
		startBenchSite();
		results = await measureBuilder();
	} finally {
		try {
			stopBenchSite();
		} catch ( error ) {
			console.error(
				`Could not stop the bench site: ${ error.message }`
			);
		}
	}
	const size = builderSize( results.scripts );

	console.log(
		`\nBuilder with a ${ BLOCKS }-block template (Chromium, ${ RUNS } runs)`
	);
	report(
		'Interactive (navigation start → all blocks shown and a click selects)',
		results.interactive,
		INTERACTIVE_BUDGET_MS
	);
	report(
		'Select a block (click → selection painted)',
		results.selects,
		SELECT_BUDGET_MS
	);
	report(
		'Move a block by drag in the layers (drop → new order painted)',
		results.moves,
		MOVE_BUDGET_MS
	);
	const ratio = median( results.interactive ) / median( results.editor );
	console.log(
		`Block editor with ${ BLOCKS } paragraphs, same run (navigation start → all shown and the first, focused, selected): median ${ median(
			results.editor
		).toFixed( 0 ) } ms; builder/editor ${ ratio.toFixed(
			2
		) }x (budget ${ EDITOR_RATIO_BUDGET }x: ${ verdict(
			ratio,
			EDITOR_RATIO_BUDGET
		) })`
	);
	const { weight } = results;
	const pageJsKb = weight.jsBytes / 1024;
	console.log(
		`Builder page with an empty cache (every file, gzip -9): ${
			weight.requests
		} requests, JS ${ pageJsKb.toFixed( 1 ) } KB in ${
			weight.jsFiles
		} files (budget ${ PAGE_JS_BUDGET_KB.toFixed( 0 ) } KB: ${ verdict(
			pageJsKb,
			PAGE_JS_BUDGET_KB
		) }), CSS ${ ( weight.cssBytes / 1024 ).toFixed( 1 ) } KB in ${
			weight.cssFiles
		} files`
	);
	if ( process.env.BENCH_FILES ) {
		console.log( 'Heaviest files of the builder page (gzip -9):' );
		weight.files
			.slice( 0, Number( process.env.BENCH_FILES ) || 20 )
			.forEach( ( file ) =>
				console.log(
					`  ${ ( file.bytes / 1024 ).toFixed( 1 ).padStart( 7 ) } KB  ${
						file.url
					}`
				)
			);
	}
	console.log(
		`Builder JavaScript (${ size.files
			.map( ( file ) => `${ file.name } ${ file.kb.toFixed( 1 ) } KB` )
			.join( ', ' ) }): ${ size.kb.toFixed(
			1
		) } KB gzipped (budget ${ SIZE_BUDGET_KB } KB: ${ verdict(
			size.kb,
			SIZE_BUDGET_KB
		) })`
	);
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
