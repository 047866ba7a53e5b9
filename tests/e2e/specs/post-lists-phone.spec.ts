/**
 * The builder's template list and the menu creator's list on a phone:
 * the page does not scroll sideways (the table scrolls in its own box) and
 * each row's actions are reachable.
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
			'.uip-entity-list__views',
		],
		[
			'menu creator',
			`${ CREATOR }&uipress-disable=1`,
			'Editors’ menu',
			'.uip-entity-list__views',
		],
	] as const ) {
		test( `the ${ screen } list does not scroll sideways and its actions are reachable`, async ( {
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
			// The row's actions open from its Actions button.
			const more = list.getByRole( 'button', { name: 'Actions' } );
			await more.first().scrollIntoViewIfNeeded();
			await more.first().click();
			await expect(
				page.getByRole( 'menuitem', { name: 'Move to trash' } )
			).toBeInViewport();
		} );
	}
} );
