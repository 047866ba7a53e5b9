/**
 * The benchmark site: a fresh local WordPress on its own port (8890), so a
 * benchmark never disturbs `npm start` or the e2e site.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, SITES } from '../../local-wordpress/paths.mjs';

export const BENCH_URL = `http://localhost:${ SITES.bench.port }`;
const CLI = path.join( PROJECT_ROOT, 'tools/local-wordpress/cli.mjs' );

export function ensureBuilt( entries ) {
	const missing = entries.filter(
		( entry ) =>
			! fs.existsSync(
				path.join( PROJECT_ROOT, 'build', `${ entry }.asset.php` )
			)
	);
	if ( missing.length ) {
		console.log( `Building (${ missing.join( ', ' ) } missing)…` );
		execFileSync( 'npm', [ 'run', '--silent', 'build' ], {
			cwd: PROJECT_ROOT,
			stdio: 'inherit',
		} );
	}
}

export function startBenchSite() {
	execFileSync(
		process.execPath,
		[ CLI, 'site', 'bench', '--fresh', '--serve' ],
		{
			cwd: PROJECT_ROOT,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		}
	);
}

export function stopBenchSite() {
	execFileSync( process.execPath, [ CLI, 'stop-site', 'bench' ], {
		cwd: PROJECT_ROOT,
		stdio: 'ignore',
	} );
}
