/**
 * Internal dependencies
 */
import type { MediaItem, StockPhoto } from '../rules';

/**
 * A media item as wp/v2/media returns it.
 *
 * @param id Attachment id.
 */
export function mediaItem( id: number ): MediaItem {
	return {
		id,
		alt_text: `Alt ${ id }`,
		title: { rendered: `Image ${ id }` },
		caption: { rendered: `<p>Caption ${ id }</p>\n` },
		media_details: {
			width: 2000,
			height: 1000,
			sizes: {
				thumbnail: {
					width: 150,
					height: 150,
					source_url: `https://example.com/${ id }-thumbnail.jpg`,
				},
				medium: {
					width: 300,
					height: 150,
					source_url: `https://example.com/${ id }-medium.jpg`,
				},
			},
		},
		source_url: `https://example.com/${ id }.jpg`,
	};
}

/**
 * A stock photo as uipress/v1/stock-photos returns it.
 *
 * @param id Photo id.
 */
export function stockPhoto( id: string ): StockPhoto {
	return {
		id,
		color: '#c0ffee',
		urls: {
			small: `https://images.example.com/${ id }-small.jpg`,
			regular: `https://images.example.com/${ id }-regular.jpg`,
		},
		width: 4000,
		height: 3000,
		alt_description: `Stock ${ id }`,
		user: {
			name: 'Ann Example',
			username: 'annex',
			links: {
				html: 'https://photos.example.com/@annex?utm_source=uipress&utm_medium=referral',
			},
		},
	};
}

/**
 * What apiFetch gives with parse: false: a list and its X-WP-Total.
 *
 * @param items The list.
 * @param total X-WP-Total.
 */
export function listResponse( items: unknown[], total: number ) {
	return {
		json: async () => items,
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'x-wp-total' ? String( total ) : null,
		},
	};
}
