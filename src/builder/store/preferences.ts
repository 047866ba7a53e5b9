/**
 * The builder's per-user view preferences, kept by WordPress's preferences
 * store (`@wordpress/preferences`, saved in the user's
 * `persisted_preferences` meta as the block editor's are) under the scope
 * `uipress/builder`.
 */

/** The preferences scope of the builder. */
export const PREFERENCES_SCOPE = 'uipress/builder';

/** How large the canvas shows the template: fitted, or a fixed percentage. */
export type CanvasZoom = 'fit' | 50 | 75 | 100;

/** The zoom levels the top bar offers, in order. */
export const CANVAS_ZOOMS: readonly CanvasZoom[] = [ 'fit', 50, 75, 100 ];

/** What a user who never chose anything gets. */
export const DEFAULT_PREFERENCES = {
	fullScreen: true,
	zoom: 'fit' as CanvasZoom,
};

/**
 * A stored zoom, or the default for anything else.
 *
 * @param value The stored value.
 */
export function parseZoom( value: unknown ): CanvasZoom {
	return CANVAS_ZOOMS.includes( value as CanvasZoom )
		? ( value as CanvasZoom )
		: DEFAULT_PREFERENCES.zoom;
}
