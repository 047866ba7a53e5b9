/**
 * Folders, the "Done when" (issue 34): with folders on, an editor
 * working in the interface files a library of a thousand images into
 * folders (a search's results, then the Uncategorised list a page of 500
 * at a time), then finds one image in two clicks (its folder, the image)
 * in the Media screen and in the block editor's media modal; an
 * administrator finds it the same way in the builder's media dialog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openImageBlockMediaLibrary, skipWelcomeGuide } from '../utils/editor';
import {
	axeViolations,
	deleteAllFolders,
	folderItem,
	folderPanel,
	folderTree,
	setFolders,
} from '../utils/folders';
import { openLoaderImageDialog, savedLoaderImage } from '../utils/media-dialog';
import { makePng } from '../utils/png';
import { EDITOR } from '../utils/site';
import {
	block,
	createFramedDesk,
	createTemplate,
	deleteAllTemplates,
} from '../utils/templates';
import { runSitePhp } from '../utils/site-php';

const FRAME = 'iframe[title="Page content"]';
const LIBRARY_SIZE = 1000;
const LIGHTHOUSES = [
	'Lighthouse at dawn',
	'Lighthouse at dusk',
	'Lighthouse in fog',
];
const WANTED = 'Lighthouse at dusk';

/**
 * Runs the library fixture (tests/e2e/php/folders-library.php).
 *
 * @param args Its arguments.
 */
function library( args: string[] ): string {
	return runSitePhp( 'folders-library.php', args );
}

/**
 * Opens an admin screen in the interface; its content frame.
 *
 * @param page    The page.
 * @param address The screen's address.
 */
