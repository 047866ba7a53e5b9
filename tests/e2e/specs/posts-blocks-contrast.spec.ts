/**
 * The blocks that render WordPress components (posts table, recent posts) on
 * the interface page: styled by WordPress's components stylesheet, loaded with
 * their chunk, and readable in light and dark mode (axe's colour contrast
 * rule) on a wide and a small screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

const STAMP = Date.now();

/** The posts blocks. */
const POSTS_BLOCKS = [
	'[data-uip-module="uip-posts-table"]',
	'[data-uip-module="uip-recent-posts"]',
];

/**
 * Opens the interface and waits for both blocks' posts.
 *
 * @param page The page.
 */
async function openPostsBlocks( page: Page ) {
	await page.goto( '/wp-admin/' );
	const table = page.locator( '[data-uip-module="uip-posts-table"]' );
	await expect( table.locator( '.dataviews-loading' ) ).toHaveCount( 0 );
	await expect(
		table.locator( 'tbody tr', { hasText: `Contrast ${ STAMP } 3` } )
	).toBeVisible();
	await expect(
		page
			.locator( '[data-uip-module="uip-recent-posts"]' )
			.getByRole( 'link', { name: `Contrast ${ STAMP } 3` } )
	).toBeVisible();
	return table;
}

test.describe( 'Posts blocks in light and dark', () => {
	const created: number[] = [];

	test.use( { storageState: EDITOR.storageState } );

	test.beforeAll( async ( { requestUtils } ) => {
		for ( let index = 1; index <= 3; index++ ) {
			const post = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: `Contrast ${ STAMP } ${ index }`,
					status: 'publish',
				},
			} );
			created.push( post.id );
		}
	} );

	test.beforeEach( async ( { requestUtils } ) => {
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [
						block( 'uip-dark-toggle' ),
						block( 'uip-posts-table', {
							settings: {
								block: {
									options: {
										activePostTypes: [ 'post' ],
										postsPerPage: 3,
									},
								},
							},
						} ),
						block( 'uip-recent-posts', {
							settings: {
								block: { options: { postsPerPage: 3 } },
							},
						} ),
					],
				} ),
				block( 'uip-content-frame' ),
			],
			'Posts contrast',
			{ forRoles: [ 'editor' ] }
		);
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of created ) {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/wp/v2/posts/${ id }`,
					params: { force: true },
				} )
				.catch( () => undefined );
		}
	} );

	for ( const viewport of [
		{ width: 1440, height: 900 },
		{ width: 390, height: 844 },
	] ) {
		test( `are readable in light and dark at ${ viewport.width }×${ viewport.height }`, async ( {
			page,
		} ) => {
			await page.setViewportSize( viewport );
			const table = await openPostsBlocks( page );

			// WordPress's components look as they do in the builder: their
			// stylesheet came with the block.
			await expect(
				page.locator( 'link#wp-components-css' )
			).toHaveCount( 1 );
			await expect(
				table.getByRole( 'button', { name: 'Actions' } ).first()
			).toHaveCSS( 'background-color', 'rgba(0, 0, 0, 0)' );

			const light = await contrastFailures( page, {
				include: POSTS_BLOCKS,
			} );

			const html = page.locator( 'html' );
			const toggle = page.getByRole( 'button', { name: 'Dark mode' } );
			await toggle.click();
			await expect( html ).toHaveAttribute( 'data-theme', 'dark' );
			const dark = await contrastFailures( page, {
				include: POSTS_BLOCKS,
			} );
			// A row's actions menu, at the end of the body.
			await table
				.getByRole( 'button', { name: 'Actions' } )
				.first()
				.click();
			await expect( page.getByRole( 'menu' ) ).toBeVisible();
			const menu = await contrastFailures( page, {
				include: [ '[role="menu"]' ],
			} );
			await page.keyboard.press( 'Escape' );
			await expect( page.getByRole( 'menu' ) ).toHaveCount( 0 );
			// The view options: a popover, or a dialog on a small screen.
			await table.getByRole( 'button', { name: 'View options' } ).click();
			const options = page.locator(
				'.components-popover__content, .components-modal__frame'
			);
			await expect(
				options.getByText( 'Appearance', { exact: true } )
			).toBeVisible();
			const viewOptions = await contrastFailures( page, {
				include: [
					'.components-popover__content, .components-modal__frame',
				],
			} );
			await page.keyboard.press( 'Escape' );
			await expect( options ).toHaveCount( 0 );
			// Leave the editor's preference as it was for other tests.
			await toggle.click();
			await expect( html ).not.toHaveAttribute( 'data-theme', 'dark' );

			expect( light ).toEqual( [] );
			expect( dark ).toEqual( [] );
			expect( menu ).toEqual( [] );
			expect( viewOptions ).toEqual( [] );
		} );
	}
} );
