/**
 * Colours a stored style may use. Anything else is dropped, so a value can
 * never end its declaration, its rule or the style element.
 */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// One character class inside the parentheses (numbers, units, separators,
// keywords such as 'none' or 'deg'): linear matching, and no character that
// could end the value.
const FUNCTION =
	/^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\s0-9.,%/+a-z-]*\)$/i;
const VARIABLE = /^var\(\s*--[A-Za-z0-9_-]+\s*\)$/;
const NAMED = /^[a-z]{3,30}$/i;

/**
 * The colour, trimmed, when it is a hex colour, a colour function of
 * numbers, a custom property reference (`var(--uip-color-primary)`) or a
 * colour keyword; undefined otherwise.
 *
 * @param value Stored value.
 */
export function sanitizeColor( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const color = value.trim();
	if ( color.length === 0 || color.length > 120 ) {
		return undefined;
	}
	let valid: boolean;
	if ( color[ 0 ] === '#' ) {
		valid = HEX.test( color );
	} else if ( color.endsWith( ')' ) ) {
		valid = color.startsWith( 'var(' )
			? VARIABLE.test( color )
			: FUNCTION.test( color );
	} else {
		valid = NAMED.test( color );
	}
	return valid ? color : undefined;
}
