/**
 * Network templates (issue 30) on a network's sub-site (/second/ of the
 * e2e-network site, UIPRESS_MULTISITE=1): a template the super admin makes
 * on the main site and marks for every site gives the sub-site's editors
 * their interface, and the sub-site's administrator sees it read-only in
 * the builder's list. Tagged @network: run only on a network.
 */
import { expect, test } from '../fixtures';
import { EDITOR } from '../utils/site';
import { createOnMainSite, deleteOnMainSite } from '../utils/main-site';
import { expectReadOnlyNetworkItem } from '../utils/network-list';
import { deleteAllTemplates, paragraphBlock } from '../utils/templates';

const TITLE = 'Network look for editors';
const TEXT = 'Set by the network administrator';

test.describe( 'Network templates @network', () => {
	let networkTemplate = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		// The sub-site publishes nothing of its own.
		await deleteAllTemplates( requestUtils );
		networkTemplate = await createOnMainSite(
			requestUtils,
			'uip-ui-template',
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
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteOnMainSite(
			requestUtils,
			'uip-ui-template',
			networkTemplate
		);
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
		await expectReadOnlyNetworkItem( page, testInfo, {
			url: './wp-admin/admin.php?page=uip-ui-builder',
			region: 'Network templates',
			title: TITLE,
			cells: [ 'Published', 'Editor' ],
			shot: 'builder-list',
		} );
	} );
} );
