/**
 * Merges extracted messages into template entries.
 */
import { comparePaths } from './find-sources.mjs';

/**
 * Orders references by path, then line.
 *
 * @param {{file: string, line: number}} a One reference.
 * @param {{file: string, line: number}} b The other reference.
 * @return {number} Sort order.
 */
function compareReferences( a, b ) {
	return comparePaths( a.file, b.file ) || a.line - b.line;
}

/**
 * Merges messages with the same context and text into one entry each, in
 * the order they first appear, with all their references (sorted) and
 * translator comments (each once).
 *
 * @param {Array} messages Messages from the extractors, in scan order.
 * @return {Array} Entries: `{ msgctxt?, msgid, msgidPlural?, comments,
 *                 references }`, references as `path:line` strings.
 */
export function mergeMessages( messages ) {
	const entries = new Map();
	for ( const message of messages ) {
		const key = `${ message.msgctxt ?? '' }\u0004${ message.msgid }`;
		let entry = entries.get( key );
		if ( ! entry ) {
			entry = {
				msgid: message.msgid,
				comments: [],
				references: [],
			};
			if ( message.msgctxt ) {
				entry.msgctxt = message.msgctxt;
			}
			entries.set( key, entry );
		}
		if ( message.msgidPlural !== undefined && ! entry.msgidPlural ) {
			entry.msgidPlural = message.msgidPlural;
		}
		for ( const comment of message.comments ) {
			if ( ! entry.comments.includes( comment ) ) {
				entry.comments.push( comment );
			}
		}
		entry.references.push( { file: message.file, line: message.line } );
	}

	return [ ...entries.values() ].map( ( entry ) => ( {
		...entry,
		references: [
			...new Set(
				entry.references
					.sort( compareReferences )
					.map( ( { file, line } ) => `${ file }:${ line }` )
			),
		],
	} ) );
}
