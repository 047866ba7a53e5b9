/**
 * A BCP 47 tag for Intl from a WordPress locale ('en_GB' → 'en-GB'), or
 * undefined (the browser's default) when Intl does not know it.
 *
 * @param locale WordPress locale.
 */
const known = new Map< string, string | undefined >();

export function intlLocale( locale: string ): string | undefined {
	const tag = locale.trim().replace( /_/g, '-' );
	if ( tag === '' ) {
		return undefined;
	}
	if ( ! known.has( tag ) ) {
		let supported: string | undefined;
		try {
			supported = Intl.DateTimeFormat.supportedLocalesOf( [ tag ] )[ 0 ];
		} catch {
			supported = undefined;
		}
		known.set( tag, supported );
	}
	return known.get( tag );
}
