/**
 * Whether `{` and `}` pair up outside comments and strings, so the CSS
 * cannot close a rule it did not open (which would break the rules of every
 * block after it).
 *
 * @param css CSS text.
 */
export function bracesBalance( css: string ): boolean {
	let depth = 0;
	let quote = '';
	for ( let index = 0; index < css.length; index++ ) {
		const char = css[ index ];
		if ( quote !== '' ) {
			if ( char === '\\' ) {
				index++;
			} else if ( char === quote ) {
				quote = '';
			}
			continue;
		}
		if ( char === '/' && css[ index + 1 ] === '*' ) {
			const end = css.indexOf( '*/', index + 2 );
			if ( end === -1 ) {
				return false;
			}
			index = end + 1;
		} else if ( char === '"' || char === "'" ) {
			quote = char;
		} else if ( char === '{' ) {
			depth++;
		} else if ( char === '}' ) {
			depth--;
			if ( depth < 0 ) {
				return false;
			}
		}
	}
	return depth === 0 && quote === '';
}

/**
 * A block's advanced CSS with `%self` replaced by the block's selector.
 * Only unfiltered_html users may save it, so it is not otherwise filtered,
 * except that `<` is written as the CSS escape `\3c ` (same meaning in CSS,
 * but `</style` can never appear) and CSS whose braces do not pair up is
 * dropped with a console warning.
 *
 * @param css      Stored `settings.advanced.options.css`.
 * @param selector The block's selector.
 */
export function advancedCss( css: unknown, selector: string ): string {
	if ( typeof css !== 'string' || css.trim() === '' ) {
		return '';
	}
	if ( ! bracesBalance( css ) ) {
		// eslint-disable-next-line no-console
		console.warn(
			`UiPress: the custom CSS of ${ selector } has unbalanced braces and was not applied.`
		);
		return '';
	}
	return css.replace( /%self/g, selector ).replace( /</g, '\\3c ' );
}
