/**
 * When the stock admin and the interface count as loaded (bench:admin):
 * polled in the page on every animation frame, times from one clock
 * (performance.timeOrigin + performance.now()).
 */
import { documentServerTime } from './page-weight.mjs';
import { benchUrl } from './site.mjs';

const TIMEOUT = 60_000;

export const FROM_PAGE = 'edit.php';
export const TO_PAGE = 'upload.php';
const STOCK_MENU_LINK = '#menu-media > a';
const INTERFACE_MENU_LINK = `nav[aria-label="Admin menu"] a[href$="/wp-admin/${ TO_PAGE }"]`;

/**
 * In the page: the time when the stock page `target` is loaded, else false.
 *
 * @param {string} target Admin file the page must be.
 */
function stockLoaded( target ) {
	return (
		document.readyState === 'complete' &&
		window.location.pathname.endsWith( `/wp-admin/${ target }` ) &&
		performance.timeOrigin + performance.now()
	);
}

/**
 * In the page: the time when the interface shows `target` in its frame,
 * loaded and rendered, else false.
 *
 * @param {string} target Admin file the framed page must be.
 */
function interfaceLoaded( target ) {
	if ( document.readyState !== 'complete' ) {
		return false;
	}
	const box = document.querySelector( '.uip-content-frame' );
	if ( ! box ) {
		return false;
	}
	const frame = box.querySelector( 'iframe' );
	let doc = null;
	try {
		doc = frame?.contentDocument ?? null;
	} catch {
		return false;
	}
	const ready =
		box.classList.contains( 'uip-content-frame--rendered' ) &&
		box.getAttribute( 'data-uip-frame-state' ) === 'ready' &&
		doc !== null &&
		doc.readyState === 'complete' &&
		doc.body?.classList.contains( 'uip-framed' ) &&
		doc.location.pathname.endsWith( `/wp-admin/${ target }` );
	return ready && performance.timeOrigin + performance.now();
}

/**
 * Waits until a page is loaded (see above); the time it was.
 *
 * @param {import('@playwright/test').Page} page        The page.
 * @param {boolean}                         isInterface Whether it is the interface.
 * @param {string}                          target      Admin file ('' for the dashboard).
 * @return {Promise<number>} The time (ms since the epoch, fractional).
 */
export async function waitLoaded( page, isInterface, target ) {
	try {
		const handle = await page.waitForFunction(
			isInterface ? interfaceLoaded : stockLoaded,
			target,
			{ polling: 'raf', timeout: TIMEOUT }
		);
		return await handle.jsonValue();
	} catch ( error ) {
		const state = await page
			.evaluate( () => ( {
				url: window.location.href,
				readyState: document.readyState,
				frame: document
					.querySelector( '.uip-content-frame' )
					?.getAttribute( 'class' ),
			} ) )
			.catch( () => null );
		throw new Error(
			`${ isInterface ? 'Interface' : 'Stock' } page ${
				target || 'home'
			} not loaded: ${ JSON.stringify( state ) } (${ error.message })`
		);
	}
}

/**
 * In the page: the time when WordPress's command palette is ready (its
 * scripts ran: `wp.coreCommands` and the `core/commands` store), in the
 * page's document (stock) or the framed page's (interface), else false.
 * Framed pages load it once they have loaded (Runtime\\FramedPalette).
 *
 * @param {boolean} isInterface Whether the page is the interface.
 */
function paletteReady( isInterface ) {
	let win = window;
	if ( isInterface ) {
		try {
			win = document.querySelector(
				'.uip-content-frame iframe'
			)?.contentWindow;
		} catch {
			return false;
		}
	}
	return (
		!! win?.wp?.coreCommands &&
		!! win.wp.data?.select( 'core/commands' ) &&
		performance.timeOrigin + performance.now()
	);
}

/**
 * Waits until the page's command palette is ready; the time it was.
 *
 * @param {import('@playwright/test').Page} page        The page.
 * @param {boolean}                         isInterface Whether it is the interface.
 * @return {Promise<number>} The time (ms since the epoch, fractional).
 */
export async function waitPaletteReady( page, isInterface ) {
	const handle = await page.waitForFunction( paletteReady, isInterface, {
		polling: 'raf',
		timeout: TIMEOUT,
	} );
	return handle.jsonValue();
}

/**
 * First load of /wp-admin/: ms from the navigation's start until loaded, and
 * the server's time for the document (request start → first byte).
 *
 * @param {import('@playwright/test').Page} page
 * @param {boolean}                         isInterface
 * @return {Promise<{ time: number, server: number }>} The times.
 */
export async function firstLoad( page, isInterface ) {
	await page.goto( 'about:blank' );
	await page.goto( `${ benchUrl() }/wp-admin/`, { waitUntil: 'commit' } );
	const end = await waitLoaded( page, isInterface, '' );
	const origin = await page.evaluate( () => performance.timeOrigin );
	const server = await page.evaluate( documentServerTime );
	return { time: end - origin, server };
}

/**
 * Menu navigation from FROM_PAGE to TO_PAGE, in ms from the click.
 *
 * @param {import('@playwright/test').Page} page
 * @param {boolean}                         isInterface
 */
export async function navigation( page, isInterface ) {
	await page.goto( `${ benchUrl() }/wp-admin/${ FROM_PAGE }`, {
		waitUntil: 'commit',
	} );
	await waitLoaded( page, isInterface, FROM_PAGE );
	const selector = isInterface ? INTERFACE_MENU_LINK : STOCK_MENU_LINK;
	await page.locator( selector ).first().waitFor( { state: 'visible' } );
	const start = await page.evaluate( ( linkSelector ) => {
		const link = document.querySelector( linkSelector );
		const now = performance.timeOrigin + performance.now();
		link.click();
		return now;
	}, selector );
	if ( ! isInterface ) {
		await page.waitForURL( new RegExp( `/wp-admin/${ TO_PAGE }` ), {
			waitUntil: 'commit',
			timeout: TIMEOUT,
		} );
	}
	const end = await waitLoaded( page, isInterface, TO_PAGE );
	return end - start;
}
