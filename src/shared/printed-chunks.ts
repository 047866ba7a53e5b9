/**
 * The interface's chunk scripts (build/blocks/<folder>.js and
 * build/engine/<feature>.js), which the server prints after runtime.js on
 * the pages whose template uses them. Each one leaves its export on
 * `window.uipressChunks` under its name (`blocks/button`,
 * `engine/conditions`; see webpack.config.js), so the interface reads them
 * without a loader of its own or a request.
 */

declare global {
	interface Window {
		uipressChunks?: Record< string, unknown >;
	}
}

/**
 * What a printed chunk exported, or undefined when the page has no such
 * chunk (the template does not use it, or its script failed).
 *
 * @param name The chunk's name: `blocks/<folder>` or `engine/<feature>`.
 */
export function printedChunk( name: string ): unknown {
	const chunks = window.uipressChunks;
	return chunks && Object.prototype.hasOwnProperty.call( chunks, name )
		? chunks[ name ]
		: undefined;
}

/**
 * The exports of the printed chunks whose names start with `prefix`, by
 * the rest of their names: `blocks/` gives `{ button: … }`.
 *
 * @param prefix `blocks/` or `engine/`.
 */
export function printedChunksUnder(
	prefix: string
): Record< string, unknown > {
	const found: Record< string, unknown > = {};
	Object.entries( window.uipressChunks ?? {} ).forEach(
		( [ name, value ] ) => {
			if ( name.startsWith( prefix ) ) {
				found[ name.slice( prefix.length ) ] = value;
			}
		}
	);
	return found;
}

/** Files of a chunk the page loads only when needed (by the server). */
interface LaterChunkFiles {
	js: string[];
	css: string[];
}

declare global {
	interface Window {
		uipressLaterChunks?: Record< string, LaterChunkFiles >;
	}
}

const loading = new Map< string, Promise< void > >();

/**
 * Whether the page already has a file (the server printed it: a chunk's
 * shared code, `blocks/common`), whatever its version.
 *
 * @param url The file's URL.
 */
function onPage( url: string ): boolean {
	const path = url.split( '?' )[ 0 ];
	return Array.from(
		document.querySelectorAll< HTMLScriptElement | HTMLLinkElement >(
			'script[src],link[rel="stylesheet"]'
		)
	).some(
		( element ) =>
			( 'src' in element ? element.src : element.href ).split(
				'?'
			)[ 0 ] === path
	);
}

function addElement( tag: 'script' | 'link', url: string ): Promise< void > {
	if ( onPage( url ) ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const element = document.createElement( tag );
		if ( element instanceof HTMLScriptElement ) {
			// In order: a chunk's shared code comes before it.
			element.async = false;
			element.src = url;
		} else {
			element.rel = 'stylesheet';
			element.href = url;
		}
		// A file that fails leaves the chunk missing; callers fail safe.
		element.onload = element.onerror = () => resolve();
		document.head.appendChild( element );
	} );
}

/**
 * Loads, once, a chunk the server did not print but named in
 * `window.uipressLaterChunks` (code most pages never run: toasts), with its
 * stylesheets. Resolves when its scripts have run or failed; read it with
 * printedChunk() then.
 *
 * @param name The chunk's name (`later/toasts`).
 */
export function laterChunk( name: string ): Promise< void > {
	let promise = loading.get( name );
	if ( ! promise ) {
		const files = window.uipressLaterChunks?.[ name ];
		promise =
			printedChunk( name ) !== undefined || ! files
				? Promise.resolve()
				: Promise.all( [
						...files.css.map( ( url ) =>
							addElement( 'link', url )
						),
						...files.js.map( ( url ) =>
							addElement( 'script', url )
						),
					] ).then( () => undefined );
		loading.set( name, promise );
	}
	return promise;
}
