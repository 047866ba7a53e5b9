/**
 * Internal dependencies
 */
import { readRuntime } from './runtime-config';

function appStateAdminUrl(): string | undefined {
	const source = window.uipressConfig;
	if ( typeof source !== 'object' || source === null ) {
		return undefined;
	}
	const appState = ( source as { appState?: { adminUrl?: unknown } } )
		.appState;
	return typeof appState?.adminUrl === 'string'
		? appState.adminUrl
		: undefined;
}

/**
 * The admin base URL (`…/wp-admin/`): the runtime's, else the app state's
 * (builder, preview), else `/wp-admin/` on this origin.
 */
export function adminBaseUrl(): string {
	return (
		readRuntime()?.site.adminUrl ??
		appStateAdminUrl() ??
		`${ window.location.origin }/wp-admin/`
	);
}
