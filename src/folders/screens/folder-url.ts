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

/** A list's order, as its address names it. */
export interface ListOrder {
	orderby?: string;
	order?: 'asc' | 'desc';
}

/**
 * The order a list's address names (a column header's link).
 *
 * @param href The address.
 */
export function orderOf( href: string ): ListOrder {
	const params = new URL( href ).searchParams;
	const orderby = params.get( 'orderby' ) ?? '';
	const order = params.get( 'order' )?.toLowerCase();
	return {
		...( orderby ? { orderby } : {} ),
		...( order === 'asc' || order === 'desc' ? { order } : {} ),
	};
}

/**
 * The address of the list opened on a kept folder, in the kept order when
 * the address names none.
 *
 * @param href   The list's address.
 * @param folder The kept folder.
 * @param order  The kept order.
 */
export function keptListUrl(
	href: string,
	folder: number,
	order: ListOrder
): string {
	const url = new URL( urlWithFolder( href, folder ) );
	if ( ! url.searchParams.has( 'orderby' ) && order.orderby ) {
		url.searchParams.set( 'orderby', order.orderby );
		if ( order.order ) {
			url.searchParams.set( 'order', order.order );
		}
	}
	return url.toString();
}
