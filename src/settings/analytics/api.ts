/**
 * The analytics connection's REST calls (`uipress/v1/analytics/…`).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

export const CONNECTION_PATH = '/uipress/v1/analytics/connection';
export const CONNECT_PATH = '/uipress/v1/analytics/google/connect';
export const DISCONNECT_PATH = '/uipress/v1/analytics/google/connection';
export const PROPERTIES_PATH = '/uipress/v1/analytics/google/properties';

/** The settings keys of the Analytics group (includes/Analytics/AnalyticsSettings.php). */
export const ANALYTICS_KEYS = {
	mode: 'googleAuthMode',
	clientId: 'googleClientId',
	clientSecret: 'googleClientSecret',
	serviceAccountKey: 'googleServiceAccountKey',
	propertyId: 'googlePropertyId',
	propertyName: 'googlePropertyName',
} as const;

export type GoogleAuthMode = 'oauth' | 'serviceAccount';

/** What GET analytics/connection answers: never a key, only whether each is set. */
export interface ConnectionState {
	google: {
		mode: GoogleAuthMode;
		/** Whether the sign-in is complete (a token can be asked for). */
		connected: boolean;
		propertyId: string;
		propertyName: string;
		clientIdSet: boolean;
		secretSet: boolean;
		keySet: boolean;
		/** Where Google sends the administrator back, for the OAuth client. */
		redirectUri: string;
		serviceAccountEmail?: string;
	};
	matomo: { configured: boolean; url: string; siteId: string };
}

/** A GA4 property the credential reaches. */
export interface GoogleProperty {
	id: string;
	name: string;
	accountId: string;
	accountName: string;
}

/** The state of both sources. */
export function fetchConnection(): Promise< ConnectionState > {
	return apiFetch< ConnectionState >( { path: CONNECTION_PATH } );
}

/** The consent URL to send the administrator to. */
export async function startGoogleSignIn(): Promise< string > {
	const answer = await apiFetch< { url: string } >( {
		path: CONNECT_PATH,
		method: 'POST',
	} );
	return answer.url;
}

/** Forgets the Google tokens. */
export function disconnectGoogle(): Promise< ConnectionState > {
	return apiFetch< ConnectionState >( {
		path: DISCONNECT_PATH,
		method: 'DELETE',
	} );
}

/** The GA4 properties the credential reaches. */
export async function fetchProperties(): Promise< GoogleProperty[] > {
	const answer = await apiFetch< { properties: GoogleProperty[] } >( {
		path: PROPERTIES_PATH,
	} );
	return answer.properties;
}
