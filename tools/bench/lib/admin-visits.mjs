/**
 * First and repeat visits of /wp-admin/ (bench:admin): a visit starts in a
 * new browser context of the signed-in user (an empty HTTP cache and
 * storage: the first visit of the day), and the same address is opened
 * again in it (the repeat visit). For each, the paint figures the browser
 * records for the page's own document (the interface's framed page is a
 * document of its own): first contentful paint, largest contentful paint,
 * the load (admin-loads.mjs), the cumulative layout shift, and when
 * WordPress's command palette is ready (a framed page loads it after itself:
 * printed beside the load so that what the load leaves out shows).
 */
import { waitLoaded, waitPaletteReady } from './admin-loads.mjs';
import { benchUrl } from './site.mjs';

/**
 * In the page: the paint entries recorded so far.
 *
 * @return {{fcp: ?number, lcp: ?number, cls: number}} Milliseconds from the
 *         navigation's start; the layout shift score (inputs excluded).
 */
function paintEntries() {
	const read = ( type ) => {
		const observer = new PerformanceObserver( () => {} );
		observer.observe( { type, buffered: true } );
		const entries = observer.takeRecords();
		observer.disconnect();
		return entries;
	};
	const fcp =
		performance.getEntriesByName( 'first-contentful-paint' )[ 0 ]
			?.startTime ?? null;
	const lcp = read( 'largest-contentful-paint' ).at( -1 )?.startTime ?? null;
	const cls = read( 'layout-shift' )
		.filter( ( entry ) => ! entry.hadRecentInput )
		.reduce( ( sum, entry ) => sum + entry.value, 0 );
	return { fcp, lcp, cls };
}

/**
 * One visit: open /wp-admin/, wait until loaded, read the figures.
 *
 * @param {import('@playwright/test').Page} page        The page.
 * @param {boolean}                         isInterface Whether it is the interface.
 * @return {Promise<{fcp: ?number, lcp: ?number, load: number, palette: number, cls: number}>} Figures.
 */
async function visit( page, isInterface ) {
	await page.goto( 'about:blank' );
	await page.goto( `${ benchUrl() }/wp-admin/`, { waitUntil: 'commit' } );
	const end = await waitLoaded( page, isInterface, '' );
	const palette = await waitPaletteReady( page, isInterface );
	const origin = await page.evaluate( () => performance.timeOrigin );
	return {
		...( await page.evaluate( paintEntries ) ),
		load: end - origin,
		palette: palette - origin,
	};
}

/**
 * A first and a repeat visit in a new context of a signed-in page's user.
 *
 * @param {import('@playwright/test').Browser} browser     The browser.
 * @param {import('@playwright/test').Page}    signedIn    A page of the side (its cookies are copied).
 * @param {boolean}                            isInterface Whether it is the interface.
 * @return {Promise<{first: Object, repeat: Object}>} visit()'s figures for each.
 */
export async function firstAndRepeatVisit( browser, signedIn, isInterface ) {
	const context = await browser.newContext( {
		viewport: { width: 1440, height: 900 },
		storageState: await signedIn.context().storageState(),
	} );
	try {
		const page = await context.newPage();
		const first = await visit( page, isInterface );
		const repeat = await visit( page, isInterface );
		return { first, repeat };
	} finally {
		await context.close();
	}
}

/**
 * The visits' figures side by side, with the budgets: repeat-visit first
 * contentful paint no later than stock's, a first visit loaded within
 * 1.1× stock, no layout shift.
 *
 * @param {{ui: Array, stock: Array}} visits  firstAndRepeatVisit() results per side.
 * @param {Function}                  median  Median of numbers.
 * @param {Function}                  verdict Budget verdict (value, budget).
 * @return {string} Lines to print.
 */
export function visitLines( visits, median, verdict ) {
	const pick = ( side, kind, field ) =>
		visits[ side ]
			.map( ( sample ) => sample[ kind ][ field ] )
			.filter( ( value ) => typeof value === 'number' );
	const lines = [
		'First and repeat visits of /wp-admin/ (a new context each; medians, ms from the navigation’s start)',
		'  visit   figure   interface     stock     ratio',
	];
	for ( const kind of [ 'first', 'repeat' ] ) {
		for ( const field of [ 'fcp', 'lcp', 'load', 'palette' ] ) {
			const ui = median( pick( 'ui', kind, field ) );
			const stock = median( pick( 'stock', kind, field ) );
			lines.push(
				`  ${ kind.padEnd( 7 ) } ${ field.toUpperCase().padEnd( 7 ) } ${ `${ ui.toFixed(
					0
				) } ms`.padStart(
					9
				) } ${ `${ stock.toFixed( 0 ) } ms`.padStart(
					9
				) } ${ ( ui / stock ).toFixed( 2 ).padStart( 8 ) }x`
			);
		}
	}
	const ratio = ( kind, field ) =>
		median( pick( 'ui', kind, field ) ) /
		median( pick( 'stock', kind, field ) );
	const worstShift = ( side ) =>
		Math.max(
			...[ 'first', 'repeat' ].flatMap( ( kind ) =>
				pick( side, kind, 'cls' )
			)
		);
	const repeatFcp = ratio( 'repeat', 'fcp' );
	const firstLoad = ratio( 'first', 'load' );
	const shift = worstShift( 'ui' );
	lines.push(
		`  CLS (largest of every visit): interface ${ shift.toFixed(
			3
		) }, stock ${ worstShift( 'stock' ).toFixed( 3 ) }`,
		`  repeat-visit FCP ${ repeatFcp.toFixed(
			2
		) }x stock (budget 1.0x: ${ verdict( repeatFcp, 1.0 ) })`,
		`  first-visit load ${ firstLoad.toFixed(
			2
		) }x stock (budget 1.1x: ${ verdict( firstLoad, 1.1 ) })`,
		`  CLS ${ shift.toFixed( 3 ) } (budget 0: ${ verdict( shift, 0 ) })`
	);
	return lines.join( '\n' );
}
