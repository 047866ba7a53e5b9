/**
 * The builder's template list and the menu creator's list on a phone: the
 * rows stack (WordPress's list table rules) and nothing scrolls sideways.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CREATOR } from '../utils/menu-creator';
import { deleteAllMenus } from '../utils/menus';
import {
	createTemplate,
	deleteAllTemplates,
	paragraphBlock,
} from '../utils/templates';

/**
 * How far the page scrolls sideways.
 *
 * @param page The page.
 */
function sideways( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

test.describe( 'The template and menu lists on a phone', () => {
	test.use( { viewport: { width: 390, height: 844 } } );

	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate(
			requestUtils,
			[ paragraphBlock( 'Hello' ) ],
			'Editors’ interface',
			{ forRoles: [ 'editor' ] }
		);
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/uip-admin-menu',
			data: {
				title: 'Editors’ menu',
				status: 'draft',
				uipress: { forRoles: [ 'editor' ] },
			},
		} );
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllMenus( requestUtils );
		await deleteAllTemplates( requestUtils );
	} );

	for ( const [ screen, address, title, table ] of [
		[
			'builder',
			'/wp-admin/admin.php?page=uip-ui-builder&uipress-disable=1',
			'Editors’ interface',
			'.uip-template-list__table',
		],
		[
			'menu creator',
			`${ CREATOR }&uipress-disable=1`,
			'Editors’ menu',
			'.uip-menu-list__table',
		],
	] as const ) {
		test( `the ${ screen } list stacks its rows and does not scroll sideways`, async ( {
			page,
		} ) => {
			await page.goto( address );
			const list = page.locator( table );
			await expect(
				list.getByText( title, { exact: true } )
			).toBeVisible();
			await expect
				.poll( () => sideways( page ) )
				.toBeLessThanOrEqual( 0 );
			// The header row is for screen readers only; the row's actions
			// sit under its title, inside the screen.
			await expect( list.locator( 'thead' ) ).toHaveCSS(
				'position',
				'absolute'
			);
			await expect(
				list.getByRole( 'columnheader', { name: 'Title' } )
			).toHaveCount( 1 );
			const actions = list.getByRole( 'button', { name: /^Delete/ } );
			await expect( actions.first() ).toBeInViewport( { ratio: 1 } );
		} );
	}
} );
