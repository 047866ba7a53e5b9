#!/usr/bin/env node
/**
 * npm run bench:render — how long the engine takes to render a 1,000-block
 * template in Chromium (real build, real WordPress), and how large the
 * engine's own JavaScript is. Prints figures against the budgets; it never
 * fails on a figure (timings stay out of the test suite).
 *
 * The preview screen marks `uipress:render` around the first render of the
 * template (performance.measure), which is what is read here.
 */
import { engineSize } from './lib/engine-size.mjs';
import { adminPage, launch, rest } from './lib/browser.mjs';
import { median, verdict } from './lib/stats.mjs';
import { countBlocks, makeTemplateContent } from './lib/template-fixture.mjs';
import {
	benchUrl,
	ensureBuilt,
	startBenchSite,
	stopBenchSite,
} from './lib/site.mjs';

const BLOCKS = 1000;
const RUNS = Number( process.env.BENCH_RUNS ?? 7 );
const RENDER_BUDGET_MS = 150;
const ENGINE_BUDGET_KB = 60;

async function measureRender() {
	ensureBuilt( [ 'preview' ] );
	startBenchSite();
	const browser = await launch();
	try {
		const page = await adminPage( browser );
		const content = makeTemplateContent( BLOCKS );
		const template = await rest( page, '/wp/v2/uip-ui-template', {
			method: 'POST',
			body: {
				title: `Benchmark ${ BLOCKS } blocks`,
				status: 'publish',
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
		const url = `${ benchUrl() }/wp-admin/admin.php?page=uip-preview&template=${
			template.id
		}`;

		const timings = [];
		for ( let run = 0; run <= RUNS; run++ ) {
			await page.goto( url );
			const duration = await page.waitForFunction(
				() =>
					performance.getEntriesByName(
						'uipress:render',
						'measure'
					)[ 0 ]?.duration,
				undefined,
				{ timeout: 30000 }
			);
			const rendered = await page.locator( '[data-uip-uid]' ).count();
			if ( rendered !== countBlocks( content ) ) {
				throw new Error(
					`Expected ${ countBlocks(
						content
					) } rendered blocks, found ${ rendered }.`
				);
			}
			if ( run > 0 ) {
				// The first run warms caches (opcache, HTTP cache); it is not counted.
				timings.push( await duration.jsonValue() );
			}
		}
		return timings;
	} finally {
		await browser.close();
		stopBenchSite();
	}
}

async function main() {
	const timings = await measureRender();
	const renderMs = median( timings );
	const sizeKb = await engineSize();

	console.log(
		`\nRender ${ BLOCKS }-block template (Chromium, ${
			timings.length
		} runs): median ${ renderMs.toFixed( 1 ) } ms, min ${ Math.min(
			...timings
		).toFixed( 1 ) } ms, max ${ Math.max( ...timings ).toFixed(
			1
		) } ms (budget ${ RENDER_BUDGET_MS } ms: ${ verdict(
			renderMs,
			RENDER_BUDGET_MS
		) })`
	);
	console.log(
		`Engine JavaScript without block components: ${ sizeKb.toFixed(
			1
		) } KB gzipped (budget ${ ENGINE_BUDGET_KB } KB: ${ verdict(
			sizeKb,
			ENGINE_BUDGET_KB
		) })`
	);
}

main().catch( ( error ) => {
	console.error( error );
	process.exitCode = 1;
} );
