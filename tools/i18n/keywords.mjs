/**
 * The gettext functions, what each argument means, and how a call becomes a
 * message.
 *
 * Each parameter has a role (msgid, msgidPlural, msgctxt, domain, or number,
 * which is not read) and the name PHP callers may use as a named argument.
 */
import { TEXT_DOMAIN } from './project.mjs';

const param = ( role, name ) => ( { role, name } );

const TEXT = [ param( 'msgid', 'text' ), param( 'domain', 'domain' ) ];
const CONTEXT = [
	param( 'msgid', 'text' ),
	param( 'msgctxt', 'context' ),
	param( 'domain', 'domain' ),
];
const PLURAL = [
	param( 'msgid', 'single' ),
	param( 'msgidPlural', 'plural' ),
	param( 'number', 'number' ),
	param( 'domain', 'domain' ),
];
const PLURAL_CONTEXT = [
	param( 'msgid', 'single' ),
	param( 'msgidPlural', 'plural' ),
	param( 'number', 'number' ),
	param( 'msgctxt', 'context' ),
	param( 'domain', 'domain' ),
];
const NOOP = [
	param( 'msgid', 'singular' ),
	param( 'msgidPlural', 'plural' ),
	param( 'domain', 'domain' ),
];
const NOOP_CONTEXT = [
	param( 'msgid', 'singular' ),
	param( 'msgidPlural', 'plural' ),
	param( 'msgctxt', 'context' ),
	param( 'domain', 'domain' ),
];

/** WordPress PHP functions, by name. */
export const PHP_FUNCTIONS = new Map( [
	[ '__', TEXT ],
	[ '_e', TEXT ],
	[ 'esc_html__', TEXT ],
	[ 'esc_html_e', TEXT ],
	[ 'esc_attr__', TEXT ],
	[ 'esc_attr_e', TEXT ],
	[ '_x', CONTEXT ],
	[ '_ex', CONTEXT ],
	[ 'esc_html_x', CONTEXT ],
	[ 'esc_attr_x', CONTEXT ],
	[ '_n', PLURAL ],
	[ '_nx', PLURAL_CONTEXT ],
	[ '_n_noop', NOOP ],
	[ '_nx_noop', NOOP_CONTEXT ],
] );

/** Functions exported by @wordpress/i18n, by exported name. */
export const JS_FUNCTIONS = new Map( [
	[ '__', TEXT ],
	[ '_x', CONTEXT ],
	[ '_n', PLURAL ],
	[ '_nx', PLURAL_CONTEXT ],
] );

/** The roles whose argument must be a literal string. */
const STRING_ROLES = [ 'msgid', 'msgidPlural', 'msgctxt', 'domain' ];

/**
 * Turns the arguments of a call into a message, or null when the call does
 * not belong in the template: an argument is missing or not a literal
 * string, the text domain is not the plugin's, or the text is empty.
 *
 * @param {Array}    params               Its parameters (see above).
 * @param {Array}    args                 Argument nodes, by position (missing: undefined).
 * @param {Function} readString           Returns a node's literal string, or null.
 * @param {Object}   options
 * @param {boolean}  options.adoptDefault A call without a domain counts as the plugin's (an adopted library's).
 * @return {?{msgid: string, msgidPlural?: string, msgctxt?: string}} Message.
 */
export function messageFromArguments(
	params,
	args,
	readString,
	{ adoptDefault = false } = {}
) {
	const values = {};
	for ( const [ index, { role } ] of params.entries() ) {
		if ( ! STRING_ROLES.includes( role ) ) {
			continue;
		}
		const node = args[ index ];
		if ( ! node && role === 'domain' && adoptDefault ) {
			values.domain = TEXT_DOMAIN;
			continue;
		}
		const value = node ? readString( node ) : null;
		if ( typeof value !== 'string' ) {
			return null;
		}
		values[ role ] = value;
	}
	if ( values.domain !== TEXT_DOMAIN || values.msgid === '' ) {
		return null;
	}
	const message = { msgid: values.msgid };
	if ( values.msgidPlural !== undefined ) {
		message.msgidPlural = values.msgidPlural;
	}
	if ( values.msgctxt ) {
		message.msgctxt = values.msgctxt;
	}
	return message;
}
