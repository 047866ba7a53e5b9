/**
 * The block editor inside the interface on WordPress 7.1, where the editor's
 * document is isolated (Document-Isolation-Policy) for client-side image
 * processing: the interface cannot read the frame and follows it through the
 * frame bridge.
 */
import type { FrameLocator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, test } from '../fixtures';
import { makePng } from '../utils/png';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const FRAME = 'iframe[title="Page content"]';

function contentFrame( page: Page ): FrameLocator {
	return page.frameLocator( FRAME );
}

/**
 * The editor's canvas inside the framed page.
 *
 * @param page The page.
 */
function canvas( page: Page ): FrameLocator {
	return contentFrame( page ).frameLocator( 'iframe[name="editor-canvas"]' );
}

/**
 * Whether the interface can read the framed document (it cannot when the
 * document is isolated).
 *
 * @param page The page.
 */
async function frameIsReadable( page: Page ): Promise< boolean > {
	return page.evaluate( () => {
		const frame = document.querySelector< HTMLIFrameElement >(
			'iframe[title="Page content"]'
		);
		try {
			return !! frame?.contentDocument?.body;
		} catch {
			return false;
		}
	} );
}

/**
 * Turns the block editor's welcome guide off for a user (their persisted
 * preferences), so the editor opens ready to type.
 *
 * @param requestUtils The administrator's request utils.
 * @param username     The user's login.
 */
async function skipWelcomeGuide(
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
 * Publishes the post open in the framed editor.
 *
 * @param page The page.
 */
async function publish( page: Page ): Promise< void > {
	const frame = contentFrame( page );
	await frame
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await frame
		.getByRole( 'region', { name: 'Editor publish' } )
		.getByRole( 'button', { name: 'Publish', exact: true } )
		.click();
	await expect(
		frame
			.getByRole( 'button', { name: 'Dismiss this notice' } )
			.or( frame.locator( '.components-snackbar' ) )
			.first()
	).toContainText( /published/i );
}

test.describe( 'The block editor in the interface', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.beforeEach( async ( { requestUtils } ) => {
		await skipWelcomeGuide( requestUtils, EDITOR.username );
		await createTemplate(
			requestUtils,
			[
				block( 'uip-admin-menu-new' ),
				block( 'uip-breadcrumbs' ),
				block( 'uip-toolbar' ),
				block( 'uip-content-frame' ),
			],
			'Writing desk',
			{ forRoles: [ 'editor' ] }
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'writes and publishes a post with an uploaded image; address, title and history follow the frame', async ( {
		page,
		browserErrors,
	} ) => {
		test.setTimeout( 180_000 );
		const frame = contentFrame( page );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );

		await page.goto( '/wp-admin/' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );

		await menu.getByRole( 'link', { name: 'Posts', exact: true } ).click();
		await expect( page ).toHaveURL( /\/wp-admin\/edit\.php$/ );
		await menu.getByRole( 'link', { name: /^Add (New )?Post$/ } ).click();
		await expect( page ).toHaveURL( /\/wp-admin\/post-new\.php$/ );
		await expect(
			canvas( page ).getByRole( 'textbox', { name: 'Add title' } )
		).toBeVisible();

		// WordPress 7.1 isolates the editor and processes images in the browser.
		expect( await frameIsReadable( page ) ).toBe( false );
		const editorFrame = page
			.frames()
			.find(
				( candidate ) =>
					candidate.parentFrame() === page.mainFrame() &&
					/post-new\.php/.test( candidate.url() )
			);
		expect(
			await editorFrame?.evaluate( () => ( {
				isolated: window.crossOriginIsolated,
				clientSide: (
					window as Window & { __clientSideMediaProcessing?: boolean }
				 ).__clientSideMediaProcessing,
			} ) )
		).toEqual( { isolated: true, clientSide: true } );

		await canvas( page )
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Written in the interface' );
		await canvas( page )
			.getByRole( 'textbox', { name: 'Add title' } )
			.press( 'Enter' );
		await page.keyboard.type( 'A paragraph typed in the framed editor.' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type( '/image' );
		await expect(
			frame.getByRole( 'option', { name: 'Image', exact: true } )
		).toBeVisible();
		await page.keyboard.press( 'Enter' );

		const chooser = page.waitForEvent( 'filechooser' );
		await canvas( page )
			.getByRole( 'document', { name: 'Block: Image' } )
			.getByRole( 'button', { name: 'Upload' } )
			.click();
		await (
			await chooser
		 ).setFiles( {
			name: 'interface-upload.png',
			mimeType: 'image/png',
			buffer: makePng( 640, 480 ),
		} );
		await expect(
			canvas( page ).locator( '.wp-block-image img' )
		).toHaveAttribute( 'src', /\/wp-content\/uploads\/.*interface-upload/, {
			timeout: 60_000,
		} );

		await publish( page );
		// The editor moves to post.php?post=N by history.replaceState.
		await expect( page ).toHaveURL(
			/\/wp-admin\/post\.php\?post=\d+&action=edit$/
		);
		await expect( page ).toHaveTitle( /Written in the interface/ );
		const postUrl = page.url();

		// Back and Forward move the frame and the address together.
		await page.goBack();
		await expect( page ).toHaveURL( /\/wp-admin\/edit\.php$/ );
		await expect( frame.locator( 'h1' ).first() ).toHaveText( /Posts/ );
		await expect( frame.locator( '#the-list' ) ).toContainText(
			'Written in the interface'
		);
		await page.goBack();
		await expect( page ).toHaveURL( /\/wp-admin\/(index\.php)?$/ );
		await expect( frame.locator( 'h1' ).first() ).toHaveText( /Dashboard/ );
		await page.goForward();
		await expect( page ).toHaveURL( /\/wp-admin\/edit\.php$/ );
		await expect( frame.locator( 'h1' ).first() ).toHaveText( /Posts/ );
		await page.goForward();
		await expect( page ).toHaveURL( postUrl );
		await expect(
			canvas( page ).getByRole( 'textbox', { name: 'Add title' } )
		).toHaveText( 'Written in the interface' );

		// A reload opens the published post in the frame.
		await page.reload();
		await expect( page ).toHaveURL( postUrl );
		await expect(
			canvas( page ).getByRole( 'textbox', { name: 'Add title' } )
		).toHaveText( 'Written in the interface' );
		await expect(
			canvas( page ).locator( '.wp-block-image img' )
		).toHaveAttribute( 'src', /interface-upload/ );
		await expect( page ).toHaveTitle( /Written in the interface/ );

		expect( browserErrors ).toEqual( [] );
	} );
} );
