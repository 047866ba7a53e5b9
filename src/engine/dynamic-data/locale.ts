/**
 * A BCP 47 tag for Intl from a WordPress locale ('en_GB' → 'en-GB'), or
 * undefined (the browser's default) when Intl does not know it.
 *
 * @param locale WordPress locale.
 */
export function intlLocale( locale: string ): string | undefined {
	const tag = locale.trim().replace( /_/g, '-' );
	if ( tag === '' ) {
		return undefined;
	}
	try {
		return Intl.DateTimeFormat.supportedLocalesOf( [ tag ] )[ 0 ];
	} catch {
		return undefined;
	}
}
