/**
 * Where WordPress core comes from: the order of the sources and the checksum
 * check of a download (against a local HTTP server standing in for
 * wordpress.org).
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
	downloadFromOrg,
	findCoreArchive,
	normaliseVersion,
	orgArchiveName,
	parseChecksum,
} from '../core-sources.mjs';
import { wantedVersion, WP_CURRENT } from '../paths.mjs';

function tempDir() {
	return fs.mkdtempSync( path.join( os.tmpdir(), 'uipress-core-' ) );
}

const quiet = () => {};

describe( 'release names', () => {
	test( 'wordpress.org names x.y.0 releases without the .0', () => {
		assert.equal( orgArchiveName( '7.1.0' ), 'wordpress-7.1.tar.gz' );
		assert.equal( orgArchiveName( '6.9.7' ), 'wordpress-6.9.7.tar.gz' );
	} );

	test( 'version.php numbers become 3 parts', () => {
		assert.equal( normaliseVersion( '7.1' ), '7.1.0' );
		assert.equal( normaliseVersion( '6.9.7' ), '6.9.7' );
	} );

	test( 'UIPRESS_WP_VERSION picks the release, 7.1.0 by default', () => {
		assert.equal( wantedVersion( {} ), WP_CURRENT );
		assert.equal(
			wantedVersion( { UIPRESS_WP_VERSION: '6.9.7' } ),
			'6.9.7'
		);
		assert.equal( wantedVersion( { UIPRESS_WP_VERSION: '7.1' } ), '7.1.0' );
		assert.throws(
			() => wantedVersion( { UIPRESS_WP_VERSION: 'latest' } ),
			/release number/
		);
	} );

	test( 'a checksum file is read by its hex digest', () => {
		const sha1 = 'a'.repeat( 40 );
		assert.equal( parseChecksum( `${ sha1.toUpperCase() }\n` ), sha1 );
		assert.equal(
			parseChecksum( `${ sha1 }  wordpress-7.1.tar.gz` ),
			sha1
		);
		assert.equal( parseChecksum( 'Not found' ), null );
	} );
} );

describe( 'the order of the sources', () => {
	test( 'UIPRESS_WP_ARCHIVE comes first, and must exist', async () => {
		const dir = tempDir();
		const named = path.join( dir, 'mine.zip' );
		fs.writeFileSync( named, 'zip' );
		const shared = tempDir();
		fs.writeFileSync( path.join( shared, 'wordpress-7.1.0.tar.gz' ), '' );
		const found = await findCoreArchive( {
			version: '7.1.0',
			env: { UIPRESS_WP_ARCHIVE: named },
			sharedDir: shared,
			cacheDir: dir,
			download: () => assert.fail( 'nothing is downloaded' ),
			log: quiet,
		} );
		assert.deepEqual( found, {
			file: named,
			source: 'UIPRESS_WP_ARCHIVE',
		} );
		await assert.rejects(
			findCoreArchive( {
				version: '7.1.0',
				env: { UIPRESS_WP_ARCHIVE: path.join( dir, 'missing.tar.gz' ) },
				sharedDir: shared,
				cacheDir: dir,
				log: quiet,
			} ),
			/does not exist/
		);
	} );

	test( 'then the shared archive of that version, then the cache', async () => {
		const shared = tempDir();
		const cache = tempDir();
		const sharedFile = path.join( shared, 'wordpress-6.9.7.tar.gz' );
		const cachedFile = path.join( cache, 'wordpress-7.1.0.tar.gz' );
		fs.writeFileSync( sharedFile, '' );
		fs.writeFileSync( cachedFile, '' );
		const options = {
			env: {},
			sharedDir: shared,
			cacheDir: cache,
			download: () => assert.fail( 'nothing is downloaded' ),
			log: quiet,
		};
		assert.equal(
			( await findCoreArchive( { ...options, version: '6.9.7' } ) ).file,
			sharedFile
		);
		assert.equal(
			( await findCoreArchive( { ...options, version: '7.1.0' } ) ).file,
			cachedFile
		);
	} );

	test( 'then wordpress.org; a failed download gives null, not an error', async () => {
		const empty = tempDir();
		const downloaded = await findCoreArchive( {
			version: '7.1.0',
			env: {},
			sharedDir: empty,
			cacheDir: empty,
			download: async ( version ) => `/downloads/${ version }`,
			log: quiet,
		} );
		assert.deepEqual( downloaded, {
			file: '/downloads/7.1.0',
			source: 'wordpress.org',
		} );
		const messages = [];
		const failed = await findCoreArchive( {
			version: '7.1.0',
			env: {},
			sharedDir: empty,
			cacheDir: empty,
			download: async () => {
				throw new Error( 'offline' );
			},
			log: ( message ) => messages.push( message ),
		} );
		assert.equal( failed, null );
		assert.match(
			messages.join( '\n' ),
			/could not be downloaded: offline/
		);
	} );
} );

describe( 'a download from wordpress.org', () => {
	const archive = Buffer.from( 'pretend this is a release archive' );
	const digest = crypto
		.createHash( 'sha1' )
		.update( archive )
		.digest( 'hex' );
	let server;
	let base;
	let published = digest;

	before( async () => {
		server = http.createServer( ( request, response ) => {
			if ( request.url === '/wordpress-7.1.tar.gz.sha1' ) {
				response.end( published );
			} else if ( request.url === '/wordpress-7.1.tar.gz' ) {
				response.end( archive );
			} else {
				response.statusCode = 404;
				response.end( 'Not found' );
			}
		} );
		await new Promise( ( resolve ) =>
			server.listen( 0, '127.0.0.1', resolve )
		);
		base = `http://127.0.0.1:${ server.address().port }`;
	} );

	after( () => server.close() );

	test( 'is kept when it matches the published SHA-1', async () => {
		const cache = tempDir();
		published = digest;
		const file = await downloadFromOrg( '7.1.0', cache, base );
		assert.equal( file, path.join( cache, 'wordpress-7.1.0.tar.gz' ) );
		assert.deepEqual( fs.readFileSync( file ), archive );
	} );

	test( 'is refused and removed when it does not', async () => {
		const cache = tempDir();
		published = 'b'.repeat( 40 );
		await assert.rejects(
			downloadFromOrg( '7.1.0', cache, base ),
			/does not match its published SHA-1/
		);
		assert.deepEqual( fs.readdirSync( cache ), [] );
	} );

	test( 'of a release it does not publish fails with the HTTP status', async () => {
		await assert.rejects(
			downloadFromOrg( '6.0.0', tempDir(), base ),
			/HTTP 404/
		);
	} );
} );
