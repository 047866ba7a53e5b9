/**
 * The site's theme colours (UiPress → Settings → Theme) in the interface,
 * in dark mode, and on the stock screens it frames when "Style WordPress's
 * own screens with the theme" (themeEnabled) is on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import { resetSettings, saveSettings } from '../utils/settings';
import {
	createTemplate,
	deleteAllTemplates,
	demoTemplate,
} from '../utils/templates';

const THEME = {
	'--uip-color-primary': { value: '#123456', darkValue: '#abcdef' },
	'--uip-color-base-1': { darkValue: '#101010' },
};

/**
 * A theme variable as computed on the interface page's root.
 *
 * @param page The interface page.
 * @param name Variable name.
 */
function rootVariable( page: Page, name: string ): Promise< string > {
	return page.evaluate(
		( variable ) =>
			getComputedStyle( document.documentElement )
				.getPropertyValue( variable )
				.trim(),
		name
	);
}

test.describe( 'Theme settings', () => {
	test.use( { storageState: EDITOR.storageState } );

	let postId = 0;

	// edit.php prints its quick edit form (and its primary button) only
	// when the list has a post.
	test.beforeAll( async ( { requestUtils } ) => {
		const post = await requestUtils.createPost( {
			title: 'Theme settings post',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		postId = post.id;
	} );

	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate( requestUtils, demoTemplate(), 'Demo', {
			forRoles: [ 'editor' ],
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils, [ 'theme' ] );
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ postId }`,
			params: { force: true },
		} );
	} );

	test( 'the interface and its framed pages take the site’s colours', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			theme: THEME,
			themeEnabled: true,
		} );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		// The quick edit form's Update button: a primary button on edit.php
		// (hidden until used; its colours are computed all the same).
		const primary = frame.locator( '#inlineedit .button-primary' ).first();

		await page.goto( '/wp-admin/edit.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		await expect
			.poll( () => rootVariable( page, '--uip-color-primary' ) )
			.toBe( '#123456' );
		await expect( primary ).toHaveCSS(
			'background-color',
			'rgb(18, 52, 86)'
		);

		const html = page.locator( 'html' );
		const toggle = page.getByRole( 'button', { name: 'Dark mode' } );
		await toggle.click();
		await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
		try {
			expect( await rootVariable( page, '--uip-color-primary' ) ).toBe(
				'#abcdef'
			);
			expect( await rootVariable( page, '--uip-color-base-1' ) ).toBe(
				'#101010'
			);
			await expect( frame.locator( 'html' ) ).toHaveAttribute(
				'data-theme',
				'dark'
			);
			// The framed page's dark stylesheet uses the site's dark values.
			await expect( frame.locator( 'body' ) ).toHaveCSS(
				'background-color',
				'rgb(16, 16, 16)'
			);
			await expect( primary ).toHaveCSS(
				'background-color',
				'rgb(171, 205, 239)'
			);
		} finally {
			// Leave the editor's preference as it was for other tests.
			await toggle.click();
			await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );
		}
	} );

	test( 'stock screens keep WordPress’s colours while themeEnabled is off', async ( {
		page,
		requestUtils,
	} ) => {
		await saveSettings( requestUtils, {
			theme: THEME,
			themeEnabled: false,
		} );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await page.goto( '/wp-admin/edit.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );
		// The interface still has the site's colours…
		await expect
			.poll( () => rootVariable( page, '--uip-color-primary' ) )
			.toBe( '#123456' );
		// …the framed stock screen does not.
		await expect( frame.locator( '#uip-admin-theme-css' ) ).toHaveCount(
			0
		);
		await expect(
			frame.locator( '#inlineedit .button-primary' ).first()
		).not.toHaveCSS( 'background-color', 'rgb(18, 52, 86)' );
	} );
} );
