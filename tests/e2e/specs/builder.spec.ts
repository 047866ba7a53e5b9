/**
 * The builder as an administrator uses it: create a template, add blocks by
 * click and by drag, undo and redo, save, and find it all after a reload.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { drag } from '../utils/drag';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	listTemplates,
} from '../utils/templates';
import { snackbar } from '../utils/snackbars';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

function canvasBlocks( page: Page, moduleName: string ): Locator {
	return page.locator(
		`.uip-editor-canvas [data-uip-module="${ moduleName }"]`
	);
}

test.describe( 'Builder', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test(
		'builds a template, undoes and redoes, saves, and keeps it after a reload',
		{ tag: '@smoke' },
		async ( { page } ) => {
			await page.goto( BUILDER );
			await page
				.getByRole( 'button', { name: 'Create template' } )
				.click();

			const title = page.getByRole( 'textbox', {
				name: 'Template title',
			} );
			await expect( title ).toBeVisible();
			await title.fill( 'Team dashboard' );

			// A container by click, then a heading dragged from the inserter into it.
			await page
				.locator( '[data-uip-inserter-item="uip-container"]' )
				.click();
			await expect( canvasBlocks( page, 'uip-container' ) ).toHaveCount(
				1
			);
			await drag(
				page,
				page.locator( '[data-uip-inserter-item="uip-heading"]' ),
				canvasBlocks( page, 'uip-container' )
			);
			await expect(
				page.locator(
					'.uip-editor-canvas [data-uip-module="uip-container"] [data-uip-module="uip-heading"]'
				)
			).toHaveCount( 1 );

			const history = page.getByRole( 'group', { name: 'History' } );
			await history.getByRole( 'button', { name: 'Undo' } ).click();
			await expect( canvasBlocks( page, 'uip-heading' ) ).toHaveCount(
				0
			);
			await history.getByRole( 'button', { name: 'Redo' } ).click();
			await expect( canvasBlocks( page, 'uip-heading' ) ).toHaveCount(
				1
			);

			await page.getByRole( 'button', { name: 'Save' } ).click();
			await expect( snackbar( page, 'Template saved' ) ).toBeVisible();

			await page.reload();
			await expect( title ).toHaveValue( 'Team dashboard' );
			await expect(
				page.locator(
					'.uip-editor-canvas [data-uip-module="uip-container"] [data-uip-module="uip-heading"]'
				)
			).toHaveCount( 1 );
		}
	);

	test( 'shows the administrator’s real admin menu and toolbar, and styles its widgets', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const menu = block( 'uip-admin-menu-new' );
		const toolbar = block( 'uip-toolbar' );
		const id = await createTemplate( requestUtils, [
			menu,
			toolbar,
			block( 'uip-breadcrumbs' ),
		] );
		const { title } = await requestUtils.rest< { title: string } >( {
			path: '/wp/v2/settings',
		} );
		await page.goto( `${ BUILDER }&template=${ id }` );

		const canvas = page.locator( '.uip-editor-canvas' );
		const nav = canvas.getByRole( 'navigation', { name: 'Admin menu' } );
		await expect(
			nav.getByRole( 'link', { name: 'Posts', exact: true } )
		).toBeVisible();
		// WordPress's Settings (UiPress has a Settings screen too).
		await expect(
			nav.locator( 'a[href$="options-general.php"]' )
		).toBeVisible();
		await expect(
			canvas
				.getByRole( 'navigation', { name: 'Toolbar' } )
				.getByRole( 'link', { name: 'New', exact: true } )
		).toBeVisible();
		// The breadcrumbs name the site as the interface does (the only
		// crumb in the builder, so the current one).
		await expect(
			canvas
				.getByRole( 'navigation', { name: 'Breadcrumbs' } )
				.getByText( title, { exact: true } )
		).toHaveAttribute( 'aria-current', 'page' );
		// One admin menu in the inserter: the older module name renders but
		// is not offered again.
		await expect(
			page.locator( '[data-uip-inserter-item^="uip-admin-menu"]' )
		).toHaveCount( 1 );

		// The admin menu's "Submenu style" is a segmented toggle: a shared
		// widget, whose styles load with the builder.
		await canvas.locator( `[data-uip-uid="${ menu.uid }"]` ).click();
		const toggle = page
			.locator( '.uip-settings' )
			.getByRole( 'group', { name: 'Submenu style' } );
		await expect( toggle ).toHaveClass( /uip-segmented-toggle/ );
		await expect( toggle ).toHaveCSS(
			'background-color',
			'rgb(240, 240, 240)'
		);
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'a new template left as it was made is not kept; one with a block is', async ( {
		page,
		requestUtils,
	} ) => {
		await page.goto( BUILDER );
		const create = page.getByRole( 'button', { name: 'Create template' } );
		const back = page.getByRole( 'button', { name: 'Back to templates' } );
		const title = page.getByRole( 'textbox', { name: 'Template title' } );

		// Straight back: nothing left behind, not even in the trash.
		await create.click();
		await expect( title ).toHaveValue( 'Untitled template' );
		await back.click();
		await expect( create ).toBeVisible();
		await expect(
			page.getByText( /There are no templates yet/ )
		).toBeVisible();
		expect( await listTemplates( requestUtils ) ).toEqual( [] );
		const trashed = await requestUtils.rest< unknown[] >( {
			path: '/wp/v2/uip-ui-template',
			params: { status: 'trash', context: 'edit' },
		} );
		expect( trashed ).toEqual( [] );

		// Left another way (the address of the list): the list clears it.
		await create.click();
		await expect( title ).toHaveValue( 'Untitled template' );
		await page.goto( BUILDER );
		await expect( create ).toBeVisible();
		await expect(
			page.getByText( /There are no templates yet/ )
		).toBeVisible();
		expect( await listTemplates( requestUtils ) ).toEqual( [] );

		// With a block, saved: kept.
		await create.click();
		await page.locator( '[data-uip-inserter-item="uip-heading"]' ).click();
		await page.getByRole( 'button', { name: 'Save' } ).click();
		await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
		await back.click();
		await expect(
			page.getByRole( 'row', { name: /Untitled template/ } )
		).toBeVisible();
		expect( await listTemplates( requestUtils ) ).toHaveLength( 1 );
	} );

	test.describe( 'an editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'cannot call the builder’s routes', async ( { page } ) => {
			await page.goto( '/wp-admin/profile.php' );
			const statuses = await page.evaluate( async () => {
				const nonce = await (
					await fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' )
				).text();
				const headers = { 'X-WP-Nonce': nonce };
				const paths = [
					'/wp-json/wp/v2/uip-ui-template',
					'/wp-json/uipress/v1/users-roles',
					'/wp-json/uipress/v1/post-types',
					'/wp-json/uipress/v1/stock-photos',
				];
				return Promise.all(
					paths.map(
						async ( path ) =>
							( await fetch( path, { headers } ) ).status
					)
				);
			} );
			expect( statuses ).toEqual( [ 403, 403, 403, 403 ] );
		} );
	} );
} );
