/**
 * Extracts translatable strings from TypeScript and JavaScript files.
 *
 * A call counts when it calls a function imported from @wordpress/i18n
 * (`import { __, _x as x } from '@wordpress/i18n'`), a member of a namespace
 * import of it (`i18n.__()`), or a member of the global `wp.i18n`.
 */
import path from 'node:path';

import { parse } from '@babel/parser';
import babelTraverse from '@babel/traverse';

import { JS_FUNCTIONS, messageFromArguments } from './keywords.mjs';
import { SourceError } from './source-error.mjs';
import { translatorCommentFinder } from './translator-comments.mjs';

const traverse = babelTraverse.default ?? babelTraverse;

const I18N_MODULE = '@wordpress/i18n';

/**
 * Babel syntax plugins by extension. Angle-bracket type assertions in .ts
 * files conflict with JSX, so only .tsx gets both.
 */
const PLUGINS = {
	'.ts': [ 'typescript' ],
	'.tsx': [ 'typescript', 'jsx' ],
	'.js': [ 'jsx' ],
	'.jsx': [ 'jsx' ],
};

/**
 * The value of a literal string expression: quoted strings, template
 * literals without expressions, and `+` concatenations of those.
 *
 * @param {Object} node Expression node.
 * @return {?string} The string, or null when it is not a literal.
 */
export function readJsString( node ) {
	switch ( node.type ) {
		case 'StringLiteral':
			return node.value;
		case 'TemplateLiteral':
			return node.expressions.length === 0
				? ( node.quasis[ 0 ].value.cooked ?? null )
				: null;
		case 'BinaryExpression': {
			if ( node.operator !== '+' ) {
				return null;
			}
			const left = readJsString( node.left );
			const right = left === null ? null : readJsString( node.right );
			return right === null ? null : left + right;
		}
		default:
			return null;
	}
}

/**
 * The name of a non-computed (or string-keyed) member.
 *
 * @param {Object} member MemberExpression node.
 * @return {?string} Property name.
 */
function propertyName( member ) {
	if ( ! member.computed && member.property.type === 'Identifier' ) {
		return member.property.name;
	}
	return member.property.type === 'StringLiteral'
		? member.property.value
		: null;
}

/**
 * The import declaration a binding comes from, when it is @wordpress/i18n.
 *
 * @param {Object} scope Scope of the reference.
 * @param {string} name  Referenced identifier.
 * @return {?Object} The import specifier node.
 */
function i18nImport( scope, name ) {
	const binding = scope.getBinding( name );
	if (
		binding?.kind !== 'module' ||
		binding.path.parent.source?.value !== I18N_MODULE
	) {
		return null;
	}
	return binding.path.node;
}

/**
 * The @wordpress/i18n function a callee refers to.
 *
 * @param {Object} callee Path of the callee.
 * @return {?string} Exported function name.
 */
function i18nFunctionName( callee ) {
	const { node, scope } = callee;
	if ( node.type === 'Identifier' ) {
		const specifier = i18nImport( scope, node.name );
		if ( specifier?.type !== 'ImportSpecifier' ) {
			return null;
		}
		const { imported } = specifier;
		return imported.type === 'Identifier' ? imported.name : imported.value;
	}
	if ( node.type !== 'MemberExpression' ) {
		return null;
	}
	const { object } = node;
	if ( object.type === 'Identifier' ) {
		const specifier = i18nImport( scope, object.name );
		return specifier?.type === 'ImportNamespaceSpecifier'
			? propertyName( node )
			: null;
	}
	const isGlobalWpI18n =
		object.type === 'MemberExpression' &&
		object.object.type === 'Identifier' &&
		object.object.name === 'wp' &&
		! scope.hasBinding( 'wp' ) &&
		propertyName( object ) === 'i18n';
	return isGlobalWpI18n ? propertyName( node ) : null;
}

/**
 * Parses a file, or throws a SourceError that says where.
 *
 * @param {string} source Source.
 * @param {string} file   Path shown in messages; its extension picks the
 *                        syntax.
 * @return {Object} File node.
 */
function parseJs( source, file ) {
	const plugins = PLUGINS[ path.extname( file ) ] ?? PLUGINS[ '.tsx' ];
	try {
		return parse( source, {
			sourceType: 'module',
			sourceFilename: file,
			plugins,
		} );
	} catch ( error ) {
		if ( ! error.loc ) {
			throw error;
		}
		const reason = error.message.replace( /\s*\(\d+:\d+\)$/, '' );
		throw new SourceError( file, error.loc.line, reason );
	}
}

/**
 * The translatable strings of a TypeScript or JavaScript file, in source
 * order.
 *
 * @param {string}  source               Source.
 * @param {string}  file                 Path relative to the scanned root, for references.
 * @param {Object}  options
 * @param {boolean} options.adoptDefault Calls without a domain count as the plugin's (an adopted library).
 * @return {Array} Messages: `{ msgid, msgidPlural?, msgctxt?, comments, file,
 *                 line, offset }`.
 */
export function extractJs( source, file, { adoptDefault = false } = {} ) {
	const ast = parseJs( source, file );
	const findComments = translatorCommentFinder(
		source,
		ast.comments.map( ( comment ) => ( {
			kind: comment.type === 'CommentLine' ? 'line' : 'block',
			line: comment.loc.start.line,
			start: comment.start,
			end: comment.end,
		} ) )
	);
	const messages = [];
	traverse( ast, {
		CallExpression( callPath ) {
			const params = JS_FUNCTIONS.get(
				i18nFunctionName( callPath.get( 'callee' ) )
			);
			const args = callPath.node.arguments;
			if (
				! params ||
				args.some( ( arg ) => arg.type === 'SpreadElement' )
			) {
				return;
			}
			const message = messageFromArguments( params, args, readJsString, {
				adoptDefault,
			} );
			if ( ! message ) {
				return;
			}
			const { start, end, loc } = callPath.node;
			messages.push( {
				...message,
				comments: findComments( {
					line: loc.start.line,
					start,
					argsStart: args[ 0 ]?.start ?? end,
				} ),
				file,
				line: loc.start.line,
				offset: start,
			} );
		},
	} );
	return messages.sort( ( a, b ) => a.offset - b.offset );
}
