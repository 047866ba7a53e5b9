/**
 * Internal dependencies
 */
import type { ClientConditionValues } from '../conditions';

function serverPageName(): string | undefined {
	const config: unknown = window.uipressConfig;
	if ( typeof config !== 'object' || config === null ) {
		return undefined;
	}
	const appState: unknown = ( config as Record< string, unknown > ).appState;
	if ( typeof appState !== 'object' || appState === null ) {
		return undefined;
	}
	const name = ( appState as Record< string, unknown > ).currentPageName;
	return typeof name === 'string' ? name : undefined;
}

/**
 * The name of the current admin page: the server's `appState.currentPageName`,
 * else the `page` query parameter, else the script name (`index.php`).
 */
export function currentPageName(): string {
	const fromServer = serverPageName();
	if ( fromServer ) {
		return fromServer;
	}
	const url = new URL( window.location.href );
	return (
		url.searchParams.get( 'page' ) ??
		url.pathname.split( '/' ).filter( Boolean ).pop() ??
		''
	);
}

/**
 * The values conditions read in the browser, at this moment. Dark mode is
 * the `data-theme="dark"` attribute the theme sets on the page root.
 */
export function clientConditionValues(): ClientConditionValues {
	return {
		currentPageName: currentPageName(),
		currentURL: window.location.href,
		darkMode:
			document.documentElement.getAttribute( 'data-theme' ) === 'dark',
		now: new Date(),
	};
}
