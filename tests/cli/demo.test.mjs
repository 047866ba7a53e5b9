/**
 * `wp uipress demo install` and `wp uipress demo translate` through the
 * real WP-CLI runner on a fresh site (cli): the demo installs once, and
 * writing its names in a language WordPress lacks is refused with the way
 * to install it (the translation itself: tests/php/Demo/DemoTranslationTest.php).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshSite, stopSite, uipress, uipressOk } from './wp.mjs';

const SITE = 'cli';
const ADMIN_USER = '--user=admin';

describe( 'wp uipress demo', () => {
	before( async () => {
		await freshSite( SITE );
	} );

	after( async () => {
		await stopSite( SITE );
	} );

	it( 'says there is no demo to translate before one is installed', async () => {
		const result = await uipress( SITE, [ 'demo', 'translate' ] );
		assert.equal( result.code, 1 );
		assert.match(
			result.stderr,
			/The site has no demo template: install it with wp uipress demo install\./
		);
	} );

	it( 'installs the demo once, as a user who may manage UiPress', async () => {
		const nobody = await uipress( SITE, [ 'demo', 'install' ] );
		assert.equal( nobody.code, 1 );
		assert.match( nobody.stderr, /may not manage UiPress/ );
		assert.match(
			await uipressOk( SITE, [ 'demo', 'install', ADMIN_USER ] ),
			/Success: Installed the demo template \(\d+\)\./
		);
		const again = await uipress( SITE, [ 'demo', 'install', ADMIN_USER ] );
		assert.equal( again.code, 1 );
		assert.match( again.stderr, /No demo template was installed/ );
	} );

	it( 'writes the names again in the site’s language, and refuses one WordPress lacks', async () => {
		assert.match(
			await uipressOk( SITE, [ 'demo', 'translate', ADMIN_USER ] ),
			/Success: Wrote 0 names of the demo template in en_US\./
		);
		const missing = await uipress( SITE, [
			'demo',
			'translate',
			'--locale=fr_FR',
			ADMIN_USER,
		] );
		assert.equal( missing.code, 1 );
		assert.match(
			missing.stderr,
			/WordPress has no files for fr_FR: install that language first/
		);
	} );
} );
