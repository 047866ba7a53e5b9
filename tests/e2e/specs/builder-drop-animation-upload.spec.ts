/**
 * Two behaviours of the builder's widgets no other test shows: a dropped
 * block's drag overlay animates to its place over 300 ms (spec: "Dragging:
 * 300 ms drag animation"), and images dropped on the media dialog's Upload
 * tab are uploaded (spec: upload by dropping files).
 */
import { expect, test } from '../fixtures';
import { drag } from '../utils/drag';
import { openLoaderImageDialog } from '../utils/media-dialog';
import { makePng } from '../utils/png';
import { snackbar } from '../utils/snackbars';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const BUILDER = '/wp-admin/admin.php?page=uip-ui-builder';

test.describe( 'Builder drag animation and drop upload', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'a dropped block’s overlay animates to its place over 300 ms', async ( {
		page,
		requestUtils,
	} ) => {
		// Records the Web Animations dnd-kit runs for the drop.
		await page.addInitScript( () => {
			const animations: Array< {
				className: string;
				duration: unknown;
			} > = [];
			( window as unknown as { uipAnimations: unknown } ).uipAnimations =
				animations;
			const original = Element.prototype.animate;
			Element.prototype.animate = function (
				this: Element,
				keyframes: Keyframe[] | PropertyIndexedKeyframes | null,
				options?: number | KeyframeAnimationOptions
			) {
				animations.push( {
					className: this.className,
					duration:
						typeof options === 'number'
							? options
							: options?.duration,
				} );
				return original.call( this, keyframes, options );
			};
		} );
		const box = block( 'uip-container', { content: [] } );
		const id = await createTemplate( requestUtils, [ box ] );
		await page.goto( `${ BUILDER }&template=${ id }` );
		const target = page.locator(
			`.uip-editor-canvas [data-uip-uid="${ box.uid }"]`
		);
		await drag(
			page,
			page.locator( '[data-uip-inserter-item="uip-heading"]' ),
			target.getByText( 'Drop blocks here' )
		);
		await expect(
			target.locator( '[data-uip-module="uip-heading"]' )
		).toHaveCount( 1 );
		const durations = await page.evaluate( () =>
			(
				window as unknown as {
					uipAnimations: Array< { duration: unknown } >;
				}
			 ).uipAnimations.map( ( animation ) => animation.duration )
		);
		expect( durations ).toContain( 300 );
		await expect( page.locator( '.uip-dnd-overlay' ) ).toHaveCount( 0 );
	} );

	test( 'images dropped on the Upload tab are uploaded and shown in the library', async ( {
		page,
		requestUtils,
	} ) => {
		const title = `uip-e2e-dropped-${ Date.now() }`;
		const loader = block( 'uip-page-loader' );
		const id = await createTemplate( requestUtils, [ loader ] );
		const dialog = await openLoaderImageDialog( page, id, loader.uid );
		await dialog.getByRole( 'tab', { name: 'Upload' } ).click();
		const area = dialog.locator( '.uip-media__upload' );
		await expect( area ).toBeVisible();

		const bytes = Array.from( makePng( 8, 8 ) );
		const files = await page.evaluateHandle(
			( { name, data } ) => {
				const transfer = new DataTransfer();
				transfer.items.add(
					new File( [ new Uint8Array( data ) ], `${ name }.png`, {
						type: 'image/png',
					} )
				);
				return transfer;
			},
			{ name: title, data: bytes }
		);
		// A file dragged in from the desktop: enter, over, drop.
		await area.dispatchEvent( 'dragenter', { dataTransfer: files } );
		await area.dispatchEvent( 'dragover', { dataTransfer: files } );
		await dialog
			.locator( '.components-drop-zone' )
			.dispatchEvent( 'drop', { dataTransfer: files } );

		await expect( snackbar( page, 'uploaded complete' ) ).toBeVisible();
		await expect(
			dialog.getByRole( 'tab', { name: 'Library' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect(
			dialog.getByRole( 'button', { name: title } )
		).toBeVisible();

		const uploaded = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/media',
			params: { search: title },
		} );
		expect( uploaded ).toHaveLength( 1 );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/media/${ uploaded[ 0 ]?.id }`,
			params: { force: true },
		} );
	} );
} );
