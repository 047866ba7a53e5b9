/**
 * The benchmark sites: fresh local WordPresses on ports of their own
 * (SITES in paths.mjs), so a benchmark never disturbs `npm start`, the e2e
 * site or another benchmark. A script picks its site with chooseBenchSite()
 * before anything else.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, SITES } from '../../local-wordpress/paths.mjs';

let siteName = 'bench';

/**
 * Chooses the site the benchmark runs on.
 *
 * @param {keyof typeof SITES} name A key of SITES.
 */
export function chooseBenchSite( name ) {
	if ( ! SITES[ name ] ) {
		throw new Error( `Unknown site ${ name }` );
	}
	siteName = name;
}

/** The chosen benchmark site's address. */
export function benchUrl() {
	return `http://localhost:${ SITES[ siteName ].port }`;
}
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
		[ CLI, 'site', siteName, '--fresh', '--serve' ],
		{
			cwd: PROJECT_ROOT,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		}
	);
}

export function stopBenchSite() {
	execFileSync( process.execPath, [ CLI, 'stop-site', siteName ], {
		cwd: PROJECT_ROOT,
		stdio: 'ignore',
	} );
}
