/**
 * Runs commands against the e2e site from a test: the project's local
 * WordPress tool (local-site.ts), and the PHP fixtures of tests/e2e/php
 * (they load WordPress themselves), for set-ups too large for the REST API
 * (a library of a thousand images).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT, SITE_DIR } from './site';

/**
 * Runs a command from the project's root; what it printed on stdout. A
 * failure throws with what it printed.
 *
 * @param file  The program.
 * @param args  Its arguments.
 * @param shown How the error names the command.
 */
export function runCommand(
	file: string,
	args: string[],
	shown: string
): string {
	try {
		return execFileSync( file, args, {
			cwd: PROJECT_ROOT,
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			maxBuffer: 16 * 1024 * 1024,
			timeout: 5 * 60_000,
		} );
	} catch ( error ) {
		const { stdout = '', stderr = '' } = error as {
			stdout?: string;
			stderr?: string;
		};
		throw new Error( `"${ shown }" failed:\n${ stdout }${ stderr }` );
	}
}

/**
 * Runs `php tests/e2e/php/<script> <site> …`; what it printed on stdout.
 *
 * @param script The fixture's file name.
 * @param args   Its arguments after the site's folder.
 */
export function runSitePhp( script: string, args: string[] ): string {
	return runCommand(
		'php',
		[
			'-d',
			'display_errors=stderr',
			path.join( PROJECT_ROOT, 'tests/e2e/php', script ),
			SITE_DIR,
			...args,
		],
		`php tests/e2e/php/${ script } ${ args.join( ' ' ) }`
	);
}
