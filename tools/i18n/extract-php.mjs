/**
 * Extracts translatable strings from a PHP file.
 */
import { createRequire } from 'node:module';

import { PHP_FUNCTIONS, messageFromArguments } from './keywords.mjs';
import { SourceError } from './source-error.mjs';
import { translatorCommentFinder } from './translator-comments.mjs';

const require = createRequire( import.meta.url );
const PhpParser = require( 'php-parser' );

const parser = new PhpParser( {
	parser: { extractDoc: true, version: '8.3', suppressErrors: false },
	ast: { withPositions: true },
} );

/** AST keys that never lead to code. */
const SKIPPED_KEYS = new Set( [
	'loc',
	'leadingComments',
	'trailingComments',
] );

/**
 * The value of a literal string expression: quoted strings, nowdoc, heredoc
 * without interpolation, and `.` concatenations of those.
 *
 * @param {Object} node Expression node.
 * @return {?string} The string, or null when it is not a literal.
 */
export function readPhpString( node ) {
	switch ( node.kind ) {
		case 'string':
		case 'nowdoc':
			return node.value;
		case 'encapsed': {
			let value = '';
			for ( const part of node.value ) {
				if ( part.expression?.kind !== 'string' ) {
					return null;
				}
				value += part.expression.value;
			}
			return value;
		}
		case 'bin': {
			if ( node.type !== '.' ) {
				return null;
			}
			const left = readPhpString( node.left );
			const right = left === null ? null : readPhpString( node.right );
			return right === null ? null : left + right;
		}
		default:
			return null;
	}
}

/**
 * The gettext function a call names, if any: `__()` or `\__()`, not a method
 * and not a function in another namespace.
 *
 * @param {Object} call Call node.
 * @return {?Array} The function's parameters.
 */
function gettextFunction( call ) {
	const { what } = call;
	if ( what?.kind !== 'name' || what.resolution === 'qn' ) {
		return null;
	}
	return PHP_FUNCTIONS.get( what.name.replace( /^\\/, '' ) ) ?? null;
}

/**
 * Puts a call's arguments in parameter order, following named arguments.
 *
 * @param {Array} params The function's parameters.
 * @param {Array} args   Argument nodes as written.
 * @return {?Array} Argument nodes by position, or null when unpacked.
 */
function argumentsByPosition( params, args ) {
	const ordered = [];
	for ( const [ index, arg ] of args.entries() ) {
		if ( arg.kind === 'variadic' ) {
			return null;
		}
		if ( arg.kind === 'namedargument' ) {
			const position = params.findIndex(
				( { name } ) => name === arg.name
			);
			if ( position !== -1 ) {
				ordered[ position ] = arg.value;
			}
		} else {
			ordered[ index ] = arg;
		}
	}
	return ordered;
}

/**
 * Visits every call in an AST.
 *
 * @param {Object}   node  AST node or array of nodes.
 * @param {Function} visit Called with each call node.
 */
function eachCall( node, visit ) {
	if ( Array.isArray( node ) ) {
		node.forEach( ( child ) => eachCall( child, visit ) );
		return;
	}
	if ( ! node || typeof node !== 'object' ) {
		return;
	}
	if ( node.kind === 'call' ) {
		visit( node );
	}
	for ( const [ key, child ] of Object.entries( node ) ) {
		if ( ! SKIPPED_KEYS.has( key ) && child && typeof child === 'object' ) {
			eachCall( child, visit );
		}
	}
}

/**
 * Parses PHP, or throws a SourceError that says where.
 *
 * @param {string} source PHP source.
 * @param {string} file   Path shown in messages.
 * @return {Object} Program node.
 */
function parsePhp( source, file ) {
	try {
		return parser.parseCode( source, file );
	} catch ( error ) {
		if ( typeof error.lineNumber !== 'number' ) {
			throw error;
		}
		const reason = error.message
			.replace( /^Parse Error\s*:\s*/i, '' )
			.replace( /\s+on line \d+$/, '' );
		throw new SourceError( file, error.lineNumber, reason );
	}
}

/**
 * The comments of a parsed file, in the shape translatorCommentFinder reads.
 *
 * @param {Array} comments Comment nodes.
 * @return {Array} Comments.
 */
function commentPositions( comments = [] ) {
	return comments.map( ( comment ) => {
		const kind = comment.kind === 'commentblock' ? 'block' : 'line';
		const text =
			kind === 'line'
				? comment.value.replace( /[\r\n]+$/, '' )
				: comment.value;
		return {
			kind,
			line: comment.loc.start.line,
			start: comment.loc.start.offset,
			end: comment.loc.start.offset + text.length,
		};
	} );
}

/**
 * The translatable strings of a PHP file, in source order.
 *
 * @param {string} source PHP source.
 * @param {string} file   Path relative to the scanned root, for references.
 * @return {Array} Messages: `{ msgid, msgidPlural?, msgctxt?, comments, file,
 *                 line, offset }`.
 */
export function extractPhp( source, file ) {
	const program = parsePhp( source, file );
	const findComments = translatorCommentFinder(
		source,
		commentPositions( program.comments )
	);
	const messages = [];
	eachCall( program.children, ( call ) => {
		const params = gettextFunction( call );
		const args = params && argumentsByPosition( params, call.arguments );
		const message =
			args && messageFromArguments( params, args, readPhpString );
		if ( ! message ) {
			return;
		}
		const { start, end } = call.loc;
		messages.push( {
			...message,
			comments: findComments( {
				line: start.line,
				start: start.offset,
				argsStart: call.arguments[ 0 ]?.loc.start.offset ?? end.offset,
			} ),
			file,
			line: start.line,
			offset: start.offset,
		} );
	} );
	return messages.sort( ( a, b ) => a.offset - b.offset );
}
