/**
 * Characters written as CSS escapes inside quoted strings: the quote and
 * backslash (string syntax), line breaks, and `<>{};` so no stored text can
 * close the style element or be read as CSS structure by a careless parser.
 */
const ESCAPED = /["\\<>{};\r\n\f]/g;

const NEEDS_WORK = /["\\<>{};\u0000-\u001f\u007f]/;

function escapeChar( char: string ): string {
	return `\\${ char.charCodeAt( 0 ).toString( 16 ) } `;
}

/**
 * A CSS string literal of `text`, double quoted and escaped.
 *
 * @param text Any text.
 */
export function cssString( text: string ): string {
	if ( ! NEEDS_WORK.test( text ) ) {
		return `"${ text }"`;
	}
	// Control characters other than the escaped line breaks are dropped.
	const clean = text.replace(
		/[\u0000-\u0009\u000b\u000e-\u001f\u007f]/g,
		''
	);
	return `"${ clean.replace( ESCAPED, escapeChar ) }"`;
}

/**
 * `url("…")` for an image address: http(s), protocol-relative, root- or
 * path-relative, or a data:image URI. Other schemes give undefined.
 *
 * @param url Stored value.
 */
export function cssUrl( url: unknown ): string | undefined {
	if ( typeof url !== 'string' ) {
		return undefined;
	}
	const trimmed = url.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec( trimmed );
	if ( scheme ) {
		const name = ( scheme[ 1 ] ?? '' ).toLowerCase();
		const allowed =
			name === 'http' ||
			name === 'https' ||
			( name === 'data' && /^data:image\//i.test( trimmed ) );
		if ( ! allowed ) {
			return undefined;
		}
	}
	return `url(${ cssString( trimmed ) })`;
}

/**
 * A font-family list: names, quotes, commas and spaces only.
 *
 * @param value Stored value.
 */
export function sanitizeFontFamily( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const family = value.trim();
	return family !== '' &&
		family.length <= 200 &&
		/^[A-Za-z0-9 ,'"_-]+$/.test( family ) &&
		( family.split( '"' ).length - 1 ) % 2 === 0 &&
		( family.split( "'" ).length - 1 ) % 2 === 0
		? family
		: undefined;
}

/**
 * A background-position value: keywords, numbers, units and spaces only.
 *
 * @param value Stored value.
 */
export function sanitizePosition( value: unknown ): string | undefined {
	if ( typeof value !== 'string' ) {
		return undefined;
	}
	const position = value.trim();
	return position !== '' &&
		position.length <= 60 &&
		/^[a-z0-9.% -]+$/i.test( position )
		? position
		: undefined;
}