async function openFramed( page: Page, address: string ) {
	await page.goto( address );
	const frame = page.frameLocator( FRAME );
	await expect( folderPanel( frame ).getByRole( 'tree' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	return frame;
}

/**
 * Makes a folder from the panel's "New folder" button.
 *
 * @param frame The content frame.
 * @param name  The folder's name.
 */
async function newFolder( frame: FrameLocator, name: string ) {
	const panel = folderPanel( frame );
	await panel
		.getByRole( 'button', { name: 'New folder', exact: true } )
		.first()
		.click();
	const dialog = frame.getByRole( 'dialog', { name: 'New folder' } );
	await dialog.getByLabel( 'Name' ).fill( name );
	await dialog.getByRole( 'button', { name: 'Create' } ).click();
	await expect( folderItem( panel, name ) ).toBeVisible();
}

/**
 * Checks every row of the list and moves them with the bulk action
 * "Move to folder…"; the folder's count in the panel follows.
 *
 * @param frame  The content frame.
 * @param rows   How many rows the list shows.
 * @param folder The folder to move them to.
 * @param count  The folder's count after the move.
 */
async function moveAllRows(
	frame: FrameLocator,
	rows: number,
	folder: string,
	count: number
) {
	await expect( frame.locator( '#the-list tr' ) ).toHaveCount( rows, {
		timeout: 30_000,
	} );
	await frame.locator( '#cb-select-all-1' ).check();
	await frame
		.locator( '#bulk-action-selector-top' )
		.selectOption( { label: 'Move to folder…' } );
	await frame.locator( '#doaction' ).click();
	const dialog = frame.getByRole( 'dialog', {
		name: `Move ${ rows } items to folder`,
	} );
	await dialog.getByRole( 'treeitem', { name: folder } ).click();
	await dialog.getByRole( 'button', { name: 'Move', exact: true } ).click();
	await expect( dialog ).toBeHidden( { timeout: 60_000 } );
	// What a screen reader hears of the count.
	await expect(
		folderItem( folderPanel( frame ), folder ).locator(
			'.uip-folder-tree__count .components-visually-hidden'
		)
	).toHaveText( `${ count } items` );
}

/**
 * The media grid's tile of an image.
 *
 * @param scope The grid's frame or modal.
 * @param title The image's title.
 */
function tile( scope: FrameLocator | Locator, title: string ) {
	return scope.getByRole( 'checkbox', { name: title, exact: true } );
}

test.describe( 'Folders: a thousand images, one found in two clicks', () => {
	test.describe.configure( { mode: 'serial' } );
	let titled: Record< string, number > = {};

	test.beforeAll( async ( { requestUtils } ) => {
		test.setTimeout( 240_000 );
		await setFolders( requestUtils, true );
		await deleteAllFolders( requestUtils, 'attachment' );
		library( [ 'clear', EDITOR.username ] );
		const source = path.join( os.tmpdir(), 'uip-folders-story.png' );
		fs.writeFileSync( source, makePng( 160, 120 ) );
		const made = JSON.parse(
			library( [
				'fill',
				EDITOR.username,
				source,
				String( LIBRARY_SIZE ),
				...LIGHTHOUSES,
			] )
		) as { ids: number[]; titled: Record< string, number > };
		fs.rmSync( source, { force: true } );
		expect( made.ids ).toHaveLength( LIBRARY_SIZE );
		titled = made.titled;
		await skipWelcomeGuide( requestUtils, EDITOR.username );
		await createFramedDesk( requestUtils, 'Editors’ desk', 'editor' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await deleteAllFolders( requestUtils, 'attachment' );
		library( [ 'clear', EDITOR.username ] );
		await setFolders( requestUtils, false );
	} );

	test.describe( 'the editor', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'files the library, then finds an image in the Media screen and the block editor’s modal', async ( {
			page,
			requestUtils,
			browserErrors,
		} ) => {
			test.setTimeout( 300_000 );
			// A search finds the lighthouses; they get their own folder.
			let frame = await openFramed(
				page,
				'/wp-admin/upload.php?mode=list&s=Lighthouse'
			);
			await newFolder( frame, 'Lighthouses' );
			await newFolder( frame, 'Archive' );
			await moveAllRows(
				frame,
				LIGHTHOUSES.length,
				'Lighthouses',
				LIGHTHOUSES.length
			);

			// The rest, from Uncategorised, a page of 500 at a time.
			frame = await openFramed( page, '/wp-admin/upload.php?mode=list' );
			await folderItem( folderPanel( frame ), 'Uncategorised' ).click();
			await expect(
				folderItem( folderPanel( frame ), 'Uncategorised' )
			).toHaveAttribute( 'aria-selected', 'true', { timeout: 30_000 } );
			await moveAllRows( frame, 500, 'Archive', 500 );
			// They left the open folder, so they left the list.
			await expect(
				frame.locator( '#the-list tr[id^="post-"]' )
			).toHaveCount( 0 );
			await page.reload();
			frame = page.frameLocator( FRAME );
			await moveAllRows(
				frame,
				LIBRARY_SIZE - LIGHTHOUSES.length - 500,
				'Archive',
				LIBRARY_SIZE - LIGHTHOUSES.length
			);
			const tree = await folderTree( requestUtils, 'attachment' );
			expect( tree.uncategorised ).toBe( 0 );
			expect(
				Object.fromEntries(
					tree.folders.map( ( folder ) => [
						folder.name,
						folder.count,
					] )
				)
			).toEqual( {
				Lighthouses: LIGHTHOUSES.length,
				Archive: LIBRARY_SIZE - LIGHTHOUSES.length,
			} );

			// The Media screen, All: the image is not among the first shown.
			frame = await openFramed( page, '/wp-admin/upload.php?mode=grid' );
			const panel = folderPanel( frame );
			await folderItem( panel, 'All' ).click();
			await expect(
				frame.locator( '#wp-media-grid li.attachment' ).first()
			).toBeVisible( { timeout: 30_000 } );
			await expect( tile( frame, WANTED ) ).toHaveCount( 0 );
			// Two clicks: the folder, the image.
			await folderItem( panel, 'Lighthouses' ).click();
			await tile( frame, WANTED ).click();
			// The attachment's details open on it.
			await expect(
				frame.locator( '#attachment-details-two-column-title' )
			).toHaveValue( WANTED );
			expect(
				await axeViolations( page, [
					[ FRAME, '.uip-folders-screen-panel' ],
				] )
			).toEqual( [] );

			// The block editor's media modal: the same two clicks.
			await page.goto( '/wp-admin/post-new.php' );
			frame = page.frameLocator( FRAME );
			await expect(
				frame.locator( '.editor-visual-editor' )
			).toBeVisible( { timeout: 30_000 } );
			await openImageBlockMediaLibrary( page, frame );
			const modal = frame.getByRole( 'dialog', { name: /media/i } );
			const modalPanel = folderPanel( modal );
			await folderItem( modalPanel, 'Lighthouses' ).click();
			await tile( modal, WANTED ).click();
			await modal
				.getByRole( 'button', { name: 'Select', exact: true } )
				.click();
			await expect( modal ).toBeHidden();
			const canvas = frame.frameLocator( 'iframe[name="editor-canvas"]' );
			await expect(
				canvas.locator( 'img[src*="lighthouse-at-dusk"]' )
			).toBeVisible();
			expect( browserErrors ).toEqual( [] );
		} );
	} );

	test( 'the administrator finds it in the builder’s media dialog', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 120_000 );
		const loader = block( 'uip-page-loader' );
		const id = await createTemplate( requestUtils, [ loader ] );
		const dialog = await openLoaderImageDialog( page, id, loader.uid );
		const panel = dialog.locator( '.uip-media__folders' );
		await expect( folderItem( panel, 'Lighthouses' ) ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: /^Archive photo/ } ).first()
		).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: WANTED } )
		).toHaveCount( 0 );
		// Two clicks: the folder, the image.
		await folderItem( panel, 'Lighthouses' ).click();
		await dialog.getByRole( 'button', { name: WANTED } ).click();
		await dialog
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect( dialog ).toBeHidden();
		expect(
			await savedLoaderImage( page, requestUtils, id )
		).toMatchObject( { id: titled[ WANTED ] } );
		expect( browserErrors ).toEqual( [] );
	} );
} );
