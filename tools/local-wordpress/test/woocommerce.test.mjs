/**
 * WooCommerce for the shops: the one-line reason the store test steps print
 * when they pass without running, and where WooCommerce may be unpacked so
 * that WordPress names its files as it names an installed plugin's.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { PROJECT_ROOT } from '../paths.mjs';
import { woocommerceMissingReason } from '../woocommerce.mjs';
import {
	realPathOf,
	woocommerceHome,
	woocommercePlacementProblem,
} from '../woocommerce-place.mjs';

test( 'a missing archive is named in the reason', () => {
	const reason = woocommerceMissingReason( {
		version: '0.0.1',
		archive: '/nowhere/woocommerce-0.0.1.tar.gz',
	} );
	assert.match(
		reason,
		/^WooCommerce 0\.0\.1 is not here \(\/nowhere\/woocommerce-0\.0\.1\.tar\.gz is missing\)/
	);
	assert.doesNotMatch( reason, /\n/ );
} );

describe( 'where WooCommerce is unpacked', () => {
	const release = 'woocommerce-10.0.2';
	const homeOf = ( env, project = '/work/main' ) =>
		woocommerceHome( env, project, release );

	test( 'UIPRESS_WOOCOMMERCE_DIR, else the XDG cache, else ~/.cache/uipress', () => {
		assert.equal(
			homeOf( {
				UIPRESS_WOOCOMMERCE_DIR: '/srv/wc',
				XDG_CACHE_HOME: '/var/cache',
				HOME: '/home/a',
			} ),
			'/srv/wc'
		);
		assert.equal(
			homeOf( { XDG_CACHE_HOME: '/var/cache', HOME: '/home/a' } ),
			'/var/cache/uipress'
		);
		// A relative XDG_CACHE_HOME is invalid by the XDG rule: ignored.
		assert.equal(
			homeOf( { XDG_CACHE_HOME: 'cache', HOME: '/home/a' } ),
			'/home/a/.cache/uipress'
		);
		assert.equal( homeOf( { HOME: '/home/a' } ), '/home/a/.cache/uipress' );
	} );

	test( 'a cache sorting after the project gives way to .uipress-cache beside it', () => {
		// CI's clean clone: /check/work/main sorts before /root/.cache.
		const project = '/check/work/main';
		const home = homeOf( { HOME: '/root' }, project );
		assert.equal( home, '/check/work/.uipress-cache' );
		assert.equal(
			woocommercePlacementProblem( path.join( home, release ), project ),
			null
		);
		// An explicit folder is kept, and refused later with the reason.
		assert.equal(
			homeOf(
				{ UIPRESS_WOOCOMMERCE_DIR: '/zzz', HOME: '/root' },
				project
			),
			'/zzz'
		);
	} );

	test( 'this machine’s place is one WordPress names right', () => {
		const { UIPRESS_WOOCOMMERCE_DIR, ...env } = process.env;
		const project = fs.realpathSync( PROJECT_ROOT );
		const folder = path.join(
			woocommerceHome( env, project, release ),
			release
		);
		assert.equal(
			woocommercePlacementProblem( realPathOf( folder ), project ),
			null,
			`UIPRESS_WOOCOMMERCE_DIR was ${ UIPRESS_WOOCOMMERCE_DIR }`
		);
	} );

	test( 'a folder not made yet has the real path of its nearest parent', () => {
		const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'uip-wc-' ) );
		try {
			fs.mkdirSync( path.join( dir, 'real' ) );
			fs.symlinkSync(
				path.join( dir, 'real' ),
				path.join( dir, 'link' )
			);
			assert.equal(
				realPathOf(
					path.join( dir, 'link/uipress/woocommerce-1.0.0' )
				),
				path.join(
					fs.realpathSync( dir ),
					'real/uipress/woocommerce-1.0.0'
				)
			);
		} finally {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	} );
} );

/**
 * WordPress's plugin_basename() (wp-includes/plugin.php, 7.1): the links'
 * real folders in arsort() order (greatest first, byte by byte; no path is
 * a numeric string), each rewriting a path it is a plain prefix of to its
 * link, then the plugins folder cut off.
 *
 * @param {string}                 file       A file's real path (__FILE__).
 * @param {Record<string, string>} realpaths  $wp_plugin_paths: link → real folder.
 * @param {string}                 pluginsDir WP_PLUGIN_DIR.
 * @return {string} Its name, e.g. woocommerce/woocommerce.php.
 */
