/**
 * Addresses of list tables opened on a folder (`uip_folder`).
 */

/**
 * Internal dependencies
 */
import { FOLDER_PARAM } from '../types';

/**
 * The same list opened on another folder: other query arguments kept, the
 * page number dropped (page 3 of one folder is not page 3 of another).
 *
 * @param href   The list's address.
 * @param folder The folder (0 = Uncategorised, null = All).
 */
export function urlWithFolder( href: string, folder: number | null ): string {
	const url = new URL( href );
	url.searchParams.delete( 'paged' );
	if ( folder === null ) {
		url.searchParams.delete( FOLDER_PARAM );
	} else {
		url.searchParams.set( FOLDER_PARAM, String( folder ) );
	}
	return url.toString();
}

/**
 * Whether an address names a folder (`uip_folder` present).
 *
 * @param href The address.
 */
export function hasFolderParam( href: string ): boolean {
	return new URL( href ).searchParams.has( FOLDER_PARAM );
}
