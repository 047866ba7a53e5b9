/**
 * The kinds of site: which database, network and object cache the
 * environment asks for, and the folder each kind of site lives in.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
	sitesDirFor,
	wantedDatabase,
	wantedMultisite,
	wantedObjectCache,
	wantedWoocommerce,
	WORDPRESS_ROOT,
	WP_CURRENT,
	WP_OLDEST,
} from '../paths.mjs';

describe( 'what the environment asks for', () => {
	test( 'SQLite unless UIPRESS_DB names MariaDB', () => {
		assert.equal( wantedDatabase( {} ), 'sqlite' );
		assert.equal( wantedDatabase( { UIPRESS_DB: 'sqlite' } ), 'sqlite' );
		assert.equal(
			wantedDatabase( { UIPRESS_DB: ' MariaDB ' } ),
			'mariadb'
		);
		assert.equal( wantedDatabase( { UIPRESS_DB: 'mysql' } ), 'mariadb' );
		assert.throws(
			() => wantedDatabase( { UIPRESS_DB: 'postgres' } ),
			/UIPRESS_DB must be "sqlite" \(the default\) or "mariadb"/
		);
	} );

	test( 'a network only when UIPRESS_MULTISITE is set to something true', () => {
		assert.equal( wantedMultisite( {} ), false );
		assert.equal( wantedMultisite( { UIPRESS_MULTISITE: '0' } ), false );
		assert.equal(
			wantedMultisite( { UIPRESS_MULTISITE: 'false' } ),
			false
		);
		assert.equal( wantedMultisite( { UIPRESS_MULTISITE: '1' } ), true );
	} );

	test( 'Redis or no object cache', () => {
		assert.equal( wantedObjectCache( {} ), '' );
		assert.equal(
			wantedObjectCache( { UIPRESS_OBJECT_CACHE: 'redis' } ),
			'redis'
		);
		assert.throws(
			() => wantedObjectCache( { UIPRESS_OBJECT_CACHE: 'memcached' } ),
			/UIPRESS_OBJECT_CACHE must be "redis"/
		);
	} );

	test( 'WooCommerce shops only when UIPRESS_WOOCOMMERCE is set to something true', () => {
		assert.equal( wantedWoocommerce( {} ), false );
		assert.equal(
			wantedWoocommerce( { UIPRESS_WOOCOMMERCE: '0' } ),
			false
		);
		assert.equal( wantedWoocommerce( { UIPRESS_WOOCOMMERCE: '1' } ), true );
	} );
} );

describe( 'each kind of site in a folder of its own', () => {
	const folder = ( flavour ) =>
		path.relative( WORDPRESS_ROOT, sitesDirFor( flavour ) );

	test( 'the current release on SQLite keeps the folder it always had', () => {
		assert.equal(
			folder( {
				version: WP_CURRENT,
				database: 'sqlite',
				multisite: false,
			} ),
			'sites'
		);
		assert.equal(
			folder( {
				version: WP_OLDEST,
				database: 'sqlite',
				multisite: false,
			} ),
			`sites-${ WP_OLDEST }`
		);
	} );

	test( 'MariaDB, networks and Redis get their own folders', () => {
		assert.equal(
			folder( {
				version: WP_CURRENT,
				database: 'mariadb',
				multisite: false,
			} ),
			'sites-mariadb'
		);
		assert.equal(
			folder( {
				version: WP_CURRENT,
				database: 'mariadb',
				multisite: true,
			} ),
			'sites-mariadb-network'
		);
		assert.equal(
			folder( {
				version: WP_CURRENT,
				database: 'mariadb',
				multisite: false,
				objectCache: 'redis',
			} ),
			'sites-mariadb-redis'
		);
		assert.equal(
			folder( {
				version: WP_OLDEST,
				database: 'mariadb',
				multisite: true,
				objectCache: 'redis',
			} ),
			`sites-${ WP_OLDEST }-mariadb-network-redis`
		);
	} );

	test( 'WooCommerce shops never share a folder with the plain MariaDB sites', () => {
		assert.equal(
			folder( {
				version: WP_CURRENT,
				database: 'mariadb',
				multisite: false,
				woocommerce: true,
			} ),
			'sites-mariadb-woocommerce'
		);
	} );
} );
