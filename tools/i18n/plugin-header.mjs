/**
 * Reads the plugin header of the main plugin file, the way WordPress does
 * (get_file_data(): the first 8 KB, one `Name: value` field a line).
 */

/** Header fields that are translated, with the comment WP-CLI gives them. */
export const TRANSLATED_FIELDS = [
	'Plugin Name',
	'Plugin URI',
	'Description',
	'Author',
	'Author URI',
];

/** Fields read for the template's own header. */
const OTHER_FIELDS = [ 'Version', 'License', 'Text Domain' ];

/**
 * Escapes a string for use in a regular expression.
 *
 * @param {string} text Text.
 * @return {string} Pattern.
 */
function escapeRegExp( text ) {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * The header fields found in a plugin file.
 *
 * @param {string} source Contents of the main plugin file.
 * @return {Object<string, {value: string, line: number}>} Fields by name;
 *         absent or empty fields are left out.
 */
export function readPluginHeader( source ) {
	const head = source.slice( 0, 8192 ).replace( /\r\n?/g, '\n' );
	const fields = {};
	for ( const name of [ ...TRANSLATED_FIELDS, ...OTHER_FIELDS ] ) {
		const match = new RegExp(
			`^(?:[ \\t]*<\\?php)?[ \\t\\/*#@]*${ escapeRegExp( name ) }:(.*)$`,
			'mi'
		).exec( head );
		if ( ! match ) {
			continue;
		}
		const value = match[ 1 ].replace( /\s*(?:\*\/|\?>).*/, '' ).trim();
		if ( value ) {
			fields[ name ] = {
				value,
				line: head.slice( 0, match.index ).split( '\n' ).length,
			};
		}
	}
	return fields;
}

/**
 * The translatable header strings, as messages.
 *
 * @param {Object} fields What readPluginHeader() returned.
 * @param {string} file   Path of the plugin file, for references.
 * @return {Array} Messages.
 */
export function headerMessages( fields, file ) {
	return TRANSLATED_FIELDS.filter( ( name ) => fields[ name ] ).map(
		( name ) => ( {
			msgid: fields[ name ].value,
			comments: [ `${ name } of the plugin` ],
			file,
			line: fields[ name ].line,
			offset: 0,
		} )
	);
}
