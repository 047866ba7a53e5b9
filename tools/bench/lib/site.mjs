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

/**
 * Installs the chosen site afresh without serving it (so a benchmark can
 * seed it first); returns its folder.
 *
 * @return {string} The site's folder.
 */
export function prepareBenchSite() {
	const output = execFileSync(
		process.execPath,
		[ CLI, 'site', siteName, '--fresh' ],
		{
			cwd: PROJECT_ROOT,
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			encoding: 'utf8',
		}
	);
	return output.trim().split( '\n' ).pop();
}

/** Serves the chosen site (installed already) until stopBenchSite(). */
export function serveBenchSite() {
	execFileSync( process.execPath, [ CLI, 'site', siteName, '--serve' ], {
		cwd: PROJECT_ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}

export function stopBenchSite() {
	execFileSync( process.execPath, [ CLI, 'stop-site', siteName ], {
		cwd: PROJECT_ROOT,
		stdio: 'ignore',
	} );
}
