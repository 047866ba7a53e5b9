/**
 * The map's drawing frame and what a country's shape holds, shared by the
 * geometry (world-geometry.ts, built apart in the interface) and the map.
 */

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export interface CountryShape {
	/** ISO alpha-2, or null for a shape ISO does not list. */
	countryId: string | null;
	/** Natural Earth's English name, for countries the report lacks. */
	name: string;
	/** The SVG path. */
	path: string;
}
