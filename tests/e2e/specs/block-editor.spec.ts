/**
 * The block editor inside the interface on WordPress 7.1, where the editor's
 * document is isolated (Document-Isolation-Policy) for client-side image
 * processing: the interface cannot read the frame and follows it through the
 * frame bridge.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { skipWelcomeGuide } from '../utils/editor';
import { makePng } from '../utils/png';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	inlineAdminMenu,
} from '../utils/templates';

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
 * Where the edited content is: the canvas frame, or the framed page itself
 * when the editor does not frame its canvas (WordPress decides by the
 * blocks registered).
 *
 * @param page The page.
 */
async function editorContent( page: Page ): Promise< FrameLocator > {
	const frame = contentFrame( page );
	await expect( frame.locator( '.editor-visual-editor' ) ).toBeVisible( {
		timeout: 20_000,
	} );
	return ( await frame.locator( 'iframe[name="editor-canvas"]' ).count() )
		? canvas( page )
		: frame;
}

/**
 * The post title field.
 *
 * @param page The page.
 */
async function postTitle( page: Page ): Promise< Locator > {
	return ( await editorContent( page ) ).getByRole( 'textbox', {
		name: 'Add title',
	} );
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
				inlineAdminMenu(),
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
		await expect( await postTitle( page ) ).toBeVisible();

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

		await ( await postTitle( page ) ).fill( 'Written in the interface' );
		await ( await postTitle( page ) ).press( 'Enter' );
		await page.keyboard.type( 'A paragraph typed in the framed editor.' );
		await page.keyboard.press( 'Enter' );
		await page.keyboard.type( '/image' );
		await expect(
			frame.getByRole( 'option', { name: 'Image', exact: true } )
		).toBeVisible();
		await page.keyboard.press( 'Enter' );

		// Uploaded through the editor's media dialog. (The placeholder's direct
		// upload hands the file to WordPress's client-side processing worker,
		// which on these machines never finishes, in the stock editor too.)
		await (
			await editorContent( page )
		)
			.getByRole( 'document', { name: 'Block: Image' } )
			.getByRole( 'button', { name: 'Media Library' } )
			.click();
		const media = frame.getByRole( 'dialog', { name: /media/i } );
		await media.getByRole( 'tab', { name: 'Upload files' } ).click();
		await media.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'interface-upload.png',
			mimeType: 'image/png',
			buffer: makePng( 640, 480 ),
		} );
		await expect(
			media.getByRole( 'checkbox', { name: 'interface-upload' } )
		).toBeChecked( { timeout: 30_000 } );
		await media
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect(
			( await editorContent( page ) ).locator( '.wp-block-image img' )
		).toHaveAttribute( 'src', /\/wp-content\/uploads\/.*interface-upload/ );

		await publish( page );
		// The editor moves to post.php?post=N by history.replaceState.
		await expect( page ).toHaveURL(
			/\/wp-admin\/post\.php\?post=\d+&action=edit$/
		);
		// The document title is the framed page's.
		const editor = page
			.frames()
			.find(
				( candidate ) => candidate.parentFrame() === page.mainFrame()
			);
		await expect( page ).toHaveTitle( ( await editor?.title() ) ?? '' );
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
		await expect( await postTitle( page ) ).toHaveText(
			'Written in the interface'
		);

		// A reload opens the published post in the frame.
		await page.reload();
		await expect( page ).toHaveURL( postUrl );
		await expect( await postTitle( page ) ).toHaveText(
			'Written in the interface'
		);
		await expect(
			( await editorContent( page ) ).locator( '.wp-block-image img' )
		).toHaveAttribute( 'src', /interface-upload/ );
		await expect( page ).toHaveTitle( /Written in the interface/ );

		expect( browserErrors ).toEqual( [] );
	} );
} );

