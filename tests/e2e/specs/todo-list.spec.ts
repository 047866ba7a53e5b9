/**
 * The to-do list block in an editor's interface: the list is the editor's
 * own user preference (uip-todo-list), saved 8 s after the last change and
 * at once when the page is left, and it survives a reload in order, with
 * each to-do's state.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { drag } from '../utils/drag';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const PREFERENCE_PATH = '/uipress/v1/preferences/uip-todo-list';

interface StoredTodo {
	name: string;
	description: string;
	done: boolean;
}

/**
 * Calls the preference route as the signed-in user of the page, through the
 * page's own apiFetch (its REST nonce).
 *
 * @param page  A UiPress interface page.
 * @param value A value to save; omitted, the stored value is read.
 */
async function preference(
	page: Page,
	value?: StoredTodo[] | null
): Promise< unknown > {
	return page.evaluate(
		async ( { path, data } ) => {
			const { apiFetch } = (
				window as unknown as {
					wp: {
						apiFetch: ( options: object ) => Promise< {
							value: unknown;
						} >;
					};
				}
			 ).wp;
			const response = await apiFetch(
				data === undefined
					? { path }
					: { path, method: 'POST', data: { value: data.value } }
			);
			return response.value;
		},
		{ path: PREFERENCE_PATH, data: value === undefined ? value : { value } }
	);
}

/**
 * The REST nonce of a page, for reading the preference after it is gone.
 *
 * @param page A WordPress admin page.
 */
async function restNonce( page: Page ): Promise< string > {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch.nonceMiddleware.nonce
	);
}

/**
 * The names of the to-dos shown, in order.
 *
 * @param page The page.
 */
async function shownNames( page: Page ): Promise< string[] > {
	const fields = page.getByRole( 'textbox', { name: /^Name of to-do/ } );
	return fields.evaluateAll( ( elements ) =>
		elements.map( ( element ) => ( element as HTMLTextAreaElement ).value )
	);
}

