/**
 * Folders in the block editor's media modal inside the interface (issue
 * 34): the panel beside the modal's library, the library narrowed to the
 * folder opened, and a file uploaded there filed in it.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openImageBlockMediaLibrary, skipWelcomeGuide } from '../utils/editor';
import {
	axeViolations,
	deleteAllFolders,
	folderItem,
	folderPanel,
	idsInFolder,
	makeFolder,
	setFolders,
	uploadImages,
} from '../utils/folders';
import { makePng } from '../utils/png';
import { ADMIN } from '../utils/site';
import { createFramedDesk, deleteAllTemplates } from '../utils/templates';

const FRAME = 'iframe[title="Page content"]';

/**
 * Opens a new post in the interface and the image block's Media Library.
 *
 * @param page The page.
 * @return The page content frame.
 */
async function openMediaModal( page: Page ): Promise< FrameLocator > {
	const frame = page.frameLocator( FRAME );
	await page.goto( '/wp-admin/post-new.php' );
	await expect( frame.locator( '.editor-visual-editor' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	await openImageBlockMediaLibrary( page, frame );
	return frame;
}

test.describe( 'Folders in the block editor’s media modal', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await setFolders( requestUtils, true );
		await deleteAllFolders( requestUtils, 'attachment' );
		await requestUtils.deleteAllMedia();
		await skipWelcomeGuide( requestUtils, ADMIN.username );
		await createFramedDesk( requestUtils, 'Folders desk', 'administrator' );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllFolders( requestUtils, 'attachment' );
		await requestUtils.deleteAllMedia();
		await setFolders( requestUtils, false );
	} );

	test( 'uploads into the folder open in the modal, which lists only that folder', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 180_000 );
		const [ older ] = await uploadImages( requestUtils, [ 'older' ] );
		const articles = await makeFolder(
			requestUtils,
			'attachment',
			'Articles'
		);
		const frame = await openMediaModal( page );
		const modal = frame.getByRole( 'dialog', { name: /media/i } );
		const panel = folderPanel( modal );
		await expect( panel.getByRole( 'tree' ) ).toBeVisible();
		await expect(
			modal.getByRole( 'checkbox', { name: 'older' } )
		).toBeVisible();

		await folderItem( panel, 'Articles' ).click();
		await expect(
			modal.getByRole( 'checkbox', { name: 'older' } )
		).toHaveCount( 0 );
		expect(
			await axeViolations( page, [
				[ FRAME, '.uip-folders-modal-panel' ],
			] )
		).toEqual( [] );

		await modal.getByRole( 'tab', { name: 'Upload files' } ).click();
		await modal.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'filed-upload.png',
			mimeType: 'image/png',
			buffer: makePng( 320, 240 ),
		} );
		await expect(
			modal.getByRole( 'checkbox', { name: 'filed-upload' } )
		).toBeChecked( { timeout: 30_000 } );
		const filed = await idsInFolder( requestUtils, 'media', articles.id );
		expect( filed ).toHaveLength( 1 );
		expect( filed ).not.toContain( older );
		await expect( folderItem( panel, 'Articles' ) ).toContainText( '1' );
		expect( browserErrors ).toEqual( [] );
	} );
} );