function pluginBasename( file, realpaths, pluginsDir ) {
	const entries = Object.entries( realpaths ).sort( ( a, b ) =>
		Buffer.compare( Buffer.from( b[ 1 ] ), Buffer.from( a[ 1 ] ) )
	);
	let named = file;
	for ( const [ link, real ] of entries ) {
		if ( named.startsWith( real ) ) {
			named = link + named.slice( real.length );
		}
	}
	return named.startsWith( `${ pluginsDir }/` )
		? named.slice( pluginsDir.length + 1 )
		: named;
}

describe( 'the location rule', () => {
	const project = '/work/main';
	// Shops live inside the project, as .wordpress/sites-… does.
	const plugins = `${ project }/.wordpress/sites-mariadb-woocommerce/e2e-store/wp-content/plugins`;
	const names = ( folder ) => {
		const realpaths = {
			[ `${ plugins }/uipress` ]: project,
			[ `${ plugins }/woocommerce` ]: folder,
		};
		return [
			pluginBasename( `${ folder }/woocommerce.php`, realpaths, plugins ),
			pluginBasename( `${ project }/uipress.php`, realpaths, plugins ),
		];
	};
	const right = [ 'woocommerce/woocommerce.php', 'uipress/uipress.php' ];

	test( 'inside the project (the old place) WordPress names WooCommerce uipress/…, and it is refused', () => {
		const old = `${ project }/.wordpress/woocommerce-10.0.2`;
		assert.equal(
			names( old )[ 0 ],
			'uipress/.wordpress/sites-mariadb-woocommerce/e2e-store/wp-content/plugins/woocommerce/woocommerce.php'
		);
		assert.match(
			woocommercePlacementProblem( old, project ),
			/it is inside the project \(\/work\/main\), so WordPress would name its files uipress\//
		);
	} );

	test( 'in ~/.cache/uipress WordPress names both plugins right, and it is accepted', () => {
		const folder = '/root/.cache/uipress/woocommerce-10.0.2';
		assert.deepEqual( names( folder ), right );
		assert.equal( woocommercePlacementProblem( folder, project ), null );
	} );

	test( 'a folder sorting after the project is refused: WordPress renames its files twice', () => {
		const folder = '/zzz/uipress/woocommerce-10.0.2';
		assert.notDeepEqual( names( folder ), right );
		assert.match(
			woocommercePlacementProblem( folder, project ),
			/it sorts after the project's folder \(\/work\/main\)/
		);
	} );

	test( 'the rule refuses exactly the folders WordPress misnames', () => {
		const folders = [
			'/root/.cache/uipress/woocommerce-10.0.2',
			'/home/a/.cache/uipress/woocommerce-10.0.2',
			'/work/.cache/woocommerce',
			'/work/mai',
			'/work/main-woocommerce',
			'/work/main/.wordpress/woocommerce-10.0.2',
			'/work/mainly/woocommerce',
			'/work/m',
			'/work',
			'/work/Z/woocommerce',
			'/work/zzz/woocommerce',
			'/xdg/uipress/woocommerce-10.0.2',
			'/Users/a/.cache/uipress/woocommerce-10.0.2',
			'/tmp/woocommerce',
		];
		for ( const folder of folders ) {
			const named = names( folder );
			assert.equal(
				woocommercePlacementProblem( folder, project ) === null,
				named[ 0 ] === right[ 0 ] && named[ 1 ] === right[ 1 ],
				`${ folder }: WordPress names ${ named.join( ', ' ) }`
			);
		}
	} );
} );
