/**
 * Starts and stops the e2e WordPress through the project's local WordPress
 * tool, the same way a developer would from a terminal.
 */
import { runCommand } from './site-php';
import { SITE_CLI, SITE_DIR, SITE_NAME } from './site';

function runCli( args: string[] ): string {
	return runCommand(
		process.execPath,
		[ SITE_CLI, ...args ],
		`node tools/local-wordpress/cli.mjs ${ args.join( ' ' ) }`
	);
}

/**
 * Creates the e2e site from scratch (new database, empty debug log, UiPress
 * active, admin/password) and serves it. Resolves once WordPress answers.
 */
export function startFreshSite(): void {
	const output = runCli( [ 'site', SITE_NAME, '--fresh', '--serve' ] );
	const reported = output.trim().split( '\n' ).pop();
	if ( reported !== SITE_DIR ) {
		throw new Error(
			`The e2e site is at ${ reported }, but the tests read ${ SITE_DIR }: keep tests/e2e/utils/site.ts in step with tools/local-wordpress/paths.mjs.`
		);
	}
}

/** Stops the e2e site's PHP server and its workers. */
export function stopSite(): void {
	runCli( [ 'stop-site', SITE_NAME ] );
}
