/**
 * The format flags of a template entry (`#, php-format`, `#, js-format`),
 * as WP-CLI writes them: a string with a printf placeholder gets the flag
 * of each language it is used from, so PO editors and `msgfmt -c` check
 * that a translation keeps the same placeholders.
 */

/**
 * A printf placeholder (`%s`, `%1$s`, `%d`, `%.2f`, `%'010d`…), not `%%`
 * (the lookbehind skips a `%` escaped before it), nor the space flag
 * (`% d`), which would take "50% off" for one.
 */
const PLACEHOLDER =
	/(?<!%)(?:%%)*%(?:[1-9]\d*\$)?[+-]?(?:0|'.)?-?\d*(?:\.\d+)?[bcdeEfFgGosuxX]/;

/**
 * Whether a text holds a placeholder.
 *
 * @param {string|undefined} text Text.
 * @return {boolean} Whether it does.
 */
export function hasPlaceholder( text ) {
	return typeof text === 'string' && PLACEHOLDER.test( text );
}

/**
 * The flags of an entry.
 *
 * @param {Object}   entry               An entry of mergeMessages().
 * @param {string}   entry.msgid         Its text.
 * @param {string}   [entry.msgidPlural] Its plural.
 * @param {string[]} entry.references    `file:line` each.
 * @return {string[]} `php-format` and/or `js-format`, or none.
 */
export function formatFlags( { msgid, msgidPlural, references } ) {
	if ( ! hasPlaceholder( msgid ) && ! hasPlaceholder( msgidPlural ) ) {
		return [];
	}
	const files = references.map( ( reference ) =>
		reference.replace( /:\d+$/, '' )
	);
	const flags = [];
	if ( files.some( ( file ) => file.endsWith( '.php' ) ) ) {
		flags.push( 'php-format' );
	}
	if ( files.some( ( file ) => /\.[jt]sx?$/.test( file ) ) ) {
		flags.push( 'js-format' );
	}
	return flags;
}
