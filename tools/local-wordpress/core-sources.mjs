/**
 * Where a WordPress release archive comes from, in order:
 *
 * 1. the archive named by `UIPRESS_WP_ARCHIVE` (a .tar.gz or .zip);
 * 2. `../shared/wordpress/wordpress-<version>.tar.gz` beside the project;
 * 3. a copy downloaded earlier into .wordpress/cache and checked then;
 * 4. the official release archive from wordpress.org, checked against the
 *    SHA-1 checksum wordpress.org publishes beside it.
 *
 * When none gives the release, core.mjs falls back to an old WordPress from
 * the npm registry and says so.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ORG = 'https://wordpress.org';

/**
 * wordpress.org names x.y.0 releases without the .0: wordpress-7.1.tar.gz.
 *
 * @param {string} version Release, e.g. 7.1.0.
 * @return {string} The file name wordpress.org publishes.
 */
export function orgArchiveName( version ) {
	return `wordpress-${ version.replace( /^(\d+\.\d+)\.0$/, '$1' ) }.tar.gz`;
}

/**
 * The release number as 3 parts: 7.1 → 7.1.0.
 *
 * @param {string} version As found in wp-includes/version.php.
 * @return {string} Normalised.
 */
export function normaliseVersion( version ) {
	return version.split( '.' ).length === 2 ? `${ version }.0` : version;
}

/**
 * @param {string} file      A file.
 * @param {string} algorithm Hash name (sha1, sha256).
 * @return {string} Its hex digest.
 */
export function fileDigest( file, algorithm = 'sha1' ) {
	return crypto
		.createHash( algorithm )
		.update( fs.readFileSync( file ) )
		.digest( 'hex' );
}

/**
 * Reads a checksum file's text: the first 40 or 64 hex digits.
 *
 * @param {string} text Body of a .sha1 (or .sha256) file.
 * @return {string|null} The digest in lower case.
 */
export function parseChecksum( text ) {
	const match = /\b([0-9a-f]{64}|[0-9a-f]{40})\b/i.exec( text );
	return match ? match[ 1 ].toLowerCase() : null;
}

/**
 * Downloads the release archive and its published SHA-1 from wordpress.org
 * into the cache; the archive is kept only when the digests agree.
 *
 * @param {string} version  Release.
 * @param {string} cacheDir Where to keep it.
 * @param {string} base     Where releases are published (wordpress.org).
 * @return {Promise<string>} The archive's path.
 */
export async function downloadFromOrg( version, cacheDir, base = ORG ) {
	const name = orgArchiveName( version );
	const url = `${ base }/${ name }`;
	const checksumResponse = await fetch( `${ url }.sha1`, {
		signal: AbortSignal.timeout( 30_000 ),
	} );
	if ( ! checksumResponse.ok ) {
		throw new Error(
			`${ url }.sha1 answered HTTP ${ checksumResponse.status }`
		);
	}
	const expected = parseChecksum( await checksumResponse.text() );
	if ( ! expected ) {
		throw new Error( `${ url }.sha1 holds no SHA-1 checksum` );
	}
	const response = await fetch( url, {
		signal: AbortSignal.timeout( 600_000 ),
	} );
	if ( ! response.ok ) {
		throw new Error( `${ url } answered HTTP ${ response.status }` );
	}
	fs.mkdirSync( cacheDir, { recursive: true } );
	const target = path.join( cacheDir, `wordpress-${ version }.tar.gz` );
	const partial = `${ target }.part`;
	fs.writeFileSync( partial, Buffer.from( await response.arrayBuffer() ) );
	const actual = fileDigest( partial );
	if ( actual !== expected ) {
		fs.rmSync( partial, { force: true } );
		throw new Error(
			`${ url } does not match its published SHA-1 (expected ${ expected }, got ${ actual }); nothing was kept`
		);
	}
	fs.renameSync( partial, target );
	return target;
}

/**
 * Finds (or downloads) the archive of a release.
 *
 * @param {Object}   options
 * @param {string}   options.version   Release wanted, e.g. 7.1.0.
 * @param {Object}   options.env       Environment (UIPRESS_WP_ARCHIVE).
 * @param {string}   options.sharedDir ../shared/wordpress.
 * @param {string}   options.cacheDir  .wordpress/cache.
 * @param {Function} options.download  Downloads from wordpress.org (version, cacheDir) → path.
 * @param {Function} options.log       Prints progress.
 * @return {Promise<{ file: string, source: string }|null>} The archive, or null when none could be had.
 */
export async function findCoreArchive( {
	version,
	env = process.env,
	sharedDir,
	cacheDir,
	download = downloadFromOrg,
	log = console.log,
} ) {
	const named = ( env.UIPRESS_WP_ARCHIVE ?? '' ).trim();
	if ( named !== '' ) {
		const file = path.resolve( named );
		if ( ! fs.existsSync( file ) ) {
			throw new Error(
				`UIPRESS_WP_ARCHIVE names ${ file }, which does not exist.`
			);
		}
		return { file, source: 'UIPRESS_WP_ARCHIVE' };
	}
	const shared = path.join( sharedDir, `wordpress-${ version }.tar.gz` );
	if ( fs.existsSync( shared ) ) {
		return { file: shared, source: shared };
	}
	const cached = path.join( cacheDir, `wordpress-${ version }.tar.gz` );
	if ( fs.existsSync( cached ) ) {
		return { file: cached, source: 'wordpress.org (cached)' };
	}
	log(
		`Downloading WordPress ${ version } from wordpress.org (checked against its published SHA-1)…`
	);
	try {
		return {
			file: await download( version, cacheDir ),
			source: 'wordpress.org',
		};
	} catch ( error ) {
		log(
			`WordPress ${ version } could not be downloaded: ${ error.message }`
		);
		return null;
	}
}
