/** Items per page of the library and the stock list. */
export const MEDIA_PAGE_SIZE = 20;
/** Columns of the grid; an item goes in column (index modulo 3). */
export const MEDIA_GRID_COLUMNS = 3;
/** Sizes tried, in order, for a grid preview. */
export const PREVIEW_SIZE_PREFERENCE = [
	'medium',
	'small',
	'thumbnail',
	'large',
	'full',
] as const;
/** Size returned when none is asked for. */
export const DEFAULT_IMAGE_SIZE = 'full';
/** Scroll distance from the bottom that loads the next page, in px. */
export const LOAD_MORE_THRESHOLD = 40;

export interface MediaSize {
	width: number;
	height: number;
	source_url: string;
}

/** Spec "Media item", as wp/v2/media returns it. */
export interface MediaItem {
	id: number;
	alt_text: string;
	title: { rendered: string; raw?: string };
	caption: { rendered: string; raw?: string };
	media_details: {
		width?: number;
		height?: number;
		sizes?: Record< string, MediaSize >;
	};
	source_url: string;
}

/** Spec "Chosen image output". */
export interface ChosenImage {
	id: number;
	caption: string;
	alt: string;
	height: number;
	width: number;
	source_url: string;
}

/** Spec "Stock photo", as uipress/v1/stock-photos returns it. */
export interface StockPhoto {
	id: string;
	color: string;
	urls: { small: string; regular: string };
	width: number;
	height: number;
	alt_description: string;
	user: { name: string; username: string; links: { html: string } };
}

/**
 * Items split into the grid's columns by index modulo 3.
 *
 * @param items   Items in order.
 * @param columns Number of columns.
 */
export function toColumns< T >(
	items: readonly T[],
	columns: number = MEDIA_GRID_COLUMNS
): T[][] {
	const result: T[][] = Array.from( { length: columns }, () => [] );
	items.forEach( ( item, index ) => {
		result[ index % columns ]?.push( item );
	} );
	return result;
}

/**
 * Whether another page may be loaded.
 *
 * @param total  Items on all pages.
 * @param loaded Items loaded.
 */
export function hasMoreItems( total: number, loaded: number ): boolean {
	return total > loaded;
}

/**
 * Text without markup (captions come rendered as HTML).
 *
 * @param html Rendered HTML.
 */
export function stripTags( html: string ): string {
	const doc = new window.DOMParser().parseFromString( html, 'text/html' );
	return ( doc.body.textContent ?? '' ).trim();
}

/**
 * The preview URL of an item: the first size of the preference list it has.
 *
 * @param item A media item.
 */
export function previewUrl( item: MediaItem ): string {
	const sizes = item.media_details?.sizes ?? {};
	for ( const size of PREVIEW_SIZE_PREFERENCE ) {
		const found = sizes[ size ];
		if ( found?.source_url ) {
			return found.source_url;
		}
	}
	return item.source_url;
}

/**
 * What Select emits for an item: the chosen size's URL and dimensions (the
 * full image when that size does not exist).
 *
 * @param item A media item.
 * @param size Size name; default 'full'.
 */
export function toChosenImage(
	item: MediaItem,
	size: string = DEFAULT_IMAGE_SIZE
): ChosenImage {
	const sized = item.media_details?.sizes?.[ size ];
	return {
		id: item.id,
		caption: stripTags( item.caption?.raw ?? item.caption?.rendered ?? '' ),
		alt: item.alt_text ?? '',
		height: sized?.height ?? item.media_details?.height ?? 0,
		width: sized?.width ?? item.media_details?.width ?? 0,
		source_url: sized?.source_url ?? item.source_url,
	};
}

/**
 * Only image files (image/*).
 *
 * @param files Files picked or dropped.
 */
export function imageFilesOnly( files: readonly File[] ): File[] {
	return files.filter( ( file ) => file.type.startsWith( 'image/' ) );
}

/**
 * File name of an imported stock photo: the photographer's username + .jpg.
 *
 * @param photo Stock photo.
 */
export function stockFileName( photo: StockPhoto ): string {
	return `${ photo.user.username || photo.id }.jpg`;
}

/**
 * Whether a scrolled element is near its bottom.
 *
 * @param element              The scrolled element.
 * @param element.scrollTop    Scroll position.
 * @param element.clientHeight Visible height.
 * @param element.scrollHeight Content height.
 */
export function isNearBottom( element: {
	scrollTop: number;
	clientHeight: number;
	scrollHeight: number;
} ): boolean {
	return (
		element.scrollTop + element.clientHeight >=
		element.scrollHeight - LOAD_MORE_THRESHOLD
	);
}

/** The details a user edits in the media dialog. */
export interface MediaDetails {
	alt_text: string;
	title: string;
	caption: string;
}

/**
 * The details that differ from what was saved: only those are sent, so a
 * field shown without its markup (a caption with a link) is never written
 * back stripped when the user did not touch it.
 *
 * @param saved   What the server has (as shown).
 * @param current What the form holds.
 */
export function changedDetails(
	saved: MediaDetails,
	current: MediaDetails
): Partial< MediaDetails > {
	const changed: Partial< MediaDetails > = {};
	for ( const key of [ 'alt_text', 'title', 'caption' ] as const ) {
		if ( current[ key ] !== saved[ key ] ) {
			changed[ key ] = current[ key ];
		}
	}
	return changed;
}
