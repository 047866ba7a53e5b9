/**
 * Sends the chrome's snapshot once the interface has settled on the page it
 * opened with (its framed page loaded, the browser idle), so the next visit
 * of this page paints it before any script (Runtime\ChromeSnapshot). Never
 * after the user has changed what the chrome shows: the page's key names
 * the state it opened with, and a snapshot of another state would flash on
 * takeover. In the `later/snapshot` chunk (start.ts): only pages
 * printed without a snapshot for their width load it.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { PageEventName } from '../events';
import { captureChrome } from './capture';

export interface SnapshotKey {
	key: string;
	token: string;
}

/*
 * Page events by name (src/runtime/events.ts, a documented contract): this
 * chunk imports nothing runtime.js has, which would make runtime.js larger.
 */
const LOAD_START: PageEventName = 'uipress/page/loadstart';
const LOAD_FINISH: PageEventName = 'uipress/page/loadfinish';

/** Page events after which the chrome no longer shows the state the page opened with. */
const CHANGING_EVENTS: PageEventName[] = [
	'uipress/darkmode/toggle',
	'uipress/menu/togglecollapse',
	'uipress/menu/toggleoffcanvas',
	'uipress/window/fullscreen',
	'uipress/commandpalette/open',
	'uipress/page/change',
];

/** What the user does that may open or change part of the chrome. */
const INPUT_EVENTS = [ 'pointerdown', 'keydown' ];

/** Longest wait for an idle moment before the snapshot is taken anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves when the window has loaded.
 *
 * @param win The window.
 */
function windowLoaded( win: Window ): Promise< void > {
	return win.document.readyState === 'complete'
		? Promise.resolve()
		: new Promise( ( resolve ) =>
				win.addEventListener( 'load', () => resolve(), { once: true } )
			);
}

/**
 * Resolves when the content frame's first page has loaded (at once when the
 * template has no content frame, or its page has loaded already).
 *
 * @param root The runtime's root.
 */
function frameLoaded( root: Element ): Promise< void > {
	const frame = root.querySelector( '[data-uip-frame-state]' );
	if ( ! frame || frame.getAttribute( 'data-uip-frame-state' ) === 'ready' ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) =>
		root.ownerDocument.addEventListener( LOAD_FINISH, () => resolve(), {
			once: true,
		} )
	);
}

/**
 * Resolves at the browser's next idle moment.
 *
 * @param win The window.
 */
function idle( win: Window ): Promise< void > {
	return new Promise( ( resolve ) => {
		if ( typeof win.requestIdleCallback === 'function' ) {
			win.requestIdleCallback( () => resolve(), {
				timeout: IDLE_TIMEOUT_MS,
			} );
		} else {
			win.setTimeout( resolve, 0 );
		}
	} );
}

export interface KeptSnapshot {
	/** Stops watching: the snapshot is then not sent. */
	stop: () => void;
	/** Resolves once done: true when a snapshot was sent and kept. */
	done: Promise< boolean >;
}

/**
 * Watches the page and sends the snapshot when it has settled unchanged.
 *
 * @param snapshotKey The key and token the page was printed with.
 * @param root        The runtime's root.
 * @param asPrinted   Whether the page is still in the state it was printed
 *                    in, asked when it has settled (start.ts).
 * @param win         The window.
 */
export function keepChromeSnapshot(
	snapshotKey: SnapshotKey,
	root: Element = document.getElementById( 'uip-runtime-root' ) ??
		document.body,
	asPrinted: () => boolean = () => true,
	win: Window = window
): KeptSnapshot {
	const doc = root.ownerDocument;
	let changed = false;
	let framed = false;
	const framedPage = frameLoaded( root ).then( () => {
		framed = true;
	} );
	const onChange = () => {
		changed = true;
	};
	// Each later page the frame starts is another page than the key's.
	const onLoadStart = () => {
		if ( framed ) {
			changed = true;
		}
	};
	CHANGING_EVENTS.forEach( ( name ) =>
		doc.addEventListener( name, onChange )
	);
	INPUT_EVENTS.forEach( ( name ) =>
		doc.addEventListener( name, onChange, true )
	);
	doc.addEventListener( LOAD_START, onLoadStart );
	const stop = () => {
		changed = true;
		CHANGING_EVENTS.forEach( ( name ) =>
			doc.removeEventListener( name, onChange )
		);
		INPUT_EVENTS.forEach( ( name ) =>
			doc.removeEventListener( name, onChange, true )
		);
		doc.removeEventListener( LOAD_START, onLoadStart );
	};

	const done = Promise.all( [ windowLoaded( win ), framedPage ] )
		.then( () => idle( win ) )
		.then( () => {
			if ( changed || ! asPrinted() ) {
				stop();
				return false;
			}
			const html = captureChrome( root );
			stop();
			return apiFetch( {
				path: '/uipress/v1/interface/snapshot',
				method: 'POST',
				// The server keeps one per width band: markup may differ by width.
				data: { ...snapshotKey, html, width: win.innerWidth },
			} ).then(
				( response ) =>
					( response as { saved?: boolean } | null )?.saved === true
			);
		} )
		// A snapshot not kept only means the next visit paints as before.
		.catch( () => false );
	return { stop, done };
}
