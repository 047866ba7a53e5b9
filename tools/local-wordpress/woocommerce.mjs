/**
 * WooCommerce for the shops UIPRESS_WOOCOMMERCE=1 makes: the published
 * release kept beside the project (../shared/woocommerce/), checked against
 * its sha256 and unpacked once into woocommerceHome()/woocommerce-<version>
 * (~/.cache/uipress/woocommerce-10.0.2 by default, outside the project: see
 * woocommerce-place.mjs), which every shop links into its plugins
 * folder as plugins/woocommerce.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withLock } from './lock.mjs';
import {
	realPathOf,
	woocommercePlacementProblem,
} from './woocommerce-place.mjs';
import {
	PROJECT_ROOT,
	WOOCOMMERCE_DIR,
	WOOCOMMERCE_HOME,
	WOOCOMMERCE_PLUGIN,
} from './paths.mjs';

const STAMP = '.uipress-woocommerce';

/**
 * Why shops cannot be made here, or null when they can: the one line the
 * store test steps print when they pass without running.
 *
 * @param {{ archive: string, version: string }} plugin The release wanted.
 * @return {string|null} The reason.
 */
export function woocommerceMissingReason( plugin = WOOCOMMERCE_PLUGIN ) {
	if ( readStamp()?.version === plugin.version ) {
		return null;
	}
	if ( ! fs.existsSync( plugin.archive ) ) {
		return `WooCommerce ${ plugin.version } is not here (${ plugin.archive } is missing): the store analytics tests need it.`;
	}
	return null;
}

function checkPlacement() {
	const problem = woocommercePlacementProblem(
		realPathOf( WOOCOMMERCE_DIR ),
		fs.realpathSync( PROJECT_ROOT )
	);
	if ( problem ) {
		throw new Error( problem );
	}
}

function readStamp() {
	try {
		return JSON.parse(
			fs.readFileSync( path.join( WOOCOMMERCE_DIR, STAMP ), 'utf8' )
		);
	} catch {
		return null;
	}
}

function sha256Of( file ) {
	const hash = crypto.createHash( 'sha256' );
	const descriptor = fs.openSync( file, 'r' );
	try {
		const buffer = Buffer.alloc( 1024 * 1024 );
		let read;
		while ( ( read = fs.readSync( descriptor, buffer ) ) > 0 ) {
			hash.update( buffer.subarray( 0, read ) );
		}
	} finally {
		fs.closeSync( descriptor );
	}
	return hash.digest( 'hex' );
}

function unlockedEnsureWoocommerce() {
	checkPlacement();
	if ( readStamp()?.version === WOOCOMMERCE_PLUGIN.version ) {
		return WOOCOMMERCE_DIR;
	}
	const reason = woocommerceMissingReason();
	if ( reason ) {
		throw new Error( reason );
	}
	const { archive, sha256, version } = WOOCOMMERCE_PLUGIN;
	const found = sha256Of( archive );
	if ( found !== sha256 ) {
		throw new Error(
			`${ archive } has sha256 ${ found }, not ${ sha256 } (../shared/woocommerce/README.md): it is not the WooCommerce ${ version } the tests were written for.`
		);
	}
	const work = fs.mkdtempSync( path.join( WOOCOMMERCE_HOME, '.extract-' ) );
	try {
		execFileSync( 'tar', [ '-xzf', archive, '-C', work ], {
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} );
		const root = path.join( work, 'woocommerce' );
		if ( ! fs.existsSync( path.join( root, 'woocommerce.php' ) ) ) {
			throw new Error( `${ archive } holds no woocommerce/ folder.` );
		}
		fs.rmSync( WOOCOMMERCE_DIR, { recursive: true, force: true } );
		fs.renameSync( root, WOOCOMMERCE_DIR );
		fs.writeFileSync(
			path.join( WOOCOMMERCE_DIR, STAMP ),
			JSON.stringify( { version, sha256 } )
		);
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
	return WOOCOMMERCE_DIR;
}

/**
 * WooCommerce unpacked (once; sites made side by side wait for the one
 * unpacking it), in a place WordPress names right.
 *
 * @return {Promise<string>} Its folder.
 */
export async function ensureWoocommerce() {
	checkPlacement();
	fs.mkdirSync( WOOCOMMERCE_HOME, { recursive: true } );
	return withLock(
		path.join( WOOCOMMERCE_HOME, 'woocommerce-unpack.lock' ),
		async () => unlockedEnsureWoocommerce(),
		{ timeoutMs: 600_000 }
	);
}
