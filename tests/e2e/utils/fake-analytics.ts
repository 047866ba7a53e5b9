/**
 * The fake Google Analytics and Matomo servers
 * (tests/fixtures/fake-google-analytics, tests/fixtures/fake-matomo) run as
 * child processes, as the PHPUnit tests run them. The e2e sites let UiPress
 * reach `localhost` (tests/fixtures/local-providers), so a spec sets
 * `googleApiBase` or `matomoUrl` to `base` and drives the fake through
 * `control()`; the numbers to expect come from
 * tests/fixtures/fake-google-analytics/data.mjs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const FIXTURES = path.resolve( __dirname, '../../fixtures' );

/** The fake Google's OAuth client and the fixture service account. */
export const FAKE_GOOGLE_CLIENT_ID =
	'fake-client-id.apps.googleusercontent.com';
export const FAKE_GOOGLE_CLIENT_SECRET = 'fake-client-secret';
export const FAKE_SERVICE_ACCOUNT_KEY_FILE = path.join(
	FIXTURES,
	'analytics-keys/service-account.json'
);
/** Properties: readable, readable, answers 403. */
export const FAKE_PROPERTIES = {
	demoShop: { id: 'properties/1001', name: 'Demo shop' },
	blog: { id: 'properties/1002', name: 'Blog' },
	notShared: { id: 'properties/403', name: 'Not shared' },
} as const;
/** The fake Matomo's token and only site. */
export const FAKE_MATOMO_TOKEN = 'fake-matomo-token';
export const FAKE_MATOMO_SITE_ID = '1';

/** A request a fake received. */
export interface FakeAnalyticsRequest {
	method: string;
	path: string;
	/** Path and query string. */
	url: string;
	query: Record< string, string >;
	headers: Record< string, string >;
	/** The raw body. */
	body: string;
}

/** How a fake answers from now on (`POST /__control`). */
export interface FakeAnalyticsControl {
	/** Answer this HTTP error (`null`: stop failing). */
	fail?: '401' | '403' | '429' | '500' | '503' | null;
	/** How many requests fail (all while unset). */
	times?: number;
	/** Reports without rows. */
	empty?: boolean;
	/** Google: current access tokens answer 401. */
	expireTokens?: boolean;
	/** Google: refresh tokens stop working. */
	revokeRefreshTokens?: boolean;
}

export interface FakeAnalytics {
	/** `http://localhost:<port>`: the `googleApiBase` or `matomoUrl` setting. */
	base: string;
	port: number;
	control: ( control: FakeAnalyticsControl ) => Promise< void >;
	/** Forgets the recorded requests and the controls. */
	reset: () => Promise< void >;
	requests: () => Promise< FakeAnalyticsRequest[] >;
	stop: () => Promise< void >;
}

/**
 * Starts a fake's command on a free port.
 *
 * @param script The server.mjs path.
 */
function startFake( script: string ): Promise< FakeAnalytics > {
	const child = spawn( process.execPath, [ script ], {
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
	return new Promise( ( resolve, reject ) => {
		child.once( 'error', reject );
		child.once( 'exit', ( code ) =>
			reject( new Error( `${ script } exited (${ code }).` ) )
		);
		readline
			.createInterface( { input: child.stdout } )
			.once( 'line', ( line ) => {
				const { port } = JSON.parse( line ) as { port: number };
				const own = `http://127.0.0.1:${ port }`;
				const post = async ( route: string, body: object ) => {
					await fetch( `${ own }${ route }`, {
						method: 'POST',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify( body ),
					} );
				};
				resolve( {
					base: `http://localhost:${ port }`,
					port,
					control: ( control ) => post( '/__control', control ),
					reset: () => post( '/__reset', {} ),
					requests: async () =>
						( await fetch( `${ own }/__requests` ).then(
							( response ) => response.json()
						) ) as FakeAnalyticsRequest[],
					stop: () =>
						new Promise( ( done ) => {
							child.removeAllListeners( 'exit' );
							child.once( 'exit', () => done() );
							child.kill( 'SIGTERM' );
						} ),
				} );
			} );
	} );
}

/** Starts the fake Google (token endpoint, consent page, Data and Admin APIs). */
export function startFakeGoogle(): Promise< FakeAnalytics > {
	return startFake(
		path.join( FIXTURES, 'fake-google-analytics/server.mjs' )
	);
}

/** Starts the fake Matomo. */
export function startFakeMatomo(): Promise< FakeAnalytics > {
	return startFake( path.join( FIXTURES, 'fake-matomo/server.mjs' ) );
}
