/**
 * Fetching a static menu, where the server did not resolve it (the builder
 * and the preview, where only managers are). The interface build takes
 * `fetch-static-menu.interface.ts` instead: on takeover pages the server
 * resolves every static menu the template names.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { MenuItem } from '../../engine/types';
import { storedMenuItems } from './static-menu';

/**
 * Fetches a custom menu's entries (`GET wp/v2/uip-admin-menu/<id>`).
 *
 * @param id Menu post id.
 * @return The entries; undefined when the menu cannot be read (logged).
 */
export async function fetchStaticMenu(
	id: number
): Promise< MenuItem[] | undefined > {
	try {
		const post = await apiFetch< {
			uipress?: { settings?: { menu?: unknown } };
		} >( { path: `/wp/v2/uip-admin-menu/${ id }?status=any` } );
		return storedMenuItems( post?.uipress?.settings?.menu );
	} catch ( error ) {
		// Spec: REST failures go to the console; the menu falls back.
		// eslint-disable-next-line no-console
		console.error(
			'UiPress: Unable to connect',
			error instanceof Error
				? error.message
				: ( ( error as { message?: string } )?.message ??
						'Unable to connect to remote services at this time' )
		);
		return undefined;
	}
}
