/**
 * The layout and element blocks in the interface and the builder: each
 * inserted from the builder's inserter and shown to editors, a
 * dropdown holding a button, a slide-out panel opened by its keyboard
 * shortcut, a modal opened by another block's interaction and closed by
 * Escape, tabs switched with the arrow keys, videos, and an image chosen in
 * the media dialog.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { openImageDialog } from '../utils/media-dialog';
import { makePng } from '../utils/png';
import { EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	dynamicText,
	paragraphBlock,
	type StoredTemplatePost,
} from '../utils/templates';
import type { Block, Interaction } from '../../../src/engine/types';
import { snackbar } from '../utils/snackbars';

/** Issue 14's blocks, as the inserter names their modules. */
const LAYOUT_AND_ELEMENT_BLOCKS = [
	'responsive-grid',
	'uip-dropdown',
	'uip-slide-out',
	'uip-block-modal',
	'uip-accordion',
	'uip-tabs',
	'uip-image',
	'uip-quote',
	'uip-video',
	'uip-html',
	'uip-shortcode',
	'uip-iframe',
	'uip-icon-list',
];

function button( label: string, extra: Partial< Block > = {} ): Block {
	return block( 'uip-button', {
		settings: { block: { options: { buttonText: dynamicText( label ) } } },
		...extra,
	} );
}

