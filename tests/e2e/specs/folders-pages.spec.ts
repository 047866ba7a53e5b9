/**
 * Folders in the pages list (issue 34): pages filed by keyboard with the
 * bulk action "Move to folder…", a row dragged onto a folder, and the list
 * opened on a folder by address (`uip_folder`, other arguments kept).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	deleteAllFolders,
	folderItem,
	folderPanel,
	idsInFolder,
	makeFolder,
	setFolders,
} from '../utils/folders';

const PAGES = '/wp-admin/edit.php?post_type=page';

/**
 * Opens the pages list and waits for the panel's tree.
 *
 * @param page The page.
 * @param path The list's address.
 */
async function openList( page: Page, path = PAGES ) {
	await page.goto( path );
	const panel = folderPanel( page );
	await expect( panel.getByRole( 'tree' ) ).toBeVisible();
	return panel;
}

function ascending( ids: number[] ): number[] {
	return [ ...ids ].sort( ( a, b ) => a - b );
}

test.describe( 'Page folders', () => {
	let pages: number[] = [];

	test.beforeEach( async ( { requestUtils } ) => {
		await setFolders( requestUtils, true );
		await deleteAllFolders( requestUtils, 'page' );
		await requestUtils.deleteAllPages();
		pages = [];
		for ( const title of [ 'About', 'Contact', 'Imprint' ] ) {
			pages.push(
				(
					await requestUtils.createPage( {
						title,
						status: 'publish',
					} )
				).id
			);
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllFolders( requestUtils, 'page' );
		await requestUtils.deleteAllPages();
		await setFolders( requestUtils, false );
	} );

	test( 'moves checked pages into a folder by keyboard (“Move to folder…”)', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const legal = await makeFolder( requestUtils, 'page', 'Legal' );
		const [ about, contact, imprint ] = pages as [ number, number, number ];
		const panel = await openList( page );

		for ( const id of [ contact, imprint ] ) {
			await page.locator( `#cb-select-${ id }` ).focus();
			await page.keyboard.press( 'Space' );
		}
		await page.locator( '#bulk-action-selector-top' ).focus();
		await page
			.locator( '#bulk-action-selector-top' )
			.selectOption( { label: 'Move to folder…' } );
		await page.locator( '#doaction' ).focus();
		await page.keyboard.press( 'Enter' );

		const dialog = page.getByRole( 'dialog', {
			name: 'Move 2 items to folder',
		} );
		await expect( dialog.getByRole( 'tree' ) ).toBeVisible();
		// The tree's keys: the first entry takes focus, End goes to the
		// last (the only folder), Enter picks it; then Tab to Move.
		await dialog.getByRole( 'treeitem' ).first().focus();
		await page.keyboard.press( 'End' );
		await expect(
			dialog.getByRole( 'treeitem', { name: 'Legal' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const move = dialog.getByRole( 'button', {
			name: 'Move',
			exact: true,
		} );
		await move.focus();
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();

		expect( await idsInFolder( requestUtils, 'pages', legal.id ) ).toEqual(
			ascending( [ contact, imprint ] )
		);
		await expect( folderItem( panel, 'Legal' ) ).toContainText( '2' );

		// The folder opens by address, keeping the list's other arguments.
		await page.goto( `${ PAGES }&orderby=title&order=asc` );
		await folderItem( folderPanel( page ), 'Legal' ).click();
		await expect( page ).toHaveURL(
			new RegExp( `uip_folder=${ legal.id }` )
		);
		await expect( page ).toHaveURL( /orderby=title/ );
		await expect( page.locator( '#the-list tr' ) ).toHaveCount( 2 );
		await expect( page.locator( `#post-${ about }` ) ).toHaveCount( 0 );

		// The next visit opens the folder kept, in the order kept with it.
		await page.goto( PAGES );
		await expect( page ).toHaveURL(
			new RegExp( `uip_folder=${ legal.id }.*orderby=title&order=asc` )
		);
		await expect( page.locator( '#the-list tr' ) ).toHaveCount( 2 );

		// Back to All for the next visit (the folder is kept per user).
		await folderItem( folderPanel( page ), 'All' ).click();
		await expect( page ).not.toHaveURL( /uip_folder/ );
		await expect( page.locator( '#the-list tr' ) ).toHaveCount( 3 );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'a dragged row goes into the folder it is dropped on, and leaves the open folder', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const drafts = await makeFolder( requestUtils, 'page', 'Drafts room' );
		const [ about ] = pages as [ number, number, number ];
		const panel = await openList( page, `${ PAGES }&uip_folder=0` );
		await expect( page.locator( '#the-list tr' ) ).toHaveCount( 3 );

		await page
			.locator( `#post-${ about } td.date` )
			.dragTo( folderItem( panel, 'Drafts room' ) );
		await expect( page.locator( `#post-${ about }` ) ).toHaveCount( 0 );
		expect( await idsInFolder( requestUtils, 'pages', drafts.id ) ).toEqual(
			[ about ]
		);
		await expect( folderItem( panel, 'Drafts room' ) ).toContainText( '1' );
		expect( browserErrors ).toEqual( [] );
	} );
} );

test.describe( 'Folders switched off', () => {
	test( 'no screen loads the folders script or shows a panel, and the routes are gone', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		await setFolders( requestUtils, false );
		for ( const path of [
			'/wp-admin/upload.php?mode=grid',
			'/wp-admin/upload.php?mode=list',
			PAGES,
		] ) {
			await page.goto( path );
			await expect(
				page.locator( '#wpbody-content h1' ).first()
			).toBeVisible();
			await expect(
				page.locator( 'script[src*="/build/folders.js"]' )
			).toHaveCount( 0 );
			await expect( page.locator( '.uip-folders-layout' ) ).toHaveCount(
				0
			);
		}
		await expect(
			requestUtils.rest( { path: '/uipress/v1/folders/page' } )
		).rejects.toMatchObject( { code: 'rest_no_route' } );
		expect( browserErrors ).toEqual( [] );
	} );
} );
