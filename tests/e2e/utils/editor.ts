/**
 * The block editor in the page content frame.
 */
import type { FrameLocator } from '@playwright/test';

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
