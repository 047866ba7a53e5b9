/**
 * The button block's `onClickCode`: code an administrator (who may post
 * unfiltered HTML) saves runs on each click in the interface, and never in
 * the preview. Saving it without unfiltered_html is refused on the server
 * (tests/php/Rest/TemplateCodeTest.php).
 */
import { expect, test } from '../fixtures';
import { ADMIN, EDITOR } from '../utils/site';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	previewPath,
} from '../utils/templates';

const CODE =
	'document.body.dataset.uipClicks = String( Number( document.body.dataset.uipClicks || 0 ) + 1 ); element.dataset.ran = "yes";';

test.describe( 'Button click code', () => {
	test.use( { storageState: EDITOR.storageState } );

	let templateId = 0;
	const button = block( 'uip-button', {
		settings: {
			block: {
				options: {
					buttonText: {
						string: 'Count clicks',
						dynamic: false,
						dynamicKey: '',
						dynamicPos: 'left',
					},
					onClickCode: CODE,
				},
			},
		},
	} );

	test.beforeAll( async ( { requestUtils } ) => {
		templateId = await createTemplate(
			requestUtils,
			[ button ],
			'Click code',
			{ forRoles: [ 'editor' ] }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'runs on each click in the interface', async ( { page } ) => {
		await page.goto( '/wp-admin/' );
		const shown = page.getByRole( 'button', { name: 'Count clicks' } );
		await shown.click();
		await shown.click();
		await expect( page.locator( 'body' ) ).toHaveAttribute(
			'data-uip-clicks',
			'2'
		);
		await expect( shown ).toHaveAttribute( 'data-ran', 'yes' );
	} );

	test.describe( 'as the administrator previewing it', () => {
		test.use( { storageState: ADMIN.storageState } );

		test( 'never runs in the preview', async ( { page } ) => {
			await page.goto( previewPath( templateId, 'preview' ) );
			const shown = page.getByRole( 'button', { name: 'Count clicks' } );
			await shown.click();
			await shown.click();
			// The preview stays the same page; the code would have marked it.
			await expect( shown ).toBeVisible();
			await expect( shown ).not.toHaveAttribute( 'data-ran', 'yes' );
			await expect( page.locator( 'body' ) ).not.toHaveAttribute(
				'data-uip-clicks',
				/.*/
			);
		} );
	} );
} );
