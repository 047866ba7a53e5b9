/**
 * The activity log (issue 33, users.php?page=uip-activity) and the Activity
 * block with user management on: a post's history opened from a link
 * (&object_type&object_id) shows who published and then renamed it, the
 * title before and after in the row's details, and the CSV of those
 * filters; the block on a dashboard lists the newest entries for an
 * administrator and renders nothing for an editor; axe's colour contrast on
 * the screen and its details in light and dark mode at 1440 and 390 pixels,
 * with screenshots in artifacts/<site>/user-management/.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { contrastFailures } from '../utils/contrast';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';
import {
	ACTIVITY_PATH,
	openInTheme,
	SCREEN_THEMES,
	SCREEN_VIEWPORTS,
	screenshotForReview,
	setDarkPreference,
	setUserManagement,
	SHOTS_DIR,
} from '../utils/user-management';

const STAMP = Date.now().toString( 36 );
const FIRST_TITLE = `Opening hours ${ STAMP }`;
const SECOND_TITLE = `Summer opening hours ${ STAMP }`;

/**
 * The log's rows once a page has drawn (a table; phones start with the
 * list layout).
 *
 * @param page The page.
 */
async function logRows( page: Page ) {
	const screen = page.locator( '.uip-activity-screen' );
	const rows = screen.locator(
		'.dataviews-view-table tbody tr, .dataviews-view-list__item'
	);
	await expect( rows.first() ).toBeVisible();
	await expect( screen.locator( '.dataviews-loading' ) ).toHaveCount( 0 );
	return rows;
}

