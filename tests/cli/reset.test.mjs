/**
 * `wp uipress reset` and UIPRESS_SAFE_MODE on a served site whose template
 * throws: the interface locks the administrator in until safe mode turns it
 * off for everyone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ADMIN } from '../../tools/local-wordpress/paths.mjs';
import {
	dashboard,
	freshSite,
	scratchDir,
	signIn,
	stopSite,
	uipress,
	uipressOk,
} from './wp.mjs';

const SITE = 'cli';
const TAKEOVER = /id="uip-runtime-root"/;
const STOCK_MENU = /id="adminmenu"/;
const NOTICE =
	/UiPress safe mode is on: the UiPress interface is off for everyone\./;

/** A published interface for administrators whose code throws. */
const BROKEN = [
	{
		title: 'Broken interface',
		uipress: {
			type: 'ui-template',
			content: [
				{
					uid: 'brokenroot00000000000001',
					name: 'Layout',
					moduleName: 'uip-container',
				},
			],
			settings: { css: '', js: 'throw new Error( "broken template" );' },
			forRoles: [ 'administrator' ],
		},
		status: 'publish',
	},
];

let site;
let cookie;

async function adminPage() {
	return dashboard( site.url, cookie );
}

describe( 'wp uipress reset', () => {
	before( async () => {
		site = await freshSite( SITE, { serve: true } );
		const file = path.join( scratchDir( 'reset' ), 'broken.json' );
		fs.writeFileSync( file, JSON.stringify( BROKEN, null, 2 ) );
		await uipressOk( SITE, [ 'template', 'import', file ] );
		cookie = await signIn( site.url, ADMIN.user, ADMIN.password );
	} );

	after( async () => {
		await stopSite( SITE );
	} );

	it( 'starts with the broken interface taking the admin over', async () => {
		const page = await adminPage();
		assert.match( page, TAKEOVER );
		assert.ok( page.includes( 'broken template' ) );
		assert.doesNotMatch( page, STOCK_MENU );
		assert.equal(
			( await uipressOk( SITE, [ 'reset', '--status' ] ) ).trim(),
			'off'
		);
	} );

	it( 'turns the interface off for everyone, with a notice saying how to turn it back on', async () => {
		const result = await uipress( SITE, [ 'reset' ] );
		assert.equal( result.code, 0, result.stderr );
		assert.match( result.stdout, /Success: Safe mode is on/ );
		assert.match( result.stdout, /wp uipress reset --undo/ );
		assert.equal(
			( await uipressOk( SITE, [ 'reset', '--status' ] ) ).trim(),
			'on (wp uipress reset)'
		);

		const page = await adminPage();
		assert.doesNotMatch( page, TAKEOVER );
		assert.match( page, STOCK_MENU );
		assert.match( page, NOTICE );
		assert.match( page, /wp uipress reset --undo/ );
		assert.match( page, /name="action" value="uipress_safe_mode_off"/ );
		// Stored content is untouched.
		assert.equal(
			(
				await uipressOk( SITE, [
					'template',
					'list',
					'--format=count',
				] )
			).trim(),
			'1'
		);
	} );

	it( 'turns it back on with --undo', async () => {
		const result = await uipress( SITE, [ 'reset', '--undo' ] );
		assert.equal( result.code, 0, result.stderr );
		assert.match( result.stdout, /Success: Safe mode is off/ );
		const page = await adminPage();
		assert.match( page, TAKEOVER );
		assert.doesNotMatch( page, NOTICE );
	} );

	it( 'UIPRESS_SAFE_MODE does the same without the database', async () => {
		// Defined before plugins load, as wp-config.php would (a new file,
		// so the server's opcache cannot serve an older wp-config.php).
		const constant = path.join(
			site.dir,
			'wp-content/mu-plugins/uipress-safe-mode-constant.php'
		);
		fs.writeFileSync(
			constant,
			"<?php\ndefine( 'UIPRESS_SAFE_MODE', true );\n"
		);
		try {
			assert.equal(
				( await uipressOk( SITE, [ 'reset', '--status' ] ) ).trim(),
				'on (UIPRESS_SAFE_MODE in wp-config.php)'
			);
			const page = await adminPage();
			assert.doesNotMatch( page, TAKEOVER );
			assert.match( page, NOTICE );
			assert.match( page, /wp-config\.php defines UIPRESS_SAFE_MODE/ );

			const undo = await uipress( SITE, [ 'reset', '--undo' ] );
			assert.equal( undo.code, 0 );
			assert.match(
				undo.stderr,
				/Warning: wp-config\.php defines UIPRESS_SAFE_MODE as true/
			);
			assert.doesNotMatch( await adminPage(), TAKEOVER );
		} finally {
			fs.rmSync( constant, { force: true } );
		}
		assert.match( await adminPage(), TAKEOVER );
	} );

	it( 'the notice’s button turns the interface back on for a manager', async () => {
		await uipressOk( SITE, [ 'reset' ] );
		const page = await adminPage();
		const nonce = page.match(
			/name="_wpnonce" value="([a-f0-9]+)"/
		)?.[ 1 ];
		assert.ok( nonce, 'the notice has a nonce' );
		const response = await fetch( `${ site.url }/wp-admin/admin-post.php`, {
			method: 'POST',
			redirect: 'manual',
			headers: {
				Cookie: cookie,
				'Content-Type': 'application/x-www-form-urlencoded',
				Referer: `${ site.url }/wp-admin/`,
			},
			body: new URLSearchParams( {
				action: 'uipress_safe_mode_off',
				_wpnonce: nonce,
			} ).toString(),
		} );
		assert.equal( response.status, 302 );
		assert.equal(
			( await uipressOk( SITE, [ 'reset', '--status' ] ) ).trim(),
			'off'
		);
		assert.match( await adminPage(), TAKEOVER );
	} );
} );
