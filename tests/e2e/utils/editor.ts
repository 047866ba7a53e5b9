/**
 * The block editor in the page content frame.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Where the post's title is: the editor's canvas frame, or the framed page
 * itself when the editor shows no canvas frame.
 *
 * @param frame The page content frame (or the page, unframed).
 */
export async function editorCanvas(
	frame: FrameLocator | Page
): Promise< FrameLocator | Page > {
	return ( await frame.locator( 'iframe[name="editor-canvas"]' ).count() )
		? frame.frameLocator( 'iframe[name="editor-canvas"]' )
		: frame;
}

/**
 * Turns the block editor's welcome guide off for a user (their persisted
 * preferences), so the editor opens ready to type.
 *
 * @param requestUtils The administrator's request utils.
 * @param username     The user's login.
 */
export async function skipWelcomeGuide(
	requestUtils: RequestUtils,
	username: string
): Promise< void > {
	const [ user ] = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/users',
		params: { search: username, context: 'edit' },
	} );
	await requestUtils.rest( {
		method: 'POST',
		path: `/wp/v2/users/${ user?.id }`,
		data: {
			meta: {
				persisted_preferences: {
					'core/edit-post': { welcomeGuide: false },
					_modified: new Date().toISOString(),
				},
			},
		},
	} );
}

/**
 * Adds an image block below the title of the post open in the editor and
 * opens its Media Library: the editor's media modal.
 *
 * @param page  The page (keys go to it).
 * @param scope Where the editor is: the page content frame, or the page.
 */
export async function openImageBlockMediaLibrary(
	page: Page,
	scope: FrameLocator | Page
): Promise< void > {
	const content = await editorCanvas( scope );
	await content.getByRole( 'textbox', { name: 'Add title' } ).click();
	await page.keyboard.press( 'Enter' );
	await page.keyboard.type( '/image' );
	await expect(
		scope.getByRole( 'option', { name: 'Image', exact: true } )
	).toBeVisible();
	await page.keyboard.press( 'Enter' );
	await content
		.getByRole( 'document', { name: 'Block: Image' } )
		.getByRole( 'button', { name: 'Media Library' } )
		.click();
}
