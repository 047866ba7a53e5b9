/**
 * Collects what went wrong in the browser while a page was used: console
 * errors (including resources that failed to load) and uncaught exceptions.
 */
import type { Page } from '@playwright/test';

export function collectBrowserErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() !== 'error' ) {
			return;
		}
		const { url, lineNumber } = message.location();
		errors.push(
			`console.error: ${ message.text() }${
				url ? ` (${ url }:${ lineNumber })` : ''
			}`
		);
	} );
	page.on( 'pageerror', ( error ) => {
		errors.push( `uncaught: ${ error.stack ?? error.message }` );
	} );
	return errors;
}
