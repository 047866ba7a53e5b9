/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { FOLDER_PARAM } from '../../folders/types';
import { errorBody } from '../utils/api';
import {
	MEDIA_PAGE_SIZE,
	stockFileName,
	type MediaDetails,
	type MediaItem,
	type StockPhoto,
} from './rules';

export const MEDIA_PATH = '/wp/v2/media';
export const STOCK_PATH = '/uipress/v1/stock-photos';

export interface Page< T > {
	items: T[];
	total: number;
}

/**
 * Reads a JSON list and its X-WP-Total header.
 *
 * @param path Request path.
 */
async function fetchPage< T >( path: string ): Promise< Page< T > > {
	let response: Response;
	try {
		response = await apiFetch< Response, false >( { path, parse: false } );
	} catch ( error ) {
		// Unparsed, a failed request rejects with the response itself: its
		// body holds the server's message.
		throw await errorBody( error );
	}
	const items = ( await response.json() ) as T[];
	const header = Number( response.headers.get( 'x-wp-total' ) );
	return {
		items: Array.isArray( items ) ? items : [],
		total: Number.isFinite( header ) && header > 0 ? header : items.length,
	};
}

/**
 * The folder filter of a request: none for All (null).
 *
 * @param folder A folder id, 0 = Uncategorised, null = All.
 */
function inFolder( folder: number | null ) {
	return folder === null ? {} : { [ FOLDER_PARAM ]: folder };
}

/**
 * One page of the site's images.
 *
 * @param search Search text.
 * @param page   Page from 1.
 * @param folder Only this folder's (0 = Uncategorised); null = all images.
 */
export function fetchMedia(
	search: string,
	page: number,
	folder: number | null = null
) {
	return fetchPage< MediaItem >(
		addQueryArgs( MEDIA_PATH, {
			status: 'inherit',
			media_type: 'image',
			per_page: MEDIA_PAGE_SIZE,
			page,
			...( search ? { search } : {} ),
			...inFolder( folder ),
		} )
	);
}

/**
 * One page of stock photos through UiPress's proxy.
 *
 * @param search Search text.
 * @param page   Page from 1.
 */
export function fetchStock( search: string, page: number ) {
	return fetchPage< StockPhoto >(
		addQueryArgs( STOCK_PATH, { page, ...( search ? { s: search } : {} ) } )
	);
}

/**
 * Saves the image details that changed (alt text, title, caption).
 *
 * @param id     Attachment id.
 * @param fields The changed fields only.
 */
export function saveMediaDetails(
	id: number,
	fields: Partial< MediaDetails >
) {
	return apiFetch< MediaItem >( {
		path: `${ MEDIA_PATH }/${ id }`,
		method: 'POST',
		data: fields,
	} );
}

/**
 * Uploads one file to the media library.
 *
 * @param file   The file.
 * @param folder The folder it goes into (the body is the file: the folder
 *               rides in the address); null = none.
 */
export function uploadFile( file: File, folder: number | null = null ) {
	return apiFetch< MediaItem >( {
		path: addQueryArgs( MEDIA_PATH, inFolder( folder ) ),
		method: 'POST',
		body: file,
		headers: {
			'Content-Disposition': `attachment; filename="${ file.name.replace(
				/"/g,
				''
			) }"`,
			'Content-Type': file.type,
		},
	} );
}

/**
 * Imports a stock photo: downloads its regular size and uploads it named
 * after the photographer.
 *
 * @param photo Stock photo.
 */
export async function importStockPhoto( photo: StockPhoto ) {
	const response = await window.fetch( photo.urls.regular );
	if ( ! response.ok ) {
		throw new Error( response.statusText );
	}
	const blob = await response.blob();
	const file = new File( [ blob ], stockFileName( photo ), {
		type: blob.type || 'image/jpeg',
	} );
	return uploadFile( file );
}
