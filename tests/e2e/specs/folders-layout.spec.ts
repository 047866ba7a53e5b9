/**
 * The folder panels at a desktop and a phone size, light and dark (the
 * content frame's dark mode): the media grid, the pages list and the media
 * modal; axe (WCAG 2.2 AA) clean on each panel; screenshots for review in
 * /tmp/shots/i34/.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { openImageBlockMediaLibrary, skipWelcomeGuide } from '../utils/editor';
import {
	axeViolations,
	deleteAllFolders,
	folderItem,
	folderPanel,
	folderShot,
	makeFolder,
	setFolders,
	uploadImages,
} from '../utils/folders';
import { ADMIN } from '../utils/site';
import {
	openInTheme,
	SCREEN_THEMES,
	SCREEN_VIEWPORTS,
	setDarkPreference,
} from '../utils/user-management';

const PANEL = '.uip-folders-screen-panel';

/**
 * The panel, open: on a phone it is folded above the list (a "Folders"
 * toggle), which this unfolds; on a desktop it has no toggle.
 *
 * @param scope  The page or the modal.
 * @param narrow Whether the viewport is a phone's.
 */
async function unfold(
	scope: Page | Locator,
	narrow: boolean
): Promise< Locator > {
	const panel = folderPanel( scope );
	const toggle = panel.getByRole( 'button', { name: 'Folders' } );
	if ( narrow ) {
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( panel.getByRole( 'tree' ) ).toBeHidden();
		await toggle.click();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	} else {
		await expect( panel ).toBeVisible();
		await expect( toggle ).toBeHidden();
	}
	await expect( panel.getByRole( 'tree' ) ).toBeVisible();
	return panel;
}

test.describe( 'Folder panels’ layout', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await setFolders( requestUtils, true );
		for ( const kind of [ 'attachment', 'page' ] ) {
			await deleteAllFolders( requestUtils, kind );
		}
		await requestUtils.deleteAllMedia();
		await requestUtils.deleteAllPages();
		await uploadImages( requestUtils, [
			'harbour',
			'dunes',
			'lighthouse',
		] );
		const holidays = await makeFolder(
			requestUtils,
			'attachment',
			'Holidays'
		);
		await makeFolder( requestUtils, 'attachment', 'Beach', holidays.id );
		await makeFolder( requestUtils, 'attachment', 'Work documents' );
		await makeFolder( requestUtils, 'page', 'Legal' );
		await makeFolder( requestUtils, 'page', 'Campaigns' );
		for ( const title of [ 'About', 'Contact' ] ) {
			await requestUtils.createPage( { title, status: 'publish' } );
		}
		await skipWelcomeGuide( requestUtils, ADMIN.username );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const kind of [ 'attachment', 'page' ] ) {
			await deleteAllFolders( requestUtils, kind );
		}
		await requestUtils.deleteAllMedia();
		await requestUtils.deleteAllPages();
		await setDarkPreference( requestUtils, null );
		await setFolders( requestUtils, false );
	} );

	for ( const viewport of SCREEN_VIEWPORTS ) {
		for ( const theme of SCREEN_THEMES ) {
			const size = `${ viewport.width }x${ viewport.height }`;
			const narrow = viewport.width < 783;

			test( `the media grid and the pages list at ${ size }, ${ theme.name }`, async ( {
				page,
				requestUtils,
				browserErrors,
			}, testInfo ) => {
				await openInTheme(
					page,
					requestUtils,
					'/wp-admin/upload.php?mode=grid',
					theme,
					viewport
				);
				let panel = await unfold( page, narrow );
				await expect( folderItem( panel, 'Holidays' ) ).toBeVisible();
				await expect(
					page.locator( '#wp-media-grid li.attachment' )
				).toHaveCount( 3 );
				expect( await axeViolations( page, [ PANEL ] ) ).toEqual( [] );
				await folderShot(
					page,
					testInfo,
					`media-grid-${ size }-${ theme.name }`
				);

				await openInTheme(
					page,
					requestUtils,
					'/wp-admin/edit.php?post_type=page',
					theme,
					viewport
				);
				panel = await unfold( page, narrow );
				await expect( folderItem( panel, 'Legal' ) ).toBeVisible();
				expect( await axeViolations( page, [ PANEL ] ) ).toEqual( [] );
				await folderShot(
					page,
					testInfo,
					`pages-list-${ size }-${ theme.name }`
				);
				expect( browserErrors ).toEqual( [] );
			} );

			test( `the block editor’s media modal at ${ size }, ${ theme.name }`, async ( {
				page,
				requestUtils,
				browserErrors,
			}, testInfo ) => {
				test.setTimeout( 120_000 );
				await openInTheme(
					page,
					requestUtils,
					'/wp-admin/post-new.php?post_type=post',
					theme,
					viewport
				);
				await openImageBlockMediaLibrary( page, page );
				const modal = page.getByRole( 'dialog', { name: /media/i } );
				const panel = await unfold( modal, narrow );
				await expect( folderItem( panel, 'Holidays' ) ).toBeVisible();
				expect(
					await axeViolations( page, [ '.uip-folders-modal-panel' ] )
				).toEqual( [] );
				await folderShot(
					page,
					testInfo,
					`media-modal-${ size }-${ theme.name }`
				);
				expect( browserErrors ).toEqual( [] );
			} );
		}
	}
} );
