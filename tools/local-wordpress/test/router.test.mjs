/**
 * The router of PHP's built-in server on a subdirectory network: a
 * sub-site's core files are reached under its path, as WordPress's multisite
 * .htaccess rewrites them (against a stand-in site, served for real).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PROJECT_ROOT } from '../paths.mjs';

/** Prints how the request reached the script. */
const WHERE_AM_I = `<?php echo json_encode( array( 'script' => __FILE__, 'uri' => $_SERVER['REQUEST_URI'], 'self' => $_SERVER['PHP_SELF'] ) );`;

function freePort() {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

async function serve( root ) {
	const port = await freePort();
	const child = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			root,
			path.join( PROJECT_ROOT, 'tools/local-wordpress/router.php' ),
		],
		{ stdio: 'ignore' }
	);
	const url = `http://127.0.0.1:${ port }`;
	for ( let tries = 0; tries < 100; tries++ ) {
		try {
			await fetch( `${ url }/wp-includes/style.css` );
			return { url, child };
		} catch {
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
	}
	child.kill();
	throw new Error( 'php -S did not start.' );
}

function standInSite( network ) {
	const root = fs.realpathSync(
		fs.mkdtempSync( path.join( os.tmpdir(), 'uipress-router-' ) )
	);
	fs.mkdirSync( path.join( root, 'wp-admin' ) );
	fs.mkdirSync( path.join( root, 'wp-includes' ) );
	fs.writeFileSync( path.join( root, 'index.php' ), WHERE_AM_I );
	fs.writeFileSync( path.join( root, 'wp-login.php' ), WHERE_AM_I );
	fs.writeFileSync( path.join( root, 'wp-admin/index.php' ), WHERE_AM_I );
	fs.writeFileSync( path.join( root, 'wp-admin/users.php' ), WHERE_AM_I );
	fs.writeFileSync(
		path.join( root, 'wp-includes/style.css' ),
		'body{color:red}'
	);
	fs.writeFileSync( path.join( root, 'wp-includes/data.txt' ), 'plain' );
	if ( network ) {
		fs.writeFileSync( path.join( root, 'wp-network.php' ), '<?php' );
	}
	return root;
}

describe( 'on a subdirectory network', () => {
	let root;
	let site;
	before( async () => {
		root = standInSite( true );
		site = await serve( root );
	} );
	after( () => {
		site?.child.kill();
		fs.rmSync( root, { recursive: true, force: true } );
	} );

	const get = async ( address ) => {
		const response = await fetch( `${ site.url }${ address }`, {
			redirect: 'manual',
		} );
		return { response, body: await response.text() };
	};

	test( "a sub-site's admin without its slash is redirected to it", async () => {
		const { response } = await get( '/second/wp-admin' );
		assert.equal( response.status, 301 );
		assert.equal( response.headers.get( 'location' ), '/second/wp-admin/' );
	} );

	test( "a sub-site's admin pages run the root's files with the address as asked", async () => {
		for ( const [ address, file, self ] of [
			[
				'/second/wp-admin/',
				'wp-admin/index.php',
				'/wp-admin/index.php',
			],
			[
				'/second/wp-admin/users.php?role=editor',
				'wp-admin/users.php',
				'/wp-admin/users.php',
			],
			[ '/second/wp-login.php', 'wp-login.php', '/wp-login.php' ],
		] ) {
			const { response, body } = await get( address );
			assert.equal( response.status, 200, address );
			assert.deepEqual( JSON.parse( body ), {
				script: path.join( root, file ),
				uri: address,
				self,
			} );
		}
	} );

	test( "a sub-site's static core files are the root's", async () => {
		const css = await get( '/second/wp-includes/style.css?ver=1' );
		assert.equal( css.response.status, 200 );
		assert.match(
			css.response.headers.get( 'content-type' ),
			/^text\/css/
		);
		assert.equal( css.body, 'body{color:red}' );
		const text = await get( '/second/wp-includes/data.txt' );
		assert.equal( text.response.status, 200 );
		assert.equal( text.body, 'plain' );
	} );

	test( "a sub-site's pages and REST routes go to WordPress's index.php", async () => {
		for ( const address of [ '/second/', '/second/wp-json/wp/v2/posts' ] ) {
			const { body } = await get( address );
			assert.equal(
				JSON.parse( body ).script,
				path.join( root, 'index.php' )
			);
			assert.equal( JSON.parse( body ).uri, address );
		}
	} );
} );

describe( 'on a single site', () => {
	let root;
	let site;
	before( async () => {
		root = standInSite( false );
		site = await serve( root );
	} );
	after( () => {
		site?.child.kill();
		fs.rmSync( root, { recursive: true, force: true } );
	} );

	test( 'nothing is rewritten: a path under a folder is a page', async () => {
		const response = await fetch( `${ site.url }/second/wp-admin/` );
		assert.equal(
			JSON.parse( await response.text() ).script,
			path.join( root, 'index.php' )
		);
	} );
} );
