/**
 * The fake AI provider (tests/fixtures/fake-ai-provider/server.mjs) run as
 * a child process, as the PHPUnit tests run it: the specs read what it
 * received through its `GET /__requests`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const SERVER = path.resolve(
	__dirname,
	'../../fixtures/fake-ai-provider/server.mjs'
);

/** A request the fake received. */
export interface ProviderRequest {
	method: string;
	path: string;
	authorization: string;
	body: {
		model?: string;
		stream?: boolean;
		messages?: Array< { role: string; content: string } >;
	} | null;
}

export interface FakeAiProvider {
	/** The address to set as the AI provider's (`http://localhost:<port>/v1`). */
	base: string;
	/** What it received so far. */
	requests: () => Promise< ProviderRequest[] >;
	stop: () => Promise< void >;
}

/**
 * Starts the fake on a free port.
 *
 * @param wordDelayMs Time between the words of a streamed answer.
 */
export function startFakeAiProvider(
	wordDelayMs: number
): Promise< FakeAiProvider > {
	const child = spawn(
		process.execPath,
		[ SERVER, `--word-delay-ms=${ wordDelayMs }` ],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	return new Promise( ( resolve, reject ) => {
		child.once( 'error', reject );
		child.once( 'exit', ( code ) =>
			reject( new Error( `The fake AI provider exited (${ code }).` ) )
		);
		readline
			.createInterface( { input: child.stdout } )
			.once( 'line', ( line ) => {
				const { port } = JSON.parse( line ) as { port: number };
				const base = `http://localhost:${ port }/v1`;
				resolve( {
					base,
					requests: async () =>
						( await fetch(
							`http://127.0.0.1:${ port }/__requests`
						).then( ( response ) =>
							response.json()
						) ) as ProviderRequest[],
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
