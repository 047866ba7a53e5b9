/**
 * The media dialog against the real media library: the alt text typed in the
 * details is what Select hands the block, a caption's markup survives an
 * edit of another field, and a failed list shows the server's message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { openLoaderImageDialog, savedLoaderImage } from '../utils/media-dialog';
import { makePng } from '../utils/png';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';
import { snackbar } from '../utils/snackbars';

const CAPTION = 'Photo by <a href="https://example.com/ann">Ann</a>';

test.describe( 'Media dialog', () => {
	let mediaId = 0;
	let title = '';

	test.beforeAll( async ( { requestUtils } ) => {
		title = `uip-e2e-alt-${ Date.now() }`;
		const file = path.join( os.tmpdir(), `${ title }.png` );
		fs.writeFileSync( file, makePng( 8, 8 ) );
		const uploaded = await requestUtils.uploadMedia( file );
		fs.rmSync( file, { force: true } );
		mediaId = uploaded.id;
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/media/${ mediaId }`,
			data: { alt_text: 'Old alt', caption: CAPTION, title },
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/media/${ mediaId }`,
			params: { force: true },
		} );
	} );

	test( 'Select hands over the alt text just typed; the caption keeps its markup', async ( {
		page,
		requestUtils,
	} ) => {
		const loader = block( 'uip-page-loader' );
		const id = await createTemplate( requestUtils, [ loader ] );
		const dialog = await openLoaderImageDialog( page, id, loader.uid );
		await dialog.getByRole( 'button', { name: title } ).click();
		// The caption shows without its markup.
		await expect( dialog.getByLabel( 'Caption' ) ).toHaveValue(
			'Photo by Ann'
		);
		await dialog.getByLabel( 'Alt text' ).fill( 'A red square' );
		await dialog
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect( dialog ).toBeHidden();
		await expect( snackbar( page, 'Image saved' ) ).toBeVisible();

		expect(
			await savedLoaderImage( page, requestUtils, id )
		).toMatchObject( { id: mediaId, alt: 'A red square' } );

		const media = await requestUtils.rest< {
			alt_text: string;
			caption: { raw: string };
		} >( {
			path: `/wp/v2/media/${ mediaId }`,
			params: { context: 'edit' },
		} );
		expect( media.alt_text ).toBe( 'A red square' );
		expect( media.caption.raw ).toBe( CAPTION );
	} );

	test( 'a failed stock list shows what the server said', async ( {
		page,
		requestUtils,
	} ) => {
		const loader = block( 'uip-page-loader' );
		const id = await createTemplate( requestUtils, [ loader ] );
		const dialog = await openLoaderImageDialog( page, id, loader.uid );
		await dialog.getByRole( 'tab', { name: 'Stock photos' } ).click();
		await expect(
			dialog.getByText( /Stock photos are not set up/ ).first()
		).toBeVisible();
		await expect(
			dialog.getByText( 'Something went wrong. Please try again.' )
		).toHaveCount( 0 );
	} );
} );
