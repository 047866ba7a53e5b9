/**
 * Fetches WordPress core once and keeps a pristine copy in .wordpress/, with
 * the SQLite Database Integration plugin beside it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findCoreArchive, normaliseVersion } from './core-sources.mjs';
import { withLock } from './lock.mjs';
import {
	CACHE_DIR,
	CORE_DIR,
	CORE_VERSION,
	LEGACY_CORE,
	SHARED_WORDPRESS_DIR,
	SQLITE_DIR,
	SQLITE_PLUGIN,
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
 * Downloads an npm package's tarball once into the cache.
 *
 * @param {string} spec   name@version.
 * @param {string} prefix The tarball's file name start.
 * @return {string} The tarball's path.
 */
function npmPack( spec, prefix ) {
	fs.mkdirSync( CACHE_DIR, { recursive: true } );
	const existing = fs
		.readdirSync( CACHE_DIR )
		.find(
			( name ) => name.startsWith( prefix ) && name.endsWith( '.tgz' )
		);
	if ( existing ) {
		return path.join( CACHE_DIR, existing );
	}
	const output = execFileSync(
		'npm',
		[ 'pack', spec, '--silent', '--pack-destination', CACHE_DIR ],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	return path.join( CACHE_DIR, output.trim().split( '\n' ).pop() );
}

/**
 * The version in a core tree's wp-includes/version.php, as 3 parts.
 *
 * @param {string} dir Core folder.
 * @return {string|null} e.g. 7.1.0.
 */
export function coreVersionIn( dir ) {
	const file = path.join( dir, 'wp-includes/version.php' );
	if ( ! fs.existsSync( file ) ) {
		return null;
	}
	const found = /\$wp_version\s*=\s*'([^']+)'/.exec(
		fs.readFileSync( file, 'utf8' )
	)?.[ 1 ];
	return found ? normaliseVersion( found ) : null;
}

