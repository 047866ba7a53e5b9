/**
 * Folders in the media library (issue 34): nested folders made in the
 * panel, a multi-selection dragged from the grid into a folder, the library
 * filtered by the folder opened (kept for the next visit), "Move to folder…"
 * in the bulk select toolbar, and a delete undone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
	deleteAllFolders,
	folderItem,
	folderPanel,
	folderShot,
	folderTree,
	idsInFolder,
	makeFolder,
	setFolders,
	uploadImages,
} from '../utils/folders';
import { makePng } from '../utils/png';

const GRID = '/wp-admin/upload.php?mode=grid';

/**
 * Opens the grid and waits for the panel's tree and the library.
 *
 * @param page The page.
 */
async function openGrid( page: Page ) {
	await page.goto( GRID );
	const panel = folderPanel( page );
	await expect( panel.getByRole( 'tree' ) ).toBeVisible();
	return panel;
}

/**
 * The grid's attachments (titles of those shown).
 *
 * @param page The page.
 */
function attachments( page: Page ) {
	return page.locator( '#wp-media-grid ul.attachments li.attachment' );
}

test.describe( 'Media folders', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await setFolders( requestUtils, true );
		await deleteAllFolders( requestUtils, 'attachment' );
		await requestUtils.deleteAllMedia();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllFolders( requestUtils, 'attachment' );
		await requestUtils.deleteAllMedia();
		await setFolders( requestUtils, false );
	} );

	test( 'creates nested folders in the panel', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const panel = await openGrid( page );
		await panel
			.getByRole( 'button', { name: 'New folder', exact: true } )
			.first()
			.click();
		const created = page.getByRole( 'dialog', { name: 'New folder' } );
		await created.getByLabel( 'Name' ).fill( 'Holidays' );
		await created.getByRole( 'button', { name: 'Create' } ).click();
		await expect( folderItem( panel, 'Holidays' ) ).toBeVisible();

		await panel
			.getByRole( 'button', { name: 'Actions for “Holidays”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'New subfolder' } ).click();
		const sub = page.getByRole( 'dialog', {
			name: 'New folder in “Holidays”',
		} );
		await sub.getByLabel( 'Name' ).fill( 'Beach' );
		await sub.getByRole( 'button', { name: 'Create' } ).click();

		const beach = folderItem( panel, 'Beach' );
		await expect( beach ).toBeVisible();
		await expect( beach ).toHaveAttribute( 'aria-level', '2' );
		const { folders } = await folderTree( requestUtils, 'attachment' );
		const holidays = folders.find( ( one ) => one.name === 'Holidays' );
		expect( folders.find( ( one ) => one.name === 'Beach' )?.parent ).toBe(
			holidays?.id
		);
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'drags a multi-selection into a folder, then filters the library by folder', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const [ sea, sand, sky ] = await uploadImages( requestUtils, [
			'sea',
			'sand',
			'sky',
		] );
		const holidays = await makeFolder(
			requestUtils,
			'attachment',
			'Holidays'
		);
		const panel = await openGrid( page );
		await expect( attachments( page ) ).toHaveCount( 3 );

		await page.getByRole( 'button', { name: 'Bulk select' } ).click();
		await page.getByRole( 'checkbox', { name: 'sea' } ).click();
		await page.getByRole( 'checkbox', { name: 'sand' } ).click();
		const moved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'folders/attachment/items' ) &&
				response.request().method() === 'POST'
		);
		await page
			.getByRole( 'checkbox', { name: 'sand' } )
			.dragTo( folderItem( panel, 'Holidays' ) );
		expect( ( await moved ).ok() ).toBe( true );
		expect(
			await idsInFolder( requestUtils, 'media', holidays.id )
		).toEqual( [ sea, sand ].sort( ( a, b ) => ( a ?? 0 ) - ( b ?? 0 ) ) );
		await expect( folderItem( panel, 'Holidays' ) ).toContainText( '2' );
		// The selection moved away: nothing is left selected.
		await expect(
			page.getByRole( 'checkbox', { name: 'sea' } )
		).toHaveAttribute( 'aria-checked', 'false' );

		// Opening the folder narrows the library to it.
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await folderItem( panel, 'Holidays' ).click();
		await expect( attachments( page ) ).toHaveCount( 2 );
		await expect(
			page.getByRole( 'checkbox', { name: 'sky' } )
		).toHaveCount( 0 );
		await folderItem( panel, 'Uncategorised' ).click();
		await expect( attachments( page ) ).toHaveCount( 1 );
		await expect( attachments( page ).first() ).toHaveAttribute(
			'data-id',
			String( sky )
		);

		// The folder opened is kept for the next visit.
		await folderItem( panel, 'Holidays' ).click();
		await expect( attachments( page ) ).toHaveCount( 2 );
		const reopened = await openGrid( page );
		await expect( folderItem( reopened, 'Holidays' ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await expect( attachments( page ) ).toHaveCount( 2 );
		await folderItem( reopened, 'All' ).click();
		await expect( attachments( page ) ).toHaveCount( 3 );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'moves the bulk selection with “Move to folder…”, by keyboard', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const [ first, second ] = await uploadImages( requestUtils, [
			'north',
			'south',
		] );
		const maps = await makeFolder( requestUtils, 'attachment', 'Maps' );
		await openGrid( page );
		await page.getByRole( 'button', { name: 'Bulk select' } ).click();
		const move = page.getByRole( 'button', { name: 'Move to folder…' } );
		await expect( move ).toBeDisabled();
		for ( const name of [ 'north', 'south' ] ) {
			await page.getByRole( 'checkbox', { name } ).focus();
			await page.keyboard.press( 'Space' );
		}
		await move.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Move 2 items to folder',
		} );
		await dialog.getByRole( 'treeitem', { name: 'Maps' } ).click();
		await dialog
			.getByRole( 'button', { name: 'Move', exact: true } )
			.click();
		await expect( dialog ).toBeHidden();
		expect( await idsInFolder( requestUtils, 'media', maps.id ) ).toEqual(
			[ first, second ].sort( ( a, b ) => ( a ?? 0 ) - ( b ?? 0 ) )
		);
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'opens a folder in list mode by address, keeping the mode', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const [ filed, loose ] = await uploadImages( requestUtils, [
			'filed',
			'loose',
		] );
		const box = await makeFolder( requestUtils, 'attachment', 'Box' );
		await requestUtils.rest( {
			method: 'POST',
			path: '/uipress/v1/folders/attachment/items',
			data: { ids: [ filed ], folder: box.id },
		} );
		await page.goto( '/wp-admin/upload.php?mode=list' );
		const panel = folderPanel( page );
		await expect( page.locator( '#the-list tr' ) ).toHaveCount( 2 );
		await folderItem( panel, 'Box' ).click();
		await expect( page ).toHaveURL(
			new RegExp( `uip_folder=${ box.id }` )
		);
		await expect( page ).toHaveURL( /mode=list/ );
		await expect( page.locator( '#the-list tr' ) ).toHaveCount( 1 );
		await expect( page.locator( `#post-${ filed }` ) ).toBeVisible();
		await expect( page.locator( `#post-${ loose }` ) ).toHaveCount( 0 );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'Add Media File uploads into the folder left open, and says so', async ( {
		page,
		requestUtils,
		browserErrors,
	}, testInfo ) => {
		const scans = await makeFolder( requestUtils, 'attachment', 'Scans' );
		await requestUtils.rest( {
			method: 'POST',
			path: '/uipress/v1/preferences/folders',
			data: { value: { attachment: { folder: scans.id } } },
		} );
		await page.goto( '/wp-admin/media-new.php' );
		await expect(
			page.getByText( 'Files uploaded here go into the folder “Scans”.' )
		).toBeVisible();
		await page
			.locator( '#plupload-upload-ui input[type="file"]' )
			.setInputFiles( {
				name: 'scanned.png',
				mimeType: 'image/png',
				buffer: makePng( 40, 30 ),
			} );
		await expect(
			page.locator( '#media-items .media-item a.edit-attachment' )
		).toBeVisible( { timeout: 30_000 } );
		const filed = await idsInFolder( requestUtils, 'media', scans.id );
		expect( filed ).toHaveLength( 1 );
		await folderShot( page, testInfo, 'media-new' );
		expect( browserErrors ).toEqual( [] );
	} );

	test( 'undoes a folder’s delete', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		const [ image ] = await uploadImages( requestUtils, [ 'kept' ] );
		const archive = await makeFolder(
			requestUtils,
			'attachment',
			'Archive'
		);
		await requestUtils.rest( {
			method: 'POST',
			path: '/uipress/v1/folders/attachment/items',
			data: { ids: [ image ], folder: archive.id },
		} );
		const panel = await openGrid( page );
		await panel
			.getByRole( 'button', { name: 'Actions for “Archive”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		await expect( folderItem( panel, 'Archive' ) ).toHaveCount( 0 );
		const snackbar = page
			.locator( '.components-snackbar' )
			.filter( { hasText: 'Folder “Archive” deleted.' } );
		await snackbar.getByRole( 'button', { name: 'Undo' } ).click();
		await expect( folderItem( panel, 'Archive' ) ).toBeVisible();
		const restored = ( await folderTree( requestUtils, 'attachment' ) )
			.folders[ 0 ];
		expect( restored?.name ).toBe( 'Archive' );
		expect(
			await idsInFolder( requestUtils, 'media', restored?.id ?? -1 )
		).toEqual( [ image ] );
		expect( browserErrors ).toEqual( [] );
	} );
} );
