/**
 * The interactions' toggleScreenOptions and toggleHelpOptions: a button of
 * the interface opens and closes the framed page's Screen Options and Help
 * panels (WordPress's own, below its "Screen Options" and "Help" links).
 */
import { expect, test } from '../fixtures';
import {
	block,
	createTemplate,
	deleteAllTemplates,
	dynamicText,
} from '../utils/templates';
import type { Block, GlobalAction } from '../../../src/engine/types';

function toggleButton( label: string, action: GlobalAction ): Block {
	return block( 'uip-button', {
		settings: { block: { options: { buttonText: dynamicText( label ) } } },
		interactions: [
			{
				id: `${ action }-on-click`,
				type: 'click',
				target: 'self',
				blockTarget: '',
				selector: '',
				action,
				key: '',
				keyvalue: '',
				javascript: '',
			},
		],
	} );
}

test.describe( 'Screen Options and Help interactions', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [
						toggleButton( 'Page options', 'toggleScreenOptions' ),
						toggleButton( 'Page help', 'toggleHelpOptions' ),
						block( 'uip-content-frame' ),
					],
				} ),
			],
			'Screen meta',
			{ forRoles: [ 'administrator' ] }
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test( 'a button opens and closes the posts list’s Screen Options and Help', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/edit.php' );
		const frame = page.frameLocator( 'iframe[title="Page content"]' );
		await expect( frame.locator( '#the-list' ) ).toBeVisible();
		const screenOptions = frame.locator( '#screen-options-wrap' );
		const help = frame.locator( '#contextual-help-wrap' );
		await expect( screenOptions ).toBeHidden();

		const options = page.getByRole( 'button', { name: 'Page options' } );
		await options.click();
		await expect( screenOptions ).toBeVisible();
		await expect( frame.locator( '#show-settings-link' ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( screenOptions.getByText( 'Columns' ) ).toBeVisible();

		await options.click();
		await expect( screenOptions ).toBeHidden();
		await expect( frame.locator( '#show-settings-link' ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);

		const helpButton = page.getByRole( 'button', { name: 'Page help' } );
		await helpButton.click();
		await expect( help ).toBeVisible();
		await expect( screenOptions ).toBeHidden();
		await helpButton.click();
		await expect( help ).toBeHidden();
	} );
} );
