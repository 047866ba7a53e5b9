/**
 * Knows when a page has stopped talking to the server, so a spec can check
 * the PHP log and the console only after everything the page started is done.
 */
import type { Page, Request } from '@playwright/test';

export interface NetworkWatch {
	/** Milliseconds without any request in flight (0 while one is). */
	quietFor: () => number;
}

export function watchNetwork( page: Page ): NetworkWatch {
	const inFlight = new Set< Request >();
	let lastActivity = Date.now();
	const done = ( request: Request ) => {
		inFlight.delete( request );
		lastActivity = Date.now();
	};
	page.on( 'request', ( request ) => {
		inFlight.add( request );
		lastActivity = Date.now();
	} );
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
	return {
		quietFor: () => ( inFlight.size ? 0 : Date.now() - lastActivity ),
	};
}