test.describe( 'Pages in the interface', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
		await requestUtils.deleteAllPages();
	} );

	test( 'an existing page is edited and updated in the frame', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 120_000 );
		await skipWelcomeGuide( requestUtils, EDITOR.username );
		await createTemplate(
			requestUtils,
			[ inlineAdminMenu(), block( 'uip-content-frame' ) ],
			'Pages desk',
			{ forRoles: [ 'editor' ] }
		);
		const { id } = await requestUtils.createPage( {
			title: 'About the shop',
			status: 'publish',
			content:
				'<!-- wp:paragraph --><p>We sell things.</p><!-- /wp:paragraph -->',
		} );
		const frame = contentFrame( page );
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );

		await page.goto( '/wp-admin/' );
		await menu.getByRole( 'link', { name: 'Pages', exact: true } ).click();
		await expect( page ).toHaveURL( /edit\.php\?post_type=page$/ );
		await frame
			.locator( '#the-list' )
			.getByRole( 'link', { name: /About the shop/ } )
			.first()
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `post\\.php\\?post=${ id }&action=edit$` )
		);
		const title = await postTitle( page );
		await expect( title ).toHaveText( 'About the shop' );
		await title.fill( 'About our shop' );
		await frame
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save', exact: true } )
			.click();
		await expect(
			frame.locator( '.components-snackbar' ).first()
		).toContainText( /updated/i );

		await page.reload();
		await expect( await postTitle( page ) ).toHaveText( 'About our shop' );
		await expect( page ).toHaveTitle( /About our shop/ );
		expect( browserErrors ).toEqual( [] );
	} );
} );

test.describe( 'WordPress 7 screens around the editor', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'the site editor opens in the whole window, and its back link leads into the interface again', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 90_000 );
		await createTemplate(
			requestUtils,
			[ inlineAdminMenu(), block( 'uip-content-frame' ) ],
			'Administrators',
			{ forRoles: [ 'administrator' ] }
		);
		const menu = page.getByRole( 'navigation', { name: 'Admin menu' } );
		await page.goto( '/wp-admin/' );
		await expect( contentFrame( page ).locator( 'body' ) ).toHaveClass(
			/\buip-framed\b/
		);
		await menu
			.getByRole( 'link', { name: 'Appearance', exact: true } )
			.click();
		await menu.getByRole( 'link', { name: 'Editor', exact: true } ).click();
		await expect( page ).toHaveURL( /\/wp-admin\/site-editor\.php/ );
		await expect( page.locator( '#uip-runtime-root' ) ).toHaveCount( 0 );
		await expect( page.locator( '.edit-site' ) ).toBeVisible( {
			timeout: 30_000,
		} );

		await page
			.getByRole( 'link', { name: /dashboard/i } )
			.first()
			.click();
		await expect( page ).toHaveURL( /\/wp-admin\/(index\.php)?$/ );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/\buip-takeover\b/
		);
		await expect( contentFrame( page ).locator( 'body' ) ).toHaveClass(
			/\buip-framed\b/
		);
	} );

	test( 'Ctrl+K and the toolbar button open the command palette in the frame, whose commands open in the frame', async ( {
		page,
		requestUtils,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		await createTemplate(
			requestUtils,
			[ block( 'uip-toolbar' ), block( 'uip-content-frame' ) ],
			'Administrators',
			{ forRoles: [ 'administrator' ] }
		);
		const frame = contentFrame( page );
		const palette = frame.getByRole( 'dialog', {
			name: /command palette/i,
		} );
		const toolbar = page.getByRole( 'navigation', { name: 'Toolbar' } );

		await page.goto( '/wp-admin/edit.php' );
		await expect( frame.locator( 'body' ) ).toHaveClass( /\buip-framed\b/ );

		// From the interface.
		// The interface's own document has the focus (not the frame).
		await page.locator( 'body' ).evaluate( ( body ) => {
			( body.ownerDocument.activeElement as HTMLElement | null )?.blur();
			body.ownerDocument.defaultView?.focus();
		} );
		await page.keyboard.press( 'Control+k' );
		await expect( palette ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( palette ).toBeHidden();

		// From the toolbar's button (WordPress 7's admin bar item).
		await toolbar
			.locator( '[data-uip-toolbar-item="command-palette"] a' )
			.click();
		await expect( palette ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( palette ).toBeHidden();

		// From inside the frame, then a command: it opens in the frame.
		await frame.locator( 'h1' ).first().click();
		await page.keyboard.press( 'Control+k' );
		await expect( palette ).toBeVisible();
		await page.keyboard.type( 'Library' );
		// Chosen with Enter once listed and selected: a click can land while
		// the list still re-renders after typing, and be lost.
		await expect(
			palette.getByRole( 'option', { name: /Library/ } ).first()
		).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\/wp-admin\/upload\.php/ );
		await expect( frame.locator( 'h1' ).first() ).toHaveText(
			/Media Library/
		);
		await expect( page.locator( 'body' ) ).toHaveClass(
			/\buip-takeover\b/
		);
		expect( browserErrors ).toEqual( [] );
	} );
} );
