/**
 * Network templates (issue 30) on a network's sub-site (/second/ of the
 * e2e-network site, UIPRESS_MULTISITE=1): a template the super admin makes
 * on the main site and marks for every site gives the sub-site's editors
 * their interface, and the sub-site's administrator sees it read-only in
 * the builder's list. Tagged @network: run only on a network.
 */
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import { onMainSite } from '../utils/main-site';
import { deleteAllTemplates, paragraphBlock } from '../utils/templates';

const TITLE = 'Network look for editors';
const TEXT = 'Set by the network administrator';

test.describe( 'Network templates @network', () => {
	let networkTemplate = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		// The sub-site publishes nothing of its own.
		await deleteAllTemplates( requestUtils );
		const created = await onMainSite(
			requestUtils,
			'POST',
			'wp/v2/uip-ui-template',
			{
				title: TITLE,
				status: 'publish',
				uipress: {
					type: 'ui-template',
					content: [ paragraphBlock( TEXT ) ],
					forRoles: [ 'editor' ],
					network: true,
				},
			}
		);
		networkTemplate = created.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( networkTemplate ) {
			await onMainSite(
				requestUtils,
				'DELETE',
				`wp/v2/uip-ui-template/${ networkTemplate }?force=true`
			);
		}
	} );

	test.describe( 'as an editor of the sub-site', () => {
		test.use( { storageState: EDITOR.storageState } );

		test( 'the network template is their interface', async ( { page } ) => {
			await page.goto( './wp-admin/' );
			const paragraph = page.locator(
				'[data-uip-module="uip-paragraph"]'
			);
			await expect( paragraph ).toHaveText( TEXT );
			await expect( paragraph ).toBeVisible();
		} );
	} );

	test( 'the site administrator sees it read-only in the builder list', async ( {
		page,
	}, testInfo ) => {
		for ( const size of [
			{ width: 1440, height: 900 },
			{ width: 390, height: 844 },
		] ) {
			await page.setViewportSize( size );
			await page.goto( './wp-admin/admin.php?page=uip-ui-builder' );
			const section = page.getByRole( 'region', {
				name: 'Network templates',
			} );
			await expect( section ).toBeVisible();
			await expect(
				section.getByText( 'Managed by the network administrator.', {
					exact: false,
				} )
			).toBeVisible();
			const row = section.getByRole( 'row', {
				name: new RegExp( TITLE ),
			} );
			await expect(
				row.getByText( 'Network', { exact: true } )
			).toBeVisible();
			await expect(
				row.getByRole( 'cell', { name: 'Published', exact: true } )
			).toBeVisible();
			await expect(
				row.getByRole( 'cell', { name: 'Editor', exact: true } )
			).toBeVisible();
			// No edit, delete or publish controls.
			await expect( section.getByRole( 'button' ) ).toHaveCount( 0 );
			await expect( section.getByRole( 'link' ) ).toHaveCount( 0 );
			await section.scrollIntoViewIfNeeded();
			const shot = await page.screenshot( {
				path: `/tmp/shots/network/builder-list-${ size.width }.png`,
				fullPage: true,
			} );
			await testInfo.attach( `builder list ${ size.width }`, {
				body: shot,
				contentType: 'image/png',
			} );
		}
	} );
} );
