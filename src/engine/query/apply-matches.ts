/**
 * Internal dependencies
 */
import type { Block, DynamicMatch } from '../types';

/**
 * Text that can stand inside a JSON string: quotes, backslashes and control
 * characters escaped, the way JSON.stringify escapes them.
 *
 * @param text The replacement text.
 */
function jsonEscaped( text: string ): string {
	return JSON.stringify( text ).slice( 1, -1 );
}

/**
 * One result's copy of the children: each match (e.g. `{{post_title}}`) in
 * the children's JSON is replaced by its value, JSON-escaped, and the JSON is
 * parsed again. When that gives invalid JSON (a match that cuts through the
 * structure) the error is logged and the result is skipped (spec: invalid
 * JSON after dynamic replacement).
 *
 * @param blockString The JSON of the block's children.
 * @param matches     The result's replacements.
 * @param id          The result's id, for the log.
 * @return The children for this result, or undefined when skipped.
 */
export function blocksForResult(
	blockString: string,
	matches: DynamicMatch[],
	id: number
): Block[] | undefined {
	let json = blockString;
	for ( const { match, replace } of matches ) {
		if ( match ) {
			json = json.split( match ).join( jsonEscaped( String( replace ) ) );
		}
	}
	try {
		const parsed: unknown = JSON.parse( json );
		if ( ! Array.isArray( parsed ) ) {
			throw new TypeError( 'the children are not a list' );
		}
		return parsed as Block[];
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error(
			`UiPress: query result ${ id } skipped, its content is not valid JSON after dynamic replacement.`,
			error
		);
		return undefined;
	}
}
