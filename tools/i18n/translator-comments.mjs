/**
 * Finds the translator comment of a gettext call.
 *
 * A comment counts when, after its delimiters, it starts with
 * "translators:" (any case), and it is either
 * - on the line of the call, before it;
 * - on its own line(s) just above the call (JSX's `{ /* … *\/ }` counts as
 *   on its own line);
 * - inside the call, before its first argument.
 * Consecutive line comments (`//` or `#`) on their own lines form one
 * comment, so a note may span several lines; text before a "translators:"
 * line is dropped, and lines are joined with spaces, as WP-CLI does.
 */

const TRANSLATORS = /^translators:/i;

/**
 * The text lines of a comment without its delimiters and leading stars.
 *
 * @param {string} raw Comment as written, delimiters included.
 * @return {string[]} Non-empty trimmed lines.
 */
function commentLines( raw ) {
	const body = raw.startsWith( '/*' )
		? raw.replace( /^\/\*+/, '' ).replace( /\*+\/$/, '' )
		: raw.replace( /^(?:\/\/+|#)/, '' );
	return body
		.split( /\r?\n|\r/ )
		.map( ( line ) => line.trim().replace( /^\*+/, '' ).trim() )
		.filter( Boolean );
}

/**
 * Counts line breaks.
 *
 * @param {string} text Text.
 * @return {number} Number of line breaks.
 */
function countLineBreaks( text ) {
	return ( text.match( /\r\n|\r|\n/g ) || [] ).length;
}

/**
 * Whether only whitespace (or a JSX expression brace) precedes an offset on
 * its line.
 *
 * @param {string} source Source.
 * @param {number} offset Offset.
 * @return {boolean} True at the start of a line.
 */
function startsLine( source, offset ) {
	return /(?:^|[\r\n])[ \t{]*$/.test( source.slice( 0, offset ) );
}

/**
 * Whether only whitespace (or closing braces) follows an offset on its line.
 *
 * @param {string} source Source.
 * @param {number} offset Offset.
 * @return {boolean} True at the end of a line.
 */
function endsLine( source, offset ) {
	return /^[ \t}]*(?:[\r\n]|$)/.test( source.slice( offset ) );
}

/**
 * Groups consecutive line comments, keeps the groups that carry a translator
 * note, and returns a function that finds the notes of a call.
 *
 * @param {string} source   The file's source.
 * @param {Array}  comments Comments as `{ start, end, line, kind }`: offsets
 *                          into the source (end excludes a trailing line
 *                          break), 1-based start line, 'line' or 'block'.
 * @return {Function} `( { line, start, argsStart } ) => string[]`, for a call
 *                    starting on `line` at offset `start` whose first
 *                    argument starts at `argsStart`.
 */
export function translatorCommentFinder( source, comments ) {
	const groups = [];
	for ( const comment of [ ...comments ].sort(
		( a, b ) => a.start - b.start
	) ) {
		const raw = source.slice( comment.start, comment.end );
		const endLine = comment.line + countLineBreaks( raw );
		const ownLine = startsLine( source, comment.start );
		const previous = groups[ groups.length - 1 ];
		if (
			previous &&
			comment.kind === 'line' &&
			previous.kind === 'line' &&
			ownLine &&
			previous.ownLine &&
			comment.line === previous.endLine + 1 &&
			source.slice( previous.end, comment.start ).trim() === ''
		) {
			previous.end = comment.end;
			previous.endLine = endLine;
			previous.lines.push( ...commentLines( raw ) );
			continue;
		}
		groups.push( {
			kind: comment.kind,
			start: comment.start,
			end: comment.end,
			endLine,
			ownLine,
			lines: commentLines( raw ),
		} );
	}

	const notes = [];
	for ( const group of groups ) {
		const from = group.lines.findIndex( ( line ) =>
			TRANSLATORS.test( line )
		);
		if ( from === -1 ) {
			continue;
		}
		notes.push( {
			start: group.start,
			end: group.end,
			endLine: group.endLine,
			aboveOnly: group.ownLine && endsLine( source, group.end ),
			text: group.lines.slice( from ).join( ' ' ),
		} );
	}

	return ( { line, start, argsStart } ) =>
		notes
			.filter(
				( note ) =>
					note.end <= argsStart &&
					( note.start >= start ||
						note.endLine === line ||
						( note.endLine === line - 1 && note.aboveOnly ) )
			)
			.map( ( note ) => note.text );
}