test.describe( 'The activity log', () => {
	let postId = 0;
	let historyPath = '';

	test.beforeAll( async ( { requestUtils } ) => {
		await setUserManagement( requestUtils, true );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: FIRST_TITLE,
				status: 'publish',
				content: 'Nine to five.',
			},
		} );
		postId = post.id;
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/posts/${ postId }`,
			data: { title: SECOND_TITLE },
		} );
		historyPath = `${ ACTIVITY_PATH }&object_type=post&object_id=${ postId }`;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils
			.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ postId }`,
				params: { force: true },
			} )
			.catch( () => undefined );
		await deleteAllTemplates( requestUtils );
		await setDarkPreference( requestUtils, null );
		await setUserManagement( requestUtils, false );
	} );

	test( 'answers who changed a post and what it was before, and exports it', async ( {
		page,
	} ) => {
		await page.goto( historyPath );
		await expect(
			page
				.locator( '.uip-activity-screen' )
				// Named as the post is called now (the newest entry's name).
				.getByText( `Only the activity of “${ SECOND_TITLE }”.` )
		).toBeVisible();
		const rows = await logRows( page );
		// Newest first: renamed, then published, both by the administrator.
		await expect( rows ).toHaveCount( 2 );
		await expect( rows.nth( 0 ) ).toContainText( 'Updated' );
		await expect( rows.nth( 0 ) ).toContainText( SECOND_TITLE );
		await expect( rows.nth( 0 ) ).toContainText( 'admin' );
		await expect( rows.nth( 0 ) ).toContainText( 'Title' );
		await expect( rows.nth( 1 ) ).toContainText( 'Published' );
		// The object links to the post's edit screen.
		await expect(
			rows.nth( 0 ).getByRole( 'link', { name: SECOND_TITLE } )
		).toHaveAttribute(
			'href',
			new RegExp( `post=${ postId }&action=edit` )
		);

		await rows.nth( 0 ).getByText( 'Updated', { exact: true } ).click();
		const details = page.getByRole( 'dialog', { name: 'Updated' } );
		await expect(
			details
				.getByRole( 'row' )
				.filter( { hasText: 'Title' } )
				.getByRole( 'cell' )
		).toHaveText( [ FIRST_TITLE, SECOND_TITLE ] );
		await details.getByRole( 'button', { name: 'Close' } ).click();

		// The CSV of the same filters.
		const exportLink = page.getByRole( 'link', { name: 'Export CSV' } );
		const href = await exportLink.getAttribute( 'href' );
		expect( href ).toContain( 'activity/export' );
		expect( href ).toContain( `object_id=${ postId }` );
		const answer = await page.request.get( href ?? '' );
		expect( answer.status() ).toBe( 200 );
		expect( answer.headers()[ 'content-type' ] ).toContain( 'text/csv' );
		const csv = await answer.text();
		expect( csv ).toContain( SECOND_TITLE );
		expect( csv ).toContain( FIRST_TITLE );
		// A header line and the two entries.
		expect( csv.trim().split( '\n' ) ).toHaveLength( 3 );
	} );

	test( 'the Activity block lists the newest entries for a manager and nothing for an editor', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await deleteAllTemplates( requestUtils );
		await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [
						block( 'uip-activity-log', {
							settings: {
								block: {
									options: {
										title: 'Latest changes',
										rowLimit: 1,
										objectTypes: [ 'post' ],
									},
								},
							},
						} ),
						block( 'uip-paragraph', {
							settings: {
								block: {
									options: {
										text: {
											string: 'Dashboard ready',
											dynamic: false,
											dynamicKey: '',
											dynamicPos: 'left',
										},
									},
								},
							},
						} ),
					],
				} ),
				block( 'uip-content-frame' ),
			],
			'Activity dashboard',
			{ forRoles: [ 'administrator', 'editor' ] }
		);

		await page.goto( '/wp-admin/index.php' );
		const activity = page.locator( '.uip-activity-log' );
		await expect(
			activity.getByRole( 'heading', { name: 'Latest changes' } )
		).toBeVisible();
		// One entry, as the block asks: the newest on posts.
		await expect(
			activity.locator( '.uip-activity-log__entry' )
		).toHaveCount( 1 );
		await expect(
			activity.locator( '.uip-activity-log__entry' ).first()
		).toContainText( `Updated: ${ SECOND_TITLE }` );
		await expect(
			activity.getByRole( 'link', { name: 'View all' } )
		).toHaveAttribute( 'href', /users\.php\?page=uip-activity/ );
		await activity.screenshot( {
			path: path.join( SHOTS_DIR, 'activity-block.png' ),
		} );

		const editors = await browser.newContext( {
			storageState: EDITOR.storageState,
		} );
		try {
			const editor = await editors.newPage();
			await editor.goto( '/wp-admin/index.php' );
			await expect( editor.getByText( 'Dashboard ready' ) ).toBeVisible();
			await expect(
				editor.locator( '[data-uip-module="uip-activity-log"]' )
			).toHaveCount( 1 );
			// The route refuses the editor: the block draws nothing.
			await expect( editor.locator( '.uip-activity-log' ) ).toHaveCount(
				0
			);
		} finally {
			await editors.close();
		}
		await deleteAllTemplates( requestUtils );
	} );

	for ( const viewport of SCREEN_VIEWPORTS ) {
		for ( const theme of SCREEN_THEMES ) {
			test( `is readable in ${ theme.name } mode at ${ viewport.width } pixels`, async ( {
				page,
				requestUtils,
			}, testInfo ) => {
				await openInTheme(
					page,
					requestUtils,
					historyPath,
					theme,
					viewport
				);
				await expect( await logRows( page ) ).toHaveCount( 2 );
				await screenshotForReview(
					page,
					testInfo,
					`activity-${ theme.name }-${ viewport.width }`
				);
				expect(
					await contrastFailures( page, {
						include: [ '.uip-activity-screen' ],
					} )
				).toEqual( [] );

				// The newest entry (the rename): its Details action, in the
				// table's row or beside the list's entry.
				await page
					.locator( '.uip-activity-screen' )
					.getByRole( 'button', { name: 'Details' } )
					.first()
					.click();
				const details = page.getByRole( 'dialog', { name: 'Updated' } );
				await expect( details.getByRole( 'table' ) ).toBeVisible();
				await screenshotForReview(
					page,
					testInfo,
					`activity-details-${ theme.name }-${ viewport.width }`,
					false
				);
				expect(
					await contrastFailures( page, {
						include: [ '.components-modal__frame' ],
					} )
				).toEqual( [] );
			} );
		}
	}
} );
