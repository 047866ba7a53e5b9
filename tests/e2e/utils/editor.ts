/**
 * The block editor in the page content frame.
 */
import type { FrameLocator } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Where the post's title is: the editor's canvas frame, or the framed page
 * itself when the editor shows no canvas frame.
 *
 * @param frame The page content frame.
 */
export async function editorCanvas(
	frame: FrameLocator
): Promise< FrameLocator > {
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
