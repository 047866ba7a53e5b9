/**
 * How a result's value stands in an address, in CSS and in JavaScript.
 * Values come from the site's content (a contributor's post title), so
 * none of them may ever become code or a script address.
 */

/**
 * Internal dependencies
 */
import { safeLinkUrl } from '../renderer/links';
import { replacePlaceholders, type ResultValues } from './placeholders';

/** Text browsers skip at the start of an address. */
const URL_LEAD = /^[\s\u0000-\u0020]*$/;

/**
 * A value as a part of an address: percent-encoded, so it cannot add a
 * scheme, a host or a query of its own; '' for text that cannot be
 * encoded (a lone surrogate).
 *
 * @param value The value.
 */
function urlPart( value: string ): string {
	try {
		return encodeURIComponent( value );
	} catch {
		return '';
	}
}

/**
 * An address with the values put in. A placeholder at the start takes the
 * value as an address, kept only when the address that results is safe to
 * follow (http(s), mailto, tel or relative: `safeLinkUrl`), else left out;
 * a placeholder further on is percent-encoded.
 *
 * @param url    The address as written.
 * @param result The result's values.
 */
export function substituteUrl( url: string, result: ResultValues ): string {
	const fill = ( leading: boolean ) =>
		replacePlaceholders( url, result, ( value, offset ) => {
			if ( ! URL_LEAD.test( url.slice( 0, offset ) ) ) {
				return urlPart( value );
			}
			return leading ? value : '';
		} );
	const filled = fill( true );
	return filled.trim() === '' || safeLinkUrl( filled ) !== undefined
		? filled
		: fill( false );
}

/**
 * What a style value may be made of: letters, digits, spaces and the
 * punctuation of lengths, colours, font names and addresses. Nothing that
 * ends a declaration, rule, string or comment (`; { } " ' \ *`) or the
 * style element (`< >`), and no `@` to start a rule.
 */
const STYLE_VALUE = /^[\p{L}\p{N} #%.,()+\-_:/!?=&~]*$/u;

/**
 * A value in CSS (style settings, a block's CSS): kept when made only of
 * the characters of STYLE_VALUE, else left out ('').
 *
 * @param value The value.
 */
export function styleValue( value: string ): string {
	return STYLE_VALUE.test( value ) ? value : '';
}

/**
 * A value in JavaScript: a double-quoted string literal with every
 * character written as a `\uXXXX` escape. Wherever the placeholder stands
 * (code, a string, a template literal, a comment, a regular expression),
 * the value stays one string or makes the code fail to parse; it is never
 * read as code. Inside quotes the stored code wrote itself
 * (`'{{post_title}}'`) the code fails to parse: write `{{post_title}}`
 * bare, where an expression goes.
 *
 * @param value The value.
 */
export function scriptLiteral( value: string ): string {
	let literal = '"';
	for ( let index = 0; index < value.length; index++ ) {
		literal += `\\u${ value
			.charCodeAt( index )
			.toString( 16 )
			.padStart( 4, '0' ) }`;
	}
	return `${ literal }"`;
}
