/**
 * Internal dependencies
 */
import type { Interaction } from '../types';
import { isGlobalAction } from './is-global-action';
import type { ValidationResult } from './types';

function filled( value: unknown ): value is string {
	return typeof value === 'string' && value.trim() !== '';
}

/** Attributes whose value is a URL the browser may navigate to or load. */
const URL_ATTRIBUTES = [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'poster',
];

/**
 * Why setting attribute `key` to `value` would run script, or undefined when
 * it would not. Event handlers (`on…`), `srcdoc`, and script URLs in URL
 * attributes would let anyone who can save a template run JavaScript,
 * bypassing the rule that only unfiltered_html users may save code.
 *
 * @param key   Attribute name.
 * @param value Attribute value.
 */
function scriptingAttribute( key: string, value: string ): string | undefined {
	const name = key.trim().toLowerCase();
	if ( name.startsWith( 'on' ) ) {
		return `event handler attribute "${ name }" is not allowed`;
	}
	if ( name === 'srcdoc' ) {
		return 'attribute "srcdoc" is not allowed';
	}
	if ( URL_ATTRIBUTES.includes( name ) ) {
		// Browsers ignore control characters and spaces inside the scheme.
		const compact = value.replace( /[\u0000-\u0020]/g, '' ).toLowerCase();
		if ( /^(?:javascript|vbscript|data):/.test( compact ) ) {
			return `a script URL in "${ name }" is not allowed`;
		}
	}
	return undefined;
}

function hasTarget( interaction: Interaction ): boolean {
	switch ( interaction.target ) {
		case 'self':
			return true;
		case 'block':
			return filled( interaction.blockTarget );
		case 'selector':
			return filled( interaction.selector );
		default:
			return false;
	}
}

/**
 * Whether an interaction can run (spec: validation rules):
 * - an action is named;
 * - addAttribute and toggleAttribute need a key and a value, removeAttribute a key;
 * - attribute actions may not add script (on… handlers, srcdoc, javascript: URLs);
 * - javascript needs code;
 * - a target is needed (self, a block uid, or a selector), except for the
 *   global actions toggleDarkMode, toggleMenuCollapse, toggleFulscreenMode,
 *   toggleScreenOptions and toggleHelpOptions.
 *
 * @param interaction The stored interaction.
 */
export function validateInteraction(
	interaction: Interaction
): ValidationResult {
	const { action, key, keyvalue } = interaction;
	if ( ! filled( action ) ) {
		return { valid: false, reason: 'no action' };
	}
	if ( isGlobalAction( action ) ) {
		return { valid: true };
	}
	if ( ! hasTarget( interaction ) ) {
		return { valid: false, reason: 'no target' };
	}
	if (
		action === 'addAttribute' ||
		action === 'removeAttribute' ||
		action === 'toggleAttribute'
	) {
		if ( ! filled( key ) ) {
			return { valid: false, reason: 'no key' };
		}
		if ( action !== 'removeAttribute' ) {
			if ( ! filled( keyvalue ) ) {
				return { valid: false, reason: 'no value' };
			}
			const unsafe = scriptingAttribute( key, keyvalue );
			if ( unsafe ) {
				return { valid: false, reason: unsafe };
			}
		}
	}
	if ( action === 'javascript' && ! filled( interaction.javascript ) ) {
		return { valid: false, reason: 'no code' };
	}
	return { valid: true };
}