test.describe( 'To-do list', () => {
	test.use( { storageState: EDITOR.storageState } );

	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [ block( 'uip-todo-list' ) ],
				} ),
			],
			'To-do list',
			{ forRoles: [ 'editor' ] }
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	/**
	 * Opens the interface with an empty list.
	 *
	 * @param page The page.
	 */
	async function openEmptyList( page: Page ) {
		await page.goto( '/wp-admin/' );
		await expect(
			page.locator( '[data-uip-module="uip-todo-list"]' )
		).toBeVisible();
		await preference( page, null );
		await page.reload();
		await expect( page.getByRole( 'tabpanel' ) ).toContainText(
			'Nothing to do'
		);
	}

	test( 'an editor adds, ticks and reorders to-dos, which survive a reload', async ( {
		page,
		browserErrors,
	} ) => {
		// The save waits 8 s after the last change.
		test.setTimeout( 120_000 );
		await openEmptyList( page );

		const field = page.getByRole( 'textbox', { name: 'New to-do' } );
		await field.fill( 'Write the report' );
		await field.press( 'Enter' );
		await field.fill( 'Book the venue' );
		await page.getByRole( 'button', { name: 'Add', exact: true } ).click();
		expect( await shownNames( page ) ).toEqual( [
			'Write the report',
			'Book the venue',
		] );

		await page
			.getByRole( 'checkbox', { name: 'Done: Book the venue' } )
			.check();
		await expect(
			page.getByRole( 'tab', { name: /^Completed/ } )
		).toContainText( '1' );

		// Dragged by its handle above the other.
		await drag(
			page,
			page.getByRole( 'button', { name: 'Reorder “Book the venue”' } ),
			page.getByRole( 'button', { name: 'Reorder “Write the report”' } ),
			{ x: 0.5, y: 0.2 }
		);
		await expect
			.poll( () => shownNames( page ) )
			.toEqual( [ 'Book the venue', 'Write the report' ] );

		// Saved once the changes stop (8 s), without leaving the page.
		const expected: StoredTodo[] = [
			{ name: 'Book the venue', description: '', done: true },
			{ name: 'Write the report', description: '', done: false },
		];
		await expect
			.poll( () => preference( page ), {
				timeout: 60_000,
				intervals: [ 1_000 ],
			} )
			.toEqual( expected );

		await page.reload();
		await expect
			.poll( () => shownNames( page ) )
			.toEqual( [ 'Book the venue', 'Write the report' ] );
		await expect(
			page.getByRole( 'checkbox', { name: 'Done: Book the venue' } )
		).toBeChecked();
		await expect(
			page.getByRole( 'checkbox', { name: 'Done: Write the report' } )
		).not.toBeChecked();

		await page.getByRole( 'tab', { name: /^Completed/ } ).click();
		expect( await shownNames( page ) ).toEqual( [ 'Book the venue' ] );
		await page
			.getByRole( 'tab', { name: /^Completed/ } )
			.press( 'ArrowLeft' );
		await expect(
			page.getByRole( 'tab', { name: /^To do/ } )
		).toBeFocused();
		expect( await shownNames( page ) ).toEqual( [ 'Write the report' ] );

		expect( browserErrors ).toEqual( [] );
	} );

	test( 'leaving the page saves at once', async ( {
		page,
		browserErrors,
	} ) => {
		test.setTimeout( 90_000 );
		await openEmptyList( page );
		const nonce = await restNonce( page );

		const field = page.getByRole( 'textbox', { name: 'New to-do' } );
		await field.fill( 'Sent on the way out' );
		await field.press( 'Enter' );
		await expect(
			page.getByRole( 'textbox', { name: 'Name of to-do 1' } )
		).toHaveValue( 'Sent on the way out' );
		await page.goto( '/wp-admin/profile.php' );

		// The old page's 8 s timer went with it: only leaving can have saved it.
		await expect
			.poll( async () => {
				const response = await page.request.get(
					`/wp-json${ PREFERENCE_PATH }`,
					{ headers: { 'X-WP-Nonce': nonce } }
				);
				return ( ( await response.json() ) as { value: unknown } )
					.value;
			} )
			.toEqual( [
				{ name: 'Sent on the way out', description: '', done: false },
			] );

		expect( browserErrors ).toEqual( [] );
	} );

	test( 'works by keyboard, and axe finds nothing serious', async ( {
		page,
		browserErrors,
	} ) => {
		await openEmptyList( page );
		await preference( page, [
			{ name: 'One', description: '', done: false },
			{ name: 'Two', description: 'Second', done: false },
			{ name: 'Three', description: '', done: true },
		] );
		await page.reload();
		await expect
			.poll( () => shownNames( page ) )
			.toEqual( [ 'One', 'Two', 'Three' ] );

		// The drag handle moves with Space and the arrow keys (dnd-kit).
		// Each key waits for dnd-kit's announcement of the step before.
		const dndStatus = page.locator( '[id^="DndLiveRegion"]' );
		await page.getByRole( 'button', { name: 'Reorder “Three”' } ).focus();
		await page.keyboard.press( 'Space' );
		// Picked up, it is over its own place.
		await expect( dndStatus ).toHaveText( '“Three” is at position 3.' );
		await page.keyboard.press( 'ArrowUp' );
		await expect( dndStatus ).toHaveText( '“Three” is at position 2.' );
		await page.keyboard.press( 'ArrowUp' );
		await expect( dndStatus ).toHaveText( '“Three” is at position 1.' );
		await page.keyboard.press( 'Space' );
		await expect
			.poll( () => shownNames( page ) )
			.toEqual( [ 'Three', 'One', 'Two' ] );

		// The move buttons keep the focus on the moved to-do.
		const down = page.getByRole( 'button', { name: 'Move “One” down' } );
		await down.focus();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => shownNames( page ) )
			.toEqual( [ 'Three', 'Two', 'One' ] );
		await expect(
			page.getByRole( 'button', { name: 'Move “One” up' } )
		).toBeFocused();

		// Delete, then Undo, from the keyboard.
		await page.getByRole( 'button', { name: 'Delete “Two”' } ).focus();
		await page.keyboard.press( 'Enter' );
		const undo = page.getByRole( 'button', { name: 'Undo' } );
		await expect( undo ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => shownNames( page ) )
			.toEqual( [ 'Three', 'Two', 'One' ] );

		const results = await new AxeBuilder( { page } )
			.include( '[data-uip-module="uip-todo-list"]' )
			.withTags( [
				'wcag2a',
				'wcag2aa',
				'wcag21a',
				'wcag21aa',
				'wcag22aa',
			] )
			.analyze();
		expect(
			results.violations
				.filter( ( violation ) =>
					[ 'critical', 'serious' ].includes( violation.impact ?? '' )
				)
				.map(
					( violation ) =>
						`${ violation.id }: ${ violation.nodes
							.map( ( node ) => node.target.join( ' ' ) )
							.join( ', ' ) }`
				)
		).toEqual( [] );

		expect( browserErrors ).toEqual( [] );
	} );
} );