test.describe( 'Layout blocks', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'in the interface', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'dropdown, slide-out, modal and tabs work by mouse and keyboard', async ( {
			page,
			requestUtils,
		} ) => {
			const modal = block( 'uip-block-modal', {
				settings: {
					block: {
						options: {
							modalTitle: 'Keyboard help',
							hideButton: true,
						},
					},
				},
				content: [ paragraphBlock( 'Press ? for help.' ) ],
			} );
			const openModal: Interaction = {
				id: 'open-modal',
				type: 'click',
				target: 'block',
				blockTarget: modal.uid,
				selector: '',
				action: 'open',
				key: '',
				keyvalue: '',
				javascript: '',
			};
			const tabs = block( 'uip-tabs', {
				content: [
					block( 'uip-container', {
						name: 'Drafts',
						content: [ paragraphBlock( 'Three drafts' ) ],
					} ),
					block( 'uip-container', {
						name: 'Scheduled',
						content: [ paragraphBlock( 'One scheduled post' ) ],
					} ),
				],
			} );
			await createTemplate(
				requestUtils,
				[
					block( 'uip-container', {
						content: [
							block( 'uip-dropdown', {
								settings: {
									block: {
										options: {
											buttonText: dynamicText( 'Create' ),
										},
									},
								},
								content: [ button( 'New report' ) ],
							} ),
							block( 'uip-slide-out', {
								settings: {
									block: {
										options: {
											buttonText: dynamicText( 'Notes' ),
											keyboardShortcut: {
												enabled: true,
												display: true,
												selectedKeys: [ 'Alt', 'n' ],
											},
										},
									},
								},
								content: [ paragraphBlock( 'My notes' ) ],
							} ),
							button( 'Help', { interactions: [ openModal ] } ),
							modal,
							tabs,
						],
					} ),
				],
				'Layout blocks',
				{ forRoles: [ 'editor' ] }
			);

			await page.goto( '/wp-admin/' );

			// The dropdown holds a button.
			const create = page.getByRole( 'button', { name: 'Create' } );
			await create.click();
			await expect(
				page.getByRole( 'dialog' ).getByText( 'New report' )
			).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( page.getByText( 'New report' ) ).toBeHidden();
			await expect( create ).toBeFocused();

			// The slide-out opens by its shortcut; Escape closes it.
			await expect(
				page.locator( 'kbd', { hasText: 'Alt + N' } )
			).toBeVisible();
			// Away from any control: the shortcut works wherever the focus is.
			await page
				.locator( 'body' )
				.click( { position: { x: 600, y: 500 } } );
			await page.keyboard.down( 'Alt' );
			await page.keyboard.press( 'n' );
			await page.keyboard.up( 'Alt' );
			const notes = page.getByRole( 'dialog', { name: 'Notes' } );
			await expect( notes ).toContainText( 'My notes' );
			await page.keyboard.press( 'Escape' );
			await expect( notes ).toBeHidden();

			// The modal opens from another block's interaction, traps the
			// focus, and Escape gives it back to that block.
			const help = page.getByRole( 'button', { name: 'Help' } );
			await help.click();
			const dialog = page.getByRole( 'dialog', {
				name: 'Keyboard help',
			} );
			await expect( dialog ).toContainText( 'Press ? for help.' );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.press( 'Tab' );
			await expect
				.poll( () =>
					dialog.evaluate( ( element ) =>
						element.contains( element.ownerDocument.activeElement )
					)
				)
				.toBe( true );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect( help ).toBeFocused();

			// Tabs: the arrow keys move between them.
			const drafts = page.getByRole( 'tab', { name: 'Drafts' } );
			await drafts.focus();
			await expect( page.getByRole( 'tabpanel' ) ).toContainText(
				'Three drafts'
			);
			await page.keyboard.press( 'ArrowRight' );
			await expect(
				page.getByRole( 'tab', { name: 'Scheduled' } )
			).toBeFocused();
			await expect( page.getByRole( 'tabpanel' ) ).toContainText(
				'One scheduled post'
			);
		} );

		test( 'a YouTube link plays in its player, a file in the video element', async ( {
			page,
			requestUtils,
		} ) => {
			await createTemplate(
				requestUtils,
				[
					block( 'uip-video', {
						settings: {
							block: {
								options: {
									videoURL:
										'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
								},
							},
						},
					} ),
					block( 'uip-video', {
						settings: {
							block: {
								options: {
									videoURL: '/wp-content/uploads/intro.mp4',
								},
							},
						},
					} ),
				],
				'Videos',
				{ forRoles: [ 'editor' ] }
			);
			// The player is another site: no request leaves the machine.
			await page.route( /youtube-nocookie\.com/, ( route ) =>
				route.fulfill( { status: 200, body: '<p>player</p>' } )
			);

			await page.goto( '/wp-admin/' );

			await expect( page.getByTitle( 'YouTube video' ) ).toHaveAttribute(
				'src',
				'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
			);
			const file = page.locator( 'video.uip-video--file' );
			await expect( file ).toHaveAttribute(
				'src',
				/\/wp-content\/uploads\/intro\.mp4$/
			);
			await expect( file ).toHaveAttribute( 'controls', '' );
		} );
	} );

	test( 'an administrator inserts every layout and element block, and editors see them all', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		const id = await createTemplate( requestUtils, [], 'Every block', {
			forRoles: [ 'editor' ],
		} );
		await page.goto(
			`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
		);
		const canvas = page.locator( '.uip-editor-canvas' );
		for ( const moduleName of LAYOUT_AND_ELEMENT_BLOCKS ) {
			await page
				.locator( `[data-uip-inserter-item="${ moduleName }"]` )
				.click();
			await expect(
				canvas.locator( `[data-uip-module="${ moduleName }"]` )
			).toHaveCount( 1 );
			// Deselected, so the next block goes after it, not inside.
			await page.keyboard.press( 'Escape' );
		}
		await expect(
			canvas.locator( '.uip-block-notice--missing' )
		).toHaveCount( 0 );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( snackbar( page, 'Template saved' ) ).toBeVisible();

		const context = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		const editor = await context.newPage();
		await editor.goto( '/wp-admin/' );
		const template = editor.locator( '.uip-template' );
		for ( const moduleName of LAYOUT_AND_ELEMENT_BLOCKS ) {
			await expect(
				template.locator( `[data-uip-module="${ moduleName }"]` ),
				moduleName
			).toHaveCount( 1 );
		}
		await expect(
			template.locator( '.uip-block-notice--missing' )
		).toHaveCount( 0 );
		// Each shows its content: the quote's text, the dropdown's button.
		await expect(
			template.getByText( 'Simplicity is the ultimate sophistication.' )
		).toBeVisible();
		await expect(
			template.getByRole( 'button', { name: 'Press me' } ).first()
		).toBeVisible();
		await context.close();
	} );

	test( 'an image chosen in the media dialog shows with its alt text', async ( {
		page,
		requestUtils,
	} ) => {
		const title = `uip-e2e-image-${ Date.now() }`;
		const file = path.join( os.tmpdir(), `${ title }.png` );
		fs.writeFileSync( file, makePng( 8, 8 ) );
		const uploaded = await requestUtils.uploadMedia( file );
		fs.rmSync( file, { force: true } );
		try {
			const image = block( 'uip-image' );
			const id = await createTemplate( requestUtils, [ image ] );
			const dialog = await openImageDialog(
				page,
				id,
				image.uid,
				'Image'
			);
			await dialog.getByRole( 'button', { name: title } ).click();
			await dialog.getByLabel( 'Alt text' ).fill( 'A small square' );
			await dialog
				.getByRole( 'button', { name: 'Select', exact: true } )
				.click();
			await expect( dialog ).toBeHidden();
			const canvas = page.locator( '.uip-editor-canvas' );
			await expect(
				canvas.getByRole( 'img', { name: 'A small square' } )
			).toHaveAttribute( 'src', uploaded.source_url );

			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
			await expect( snackbar( page, 'Template saved' ) ).toBeVisible();
			const stored = await requestUtils.rest< StoredTemplatePost >( {
				path: `/wp/v2/uip-ui-template/${ id }`,
				params: { context: 'edit' },
			} );
			expect(
				stored.uipress.content[ 0 ]?.settings.block?.options?.userImage
			).toMatchObject( { id: uploaded.id, alt: 'A small square' } );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/media/${ uploaded.id }`,
				params: { force: true },
			} );
		}
	} );
} );
