/**
 * The main site of the e2e network, for the @network specs (which run on
 * its sub-site: BASE_URL is /second/).
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect } from '@playwright/test';
import { BASE_URL, SUB_SITE_PATH } from './site';

/** The main site's address, without a trailing slash. */
export const MAIN_SITE = BASE_URL.replace(
	new RegExp( `${ SUB_SITE_PATH }/?$` ),
	''
);

/** The main site's REST root. */
export const MAIN_REST = `${ MAIN_SITE }/wp-json/`;

/**
 * A request to the main site as the admin (the network's super admin): the
 * REST nonce and cookies of the sub-site hold for the whole network.
 *
 * @param requestUtils Logged-in admin request utils.
 * @param method       HTTP method.
 * @param path         Route below wp-json/.
 * @param data         JSON body.
 */
export async function onMainSite(
	requestUtils: RequestUtils,
	method: string,
	path: string,
	data?: object
): Promise< { id: number } > {
	// Makes sure the nonce is there.
	await requestUtils.rest( { path: '/wp/v2/users/me' } );
	const response = await requestUtils.request.fetch( MAIN_REST + path, {
		method,
		data,
		headers: { 'X-WP-Nonce': requestUtils.storageState?.nonce ?? '' },
	} );
	expect( response.ok(), await response.text() ).toBe( true );
	return ( await response.json() ) as { id: number };
}

/** The post types the network specs make on the main site. */
type MainSitePostType = 'uip-ui-template' | 'uip-admin-menu';

/**
 * Makes a template or menu on the main site as the super admin.
 *
 * @param requestUtils Logged-in admin request utils.
 * @param type         Its post type.
 * @param data         Its title, status and uipress fields.
 * @return Its id.
 */
export async function createOnMainSite(
	requestUtils: RequestUtils,
	type: MainSitePostType,
	data: object
): Promise< number > {
	return ( await onMainSite( requestUtils, 'POST', `wp/v2/${ type }`, data ) )
		.id;
}

/**
 * Deletes for good a template or menu made on the main site (none: 0).
 *
 * @param requestUtils Logged-in admin request utils.
 * @param type         Its post type.
 * @param id           Its id.
 */
export async function deleteOnMainSite(
	requestUtils: RequestUtils,
	type: MainSitePostType,
	id: number
): Promise< void > {
	if ( id ) {
		await onMainSite(
			requestUtils,
			'DELETE',
			`wp/v2/${ type }/${ id }?force=true`
		);
	}
}
