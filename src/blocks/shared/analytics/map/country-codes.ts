/**
 * ISO 3166-1 numeric → alpha-2. world-atlas names its countries by numeric
 * code (`"840"`); the report answers alpha-2 (`US`). The table is
 * i18n-iso-countries' codes.json (MIT; [alpha-2, alpha-3, numeric, …] per
 * country, kept with ISO's list), bundled into the map's chunk only.
 */

/**
 * Internal dependencies
 */
import codes from 'i18n-iso-countries/codes.json';

/**
 * Natural Earth shapes without an ISO numeric code, by their name: Kosovo
 * has the user-assigned `XK` that Google Analytics and Matomo report.
 */
const UNCODED_SHAPES: Readonly< Record< string, string > > = {
	Kosovo: 'XK',
};

let numericToAlpha2: Map< string, string > | undefined;

/**
 * The alpha-2 code of a world-atlas shape, or null for a shape ISO does not
 * list (Northern Cyprus, Somaliland): drawn, never coloured.
 *
 * @param id   The shape's id: an ISO numeric code, or undefined.
 * @param name The shape's Natural Earth name.
 */
export function alpha2ForShape(
	id: string | number | undefined,
	name = ''
): string | null {
	if ( ! numericToAlpha2 ) {
		numericToAlpha2 = new Map(
			( codes as string[][] ).map(
				( [ alpha2 = '', , numeric = '' ] ) => [ numeric, alpha2 ]
			)
		);
	}
	if ( id === undefined || id === '' ) {
		return UNCODED_SHAPES[ name ] ?? null;
	}
	return numericToAlpha2.get( String( id ).padStart( 3, '0' ) ) ?? null;
}
