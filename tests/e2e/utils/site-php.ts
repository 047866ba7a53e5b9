/**
 * Runs a PHP fixture of tests/e2e/php against the e2e site (it loads
 * WordPress itself), for set-ups too large for the REST API (a library of
 * a thousand images).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT, SITE_DIR } from './site';

/**
 * Runs `php tests/e2e/php/<script> <site> …`; what it printed on stdout.
 *
 * @param script The fixture's file name.
 * @param args   Its arguments after the site's folder.
 */
export function runSitePhp( script: string, args: string[] ): string {
	try {
		return execFileSync(
			'php',
			[
				'-d',
				'display_errors=stderr',
				path.join( PROJECT_ROOT, 'tests/e2e/php', script ),
				SITE_DIR,
				...args,
			],
			{
				cwd: PROJECT_ROOT,
				encoding: 'utf8',
				stdio: [ 'ignore', 'pipe', 'pipe' ],
				maxBuffer: 16 * 1024 * 1024,
				timeout: 5 * 60_000,
			}
		);
	} catch ( error ) {
		const { stdout = '', stderr = '' } = error as {
			stdout?: string;
			stderr?: string;
		};
		throw new Error(
			`"php tests/e2e/php/${ script } ${ args.join(
				' '
			) }" failed:\n${ stdout }${ stderr }`
		);
	}
}
