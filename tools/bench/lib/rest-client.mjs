/**
 * The benchmarks' HTTP client for a local site: plain requests timed to the
 * first byte (a new connection each, as a browser's first request), a
 * sign-in that yields the cookie and REST nonce the blocks send, and REST
 * calls read with the Server-Timing figures of lib/server-timing.php.
 */
import http from 'node:http';

/**
 * The Server-Timing figures of an answer.
 *
 * @param {Object} headers Response headers.
 * @return {{php: number, route: number, queries: number}} Milliseconds and query count (NaN when absent).
 */
export function serverTiming( headers ) {
	const value = String( headers[ 'server-timing' ] ?? '' );
	const number = ( pattern ) => {
		const match = value.match( pattern );
		return match ? Number( match[ 1 ] ) : NaN;
	};
	return {
		php: number( /php;dur=([\d.]+)/ ),
		route: number( /route;dur=([\d.]+)/ ),
		queries: number( /db;desc="(\d+) queries"/ ),
	};
}

/**
 * A client of the local site on a port.
 *
 * @param {number} port The site's port.
 */
export function benchRestClient( port ) {
	const host = `localhost:${ port }`;

	/**
	 * One HTTP request to the local server.
	 *
	 * @param {string} method          Method.
	 * @param {string} route           Path and query.
	 * @param {Object} options         What to send.
	 * @param {Object} options.headers Headers.
	 * @param {string} [options.body]  Body.
	 * @return {Promise<{status: number, headers: Object, body: string, ttfb: number}>} The answer.
	 */
	function request( method, route, { headers = {}, body } = {} ) {
		return new Promise( ( resolve, reject ) => {
			const start = performance.now();
			const req = http.request(
				{
					host: '127.0.0.1',
					port,
					path: route,
					method,
					agent: false,
					headers: {
						Host: host,
						...( body === undefined
							? {}
							: { 'Content-Length': Buffer.byteLength( body ) } ),
						...headers,
					},
				},
				( res ) => {
					const ttfb = performance.now() - start;
					const chunks = [];
					res.on( 'data', ( chunk ) => chunks.push( chunk ) );
					res.on( 'end', () =>
						resolve( {
							status: res.statusCode,
							headers: res.headers,
							body: Buffer.concat( chunks ).toString( 'utf8' ),
							ttfb,
						} )
					);
				}
			);
			req.on( 'error', reject );
			req.setTimeout( 120_000, () =>
				req.destroy( new Error( `${ route }: no answer in 120 s` ) )
			);
			if ( body !== undefined ) {
				req.write( body );
			}
			req.end();
		} );
	}

	/**
	 * Signs a user in; returns the headers of an authenticated REST call.
	 *
	 * @param {{user: string, password: string}} account Who.
	 * @return {Promise<{Cookie: string, 'X-WP-Nonce': string}>} Headers.
	 */
	async function signIn( account ) {
		const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check';
		const form = new URLSearchParams( {
			log: account.user,
			pwd: account.password,
			'wp-submit': 'Log In',
			redirect_to: `http://${ host }/wp-admin/`,
			testcookie: '1',
		} ).toString();
		const login = await request( 'POST', '/wp-login.php', {
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Cookie: testCookie,
			},
			body: form,
		} );
		const cookies = ( login.headers[ 'set-cookie' ] ?? [] )
			.map( ( line ) => line.split( ';' )[ 0 ] )
			.filter( ( pair ) => pair.startsWith( 'wordpress_' ) );
		if ( login.status !== 302 || ! cookies.length ) {
			throw new Error(
				`Could not sign in as ${ account.user } (HTTP ${ login.status }).`
			);
		}
		const cookie = [ testCookie, ...cookies ].join( '; ' );
		const nonce = await request(
			'GET',
			'/wp-admin/admin-ajax.php?action=rest-nonce',
			{ headers: { Cookie: cookie } }
		);
		if ( nonce.status !== 200 || ! /^[a-f0-9]{10}$/.test( nonce.body ) ) {
			throw new Error( `No REST nonce (HTTP ${ nonce.status }).` );
		}
		return { Cookie: cookie, 'X-WP-Nonce': nonce.body };
	}

	/**
	 * A REST call, timed; throws unless it succeeded.
	 *
	 * @param {Object} auth   Authentication headers.
	 * @param {string} method Method.
	 * @param {string} route  Route and query, after /wp-json.
	 * @param {Object} [body] JSON body.
	 */
	async function rest( auth, method, route, body ) {
		const answer = await request( method, `/wp-json${ route }`, {
			headers: {
				...auth,
				...( body ? { 'Content-Type': 'application/json' } : {} ),
			},
			body: body ? JSON.stringify( body ) : undefined,
		} );
		if ( answer.status !== 200 ) {
			throw new Error(
				`${ method } ${ route }: HTTP ${
					answer.status
				} ${ answer.body.slice( 0, 300 ) }`
			);
		}
		return {
			ttfb: answer.ttfb,
			...serverTiming( answer.headers ),
			json: JSON.parse( answer.body ),
			total: Number( answer.headers[ 'x-wp-total' ] ?? NaN ),
		};
	}

	return { request, signIn, rest };
}