function readStamp( dir ) {
	try {
		return JSON.parse( fs.readFileSync( path.join( dir, STAMP ), 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * Unpacks a release archive (the official layout: one wordpress/ folder).
 *
 * @param {string} archive .tar.gz or .zip.
 * @param {string} target  Core folder to fill.
 */
function unpackRelease( archive, target ) {
	const work = fs.mkdtempSync( path.join( CACHE_DIR, 'extract-' ) );
	try {
		if ( archive.endsWith( '.zip' ) ) {
			run( 'unzip', [ '-q', archive, '-d', work ] );
		} else {
			run( 'tar', [ '-xzf', archive, '-C', work ] );
		}
		const root = fs.existsSync( path.join( work, 'wordpress' ) )
			? path.join( work, 'wordpress' )
			: work;
		if ( ! fs.existsSync( path.join( root, 'wp-settings.php' ) ) ) {
			throw new Error( `${ archive } holds no WordPress release.` );
		}
		fs.rmSync( target, { recursive: true, force: true } );
		fs.renameSync( root, target );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
}

/**
 * Unpacks the old WordPress of the npm builds package (last resort).
 *
 * @param {string} target Core folder to fill.
 */
function unpackLegacy( target ) {
	const tarball = npmPack(
		LEGACY_CORE.package,
		'wp-playground-wordpress-builds-'
	);
	const work = fs.mkdtempSync( path.join( CACHE_DIR, 'extract-' ) );
	try {
		run( 'tar', [
			'-xzf',
			tarball,
			'-C',
			work,
			`package/src/wordpress/${ LEGACY_CORE.build }.zip`,
			`package/public/${ LEGACY_CORE.build }`,
		] );
		fs.rmSync( target, { recursive: true, force: true } );
		fs.mkdirSync( target, { recursive: true } );
		run( 'unzip', [
			'-q',
			'-o',
			path.join(
				work,
				`package/src/wordpress/${ LEGACY_CORE.build }.zip`
			),
			'-d',
			target,
		] );
		// The zip leaves out static assets; the package ships them separately.
		fs.cpSync(
			path.join( work, `package/public/${ LEGACY_CORE.build }` ),
			target,
			{
				recursive: true,
			}
		);
		// Playground's own configuration and pre-installed database are not ours.
		for ( const leftover of [
			'wp-config.php',
			'wordpress-remote-asset-paths',
			'wp-content/database',
			'wp-content/db.php',
			'wp-content/mu-plugins',
		] ) {
			fs.rmSync( path.join( target, leftover ), {
				recursive: true,
				force: true,
			} );
		}
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
}

/**
 * The SQLite Database Integration plugin, unpacked once into SQLITE_DIR.
 *
 * @return {string} Its folder.
 */
export function ensureSqlitePlugin() {
	if ( readStamp( SQLITE_DIR )?.version === SQLITE_PLUGIN.version ) {
		return SQLITE_DIR;
	}
	requireCommand(
		'unzip',
		'Install it with your package manager, e.g. "sudo apt-get install unzip".'
	);
	const tarball = npmPack( SQLITE_PLUGIN.package, 'wp-playground-cli-' );
	const work = fs.mkdtempSync( path.join( CACHE_DIR, 'extract-' ) );
	try {
		run( 'tar', [ '-xzf', tarball, '-C', work, SQLITE_PLUGIN.zip ] );
		const unzipped = path.join( work, 'sqlite' );
		run( 'unzip', [
			'-q',
			path.join( work, SQLITE_PLUGIN.zip ),
			'-d',
			unzipped,
		] );
		const [ inner ] = fs.readdirSync( unzipped );
		fs.rmSync( SQLITE_DIR, { recursive: true, force: true } );
		fs.renameSync( path.join( unzipped, inner ), SQLITE_DIR );
		fs.writeFileSync(
			path.join( SQLITE_DIR, STAMP ),
			JSON.stringify( { version: SQLITE_PLUGIN.version } )
		);
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
	return SQLITE_DIR;
}

/**
 * Pristine WordPress core at CORE_DIR and the SQLite plugin beside it.
 *
 * @return {Promise<{ core: string, sqlitePlugin: string, version: string, stamp: string }>}
 *   Paths, the version that really runs and the core's stamp (sites copy it).
 */
export async function ensureCore() {
	fs.mkdirSync( CACHE_DIR, { recursive: true } );
	// `npm test` sets up sites side by side: one process unpacks core and the
	// SQLite plugin while the others wait, instead of each unpacking over the
	// others' half-written files.
	return withLock(
		path.join( CACHE_DIR, 'unpack.lock' ),
		unlockedEnsureCore,
		{
			timeoutMs: 600_000,
		}
	);
}

async function unlockedEnsureCore() {
	const sqlitePlugin = ensureSqlitePlugin();
	const named = process.env.UIPRESS_WP_ARCHIVE ?? '';
	const current = readStamp( CORE_DIR );
	if (
		current &&
		current.version === CORE_VERSION &&
		( named === '' || current.source === path.resolve( named ) )
	) {
		return {
			core: CORE_DIR,
			sqlitePlugin,
			version: current.version,
			stamp: JSON.stringify( current ),
		};
	}

	requireCommand( 'tar', 'Install tar.' );
	const archive = await findCoreArchive( {
		version: CORE_VERSION,
		sharedDir: SHARED_WORDPRESS_DIR,
		cacheDir: CACHE_DIR,
	} );
	let stamp;
	if ( archive ) {
		unpackRelease( archive.file, CORE_DIR );
		const version = coreVersionIn( CORE_DIR );
		if ( version !== CORE_VERSION ) {
			fs.rmSync( CORE_DIR, { recursive: true, force: true } );
			throw new Error(
				`${ archive.file } holds WordPress ${
					version ?? 'of an unknown version'
				}, not ${ CORE_VERSION }. Set UIPRESS_WP_VERSION=${ version } to run it.`
			);
		}
		stamp = { version, source: archive.file };
	} else if ( current?.legacy ) {
		stamp = current;
	} else {
		unpackLegacy( CORE_DIR );
		stamp = {
			version: coreVersionIn( CORE_DIR ),
			source: LEGACY_CORE.package,
			legacy: true,
		};
	}
	if ( stamp.legacy ) {
		console.warn(
			`\nWARNING: WordPress ${ CORE_VERSION } could not be had, so this site runs WordPress ${ stamp.version } from the npm registry (${ LEGACY_CORE.package }): an old release that UiPress no longer supports. Put wordpress-${ CORE_VERSION }.tar.gz in ../shared/wordpress/ or name an archive with UIPRESS_WP_ARCHIVE.\n`
		);
	}
	fs.writeFileSync( path.join( CORE_DIR, STAMP ), JSON.stringify( stamp ) );
	return {
		core: CORE_DIR,
		sqlitePlugin,
		version: stamp.version,
		stamp: JSON.stringify( stamp ),
	};
}
