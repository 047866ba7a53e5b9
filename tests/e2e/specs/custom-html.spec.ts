/**
 * The custom HTML block: markup saved by a template manager who may not
 * post unfiltered HTML reaches the interface cleaned (no script, no event
 * attributes); the shortcode block shows what the site's shortcode prints.
 */
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { BASE_URL, EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const MANAGER = {
	username: `e2e-no-html-${ Date.now() }`,
	password: 'no-html-password',
};

test.describe( 'Custom HTML', () => {
	test.use( { storageState: EDITOR.storageState } );

	let managerId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		const user = await requestUtils.createUser( {
			username: MANAGER.username,
			email: `${ MANAGER.username }@example.com`,
			password: MANAGER.password,
			roles: [ 'administrator' ],
		} );
		managerId = user.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/users/${ managerId }`,
			params: { force: true, reassign: 1 },
		} );
	} );

	test( 'markup saved without unfiltered_html shows cleaned in the interface', async ( {
		page,
	} ) => {
		// The manager, who may not post unfiltered HTML, saves the template.
		const context = await request.newContext( { baseURL: BASE_URL } );
		const manager = new RequestUtils( context, {
			user: MANAGER,
			storageStatePath: path.join(
				os.tmpdir(),
				`${ MANAGER.username }.json`
			),
			baseURL: BASE_URL,
		} );
		await manager.setupRest();
		const html = block( 'uip-html', {
			settings: {
				block: {
					options: {
						html: '<h3 class="team-note">Team note</h3><script>window.uipInjected = true;</script><img src="/wp-includes/images/w-logo-blue.png" alt="Logo" onerror="window.uipInjected = true">',
					},
				},
			},
		} );
		await createTemplate( manager, [ html ], 'Cleaned HTML', {
			forRoles: [ 'editor' ],
		} );
		await context.dispose();

		await page.goto( '/wp-admin/' );

		const shown = page.locator( `[data-uip-uid="${ html.uid }"]` );
		await expect(
			shown.getByRole( 'heading', { name: 'Team note' } )
		).toBeVisible();
		await expect(
			shown.getByRole( 'img', { name: 'Logo' } )
		).toBeVisible();
		await expect( shown.locator( 'script' ) ).toHaveCount( 0 );
		await expect( shown.locator( '[onerror]' ) ).toHaveCount( 0 );
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { uipInjected?: boolean } )
						.uipInjected
			)
		).toBeUndefined();
	} );
} );
