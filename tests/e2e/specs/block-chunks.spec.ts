/**
 * Block code loads only where used: the interface gets the chunks of the
 * blocks its template uses, printed with the page (nothing is fetched a
 * second time, nothing else is fetched), and the builder loads a block's
 * code when the block is first shown.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import { block, createTemplate, deleteAllTemplates } from '../utils/templates';

/**
 * Whether a build file is a chunk the interface loads when first needed,
 * but the one a page printed without the chrome's snapshot loads to keep
 * one (docs/FIRST-PAINT.md).
 *
 * @param file A build-relative path.
 */
function isLaterChunk( file: string ): boolean {
	return file.startsWith( 'later/' ) && file !== 'later/snapshot.js';
}

/**
 * Collects the paths under the plugin's build/ folder the page requests.
 *
 * @param page The page, before it navigates.
 */
function buildRequests( page: Page ): string[] {
	const paths: string[] = [];
	page.on( 'request', ( request ) => {
		const match = /\/wp-content\/plugins\/uipress\/build\/([^?#]+)/.exec(
			request.url()
		);
		if ( match?.[ 1 ] ) {
			paths.push( match[ 1 ] );
		}
	} );
	return paths;
}

/**
 * A paragraph shown only to users of a role (a condition).
 *
 * @param text The paragraph.
 * @param role The role.
 */
function onlyForRole( text: string, role: string ) {
	return block( 'uip-paragraph', {
		settings: {
			block: { options: { text } },
			advanced: {
				options: {
					conditions: {
						relation: 'and',
						conditions: [
							{ type: 'userrole', operator: 'is', value: role },
						],
					},
				},
			},
		},
	} );
}

test.describe( 'Block code', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllTemplates( requestUtils );
	} );

	test.describe( 'in the interface', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'loads the chunks of the blocks its template uses, once each, and no other', async ( {
			page,
			requestUtils,
		} ) => {
			const heading = block( 'uip-heading', {
				settings: {
					block: { options: { headingText: 'Chunked heading' } },
				},
			} );
			const button = block( 'uip-button', {
				settings: {
					block: {
						options: {
							buttonText: {
								string: 'Chunked button',
								dynamic: false,
								dynamicKey: '',
								dynamicPos: 'left',
							},
						},
					},
				},
			} );
			await createTemplate(
				requestUtils,
				[ block( 'uip-container', { content: [ heading, button ] } ) ],
				'Chunks',
				{ forRoles: [ 'editor' ] }
			);
			const requested = buildRequests( page );

			await page.goto( '/wp-admin/' );

			await expect(
				page.locator( `[data-uip-uid="${ heading.uid }"]` )
			).toHaveText( 'Chunked heading' );
			await expect(
				page.getByRole( 'button', { name: 'Chunked button' } )
			).toBeVisible();
			// The button's own stylesheet applies.
			await expect(
				page.locator( `[data-uip-uid="${ button.uid }"] .uip-button` )
			).toHaveCSS( 'display', /flex/ );

			const chunks = requested.filter( ( file ) =>
				file.startsWith( 'blocks/' )
			);
			expect( chunks.sort() ).toEqual( [
				'blocks/button.css',
				'blocks/button.js',
				'blocks/heading.css',
				'blocks/heading.js',
			] );
			expect( requested ).toContain( 'runtime.js' );
			// The server printed them with the page, before the interface ran.
			await expect(
				page.locator( 'script#uipress-block-heading-js' )
			).toHaveCount( 1 );
			await expect(
				page.locator( 'link#uipress-block-button-css' )
			).toHaveCount( 1 );
			expect(
				requested.filter( ( file ) => file.startsWith( 'screens/' ) )
			).toEqual( [] );
		} );
	} );

	test.describe( 'engine features in the interface', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'conditions, dynamic data, interactions and tooltips load only with a template that uses them', async ( {
			page,
			requestUtils,
		} ) => {
			const forAdmins = onlyForRole(
				'Only for administrators',
				'administrator'
			);
			const forEditors = onlyForRole( 'For editors', 'editor' );
			const hidden = block( 'uip-paragraph', {
				settings: { block: { options: { text: 'Hide me' } } },
			} );
			const greeting = block( 'uip-paragraph', {
				settings: {
					block: {
						options: {
							text: {
								string: 'Signed in as',
								dynamic: true,
								dynamicKey: 'user_name',
								dynamicPos: 'right',
							},
						},
					},
				},
			} );
			const hide = block( 'uip-button', {
				settings: { block: { options: { buttonText: 'Hide it' } } },
				tooltip: { message: 'Hides the paragraph' },
				interactions: [
					{
						id: 'hide',
						type: 'click',
						target: 'block',
						blockTarget: hidden.uid,
						selector: '',
						action: 'hideElement',
						key: '',
						keyvalue: '',
						javascript: '',
					},
				],
			} );
			await createTemplate(
				requestUtils,
				[ forAdmins, forEditors, hidden, hide, greeting ],
				'Features',
				{ forRoles: [ 'editor' ] }
			);
			const requested = buildRequests( page );

			await page.goto( '/wp-admin/' );

			await expect( page.getByText( 'For editors' ) ).toBeVisible();
			await expect(
				page.getByText( 'Only for administrators' )
			).toHaveCount( 0 );
			await expect(
				page.locator( `[data-uip-uid="${ greeting.uid }"]` )
			).toHaveText( `Signed in as ${ EDITOR.username }` );
			const hideButton = page.getByRole( 'button', { name: 'Hide it' } );
			await hideButton.hover();
			await expect( page.getByRole( 'tooltip' ) ).toHaveText(
				'Hides the paragraph'
			);
			await hideButton.click();
			await expect( page.getByText( 'Hide me' ) ).toBeHidden();
			await expect(
				page.locator( 'script#uipress-block-engine-conditions-js' )
			).toHaveCount( 1 );
			expect(
				requested
					.filter( ( file ) => file.startsWith( 'engine/' ) )
					.sort()
			).toEqual( [
				'engine/conditions.js',
				'engine/dynamic.js',
				'engine/interactions.js',
				'engine/tooltips.css',
				'engine/tooltips.js',
			] );
		} );

		test( 'a template without them loads neither', async ( {
			page,
			requestUtils,
		} ) => {
			await createTemplate(
				requestUtils,
				[ block( 'uip-paragraph' ) ],
				'No features',
				{ forRoles: [ 'editor' ] }
			);
			const requested = buildRequests( page );
			await page.goto( '/wp-admin/' );
			await expect(
				page.locator( '[data-uip-module="uip-paragraph"]' )
			).toBeVisible();
			expect(
				requested.filter( ( file ) => file.startsWith( 'engine/' ) )
			).toEqual( [] );
		} );

		test( 'a toast’s code and styles load with the first notification', async ( {
			page,
			requestUtils,
		} ) => {
			await createTemplate(
				requestUtils,
				[ block( 'uip-paragraph' ) ],
				'Toasts',
				{ forRoles: [ 'editor' ] }
			);
			const requested = buildRequests( page );
			await page.goto( '/wp-admin/' );
			const list = page.getByRole( 'region', { name: 'Notifications' } );
			await expect( list ).toBeAttached();
			expect( requested.filter( isLaterChunk ) ).toEqual( [] );

			// What a plugin's or the template's code does to show a toast.
			await page.evaluate( () =>
				(
					window as unknown as {
						wp: {
							data: {
								dispatch: ( store: string ) => {
									createNotification: (
										input: object
									) => void;
								};
							};
						};
					}
				 ).wp.data
					.dispatch( 'uipress/notifications' )
					.createNotification( {
						title: 'Settings saved',
						status: 'success',
					} )
			);

			const toast = list.getByRole( 'listitem' );
			await expect( toast ).toContainText( 'Settings saved' );
			// Its own stylesheet applies.
			await expect( toast ).toHaveCSS( 'display', 'flex' );
			expect( requested.filter( isLaterChunk ).sort() ).toEqual( [
				'later/toasts.css',
				'later/toasts.js',
			] );
			await toast
				.getByRole( 'button', { name: 'Dismiss notification' } )
				.click();
			await expect( toast ).toHaveCount( 0 );
		} );
	} );

	test( 'the builder loads a block’s code when the block is first shown', async ( {
		page,
		requestUtils,
	} ) => {
		const id = await createTemplate(
			requestUtils,
			[
				block( 'uip-container', {
					content: [ block( 'uip-heading' ) ],
				} ),
			],
			'Builder chunks'
		);
		const requested = buildRequests( page );

		await page.goto(
			`/wp-admin/admin.php?page=uip-ui-builder&template=${ id }`
		);
		const canvas = page.locator( '.uip-editor-canvas' );
		await expect(
			canvas.locator( '[data-uip-module="uip-heading"]' )
		).toBeVisible();
		await expect
			.poll( () => requested )
			.toContain( 'screens/blocks/heading.js' );
		expect( requested ).not.toContain( 'screens/blocks/paragraph.js' );

		await page
			.locator( '[data-uip-inserter-item="uip-paragraph"]' )
			.click();

		await expect(
			canvas.locator( '[data-uip-module="uip-paragraph"] p' )
		).toBeVisible();
		expect( requested ).toContain( 'screens/blocks/paragraph.js' );
	} );
} );
