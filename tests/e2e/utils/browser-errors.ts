/**
 * Collects what went wrong in the browser while a page was used: console
 * errors (including resources that failed to load) and uncaught exceptions.
 */
import type { Page } from '@playwright/test';

/**
 * Errors WordPress itself logs on its stock screens, with or without UiPress
 * (each checked against the stock admin), so they say nothing about ours.
 */
export const WORDPRESS_OWN_ERRORS: ReadonlyArray< {
	pattern: RegExp;
	why: string;
} > = [
	{
		pattern:
			/^console\.error: Failed to load resource: the server responded with a status of 403 \(Forbidden\) \(https?:\/\/[^/]+\/wp-json\/wp\/v2\/settings\?_locale=user:0\)$/,
		why: 'WordPress 7.1’s block editor reads site settings, which users without manage_options (editors) may not.',
	},
	{
		pattern:
			/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(https?:\/\/[^/]+\/wp-json\/wp\/v2\/plugins\/(ai|ai-provider-for-[a-z]+)\/[a-z-]+\?context=edit&_locale=user:0\)$/,
		why: 'WordPress 7.1’s Settings → Connectors asks for each suggested AI plugin and logs a 404 for those not installed.',
	},
];

export function collectBrowserErrors( page: Page ): string[] {
	const errors: string[] = [];
	const record = ( error: string ) => {
		if (
			! WORDPRESS_OWN_ERRORS.some( ( known ) =>
				known.pattern.test( error )
			)
		) {
			errors.push( error );
		}
	};
	page.on( 'console', ( message ) => {
		if ( message.type() !== 'error' ) {
			return;
		}
		const { url, lineNumber } = message.location();
		record(
			`console.error: ${ message.text() }${
				url ? ` (${ url }:${ lineNumber })` : ''
			}`
		);
	} );
	page.on( 'pageerror', ( error ) => {
		record( `uncaught: ${ error.stack ?? error.message }` );
	} );
	return errors;
}
