/**
 * One result's copy of a block: every placeholder replaced by its value,
 * escaped for where the string it stands in lands (spec: query; DESIGN.md,
 * Security: values substituted into markup are escaped for their context).
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../styles/sanitize';
import type { BlockDefinition, OptionDefinition } from '../types';
import { scriptLiteral, styleValue, substituteUrl } from './escape-values';
import {
	hasPlaceholder,
	replacePlaceholders,
	type ResultValues,
} from './placeholders';
import { substituteMarkup } from './substitute-markup';

/**
 * Where a string lands:
 * - text: shown as text (React escapes it): the value as is;
 * - markup: rendered as HTML: the value as text in the markup;
 * - url: an address: see substituteUrl;
 * - style: CSS: see styleValue;
 * - script: JavaScript: see scriptLiteral;
 * - kept: placeholders stay as written.
 */
export type SubstitutionContext =
	'text' | 'markup' | 'url' | 'style' | 'script' | 'kept';

/** The definition of a module, when one is registered. */
export type DefinitionLookup = (
	moduleName: string
) => BlockDefinition | undefined;

/** What identifies a block and its place: never replaced. */
const STRUCTURE = new Set( [ 'uid', 'name', 'moduleName', 'remote', 'path' ] );

/** Keys of a link or image value that hold its address. */
const ADDRESS_KEYS = new Set( [ 'value', 'url', 'source_url' ] );

/**
 * A string with the values put in for its context.
 *
 * @param text    The string as written.
 * @param context Where it lands.
 * @param result  The result's values.
 */
export function substituteString(
	text: string,
	context: SubstitutionContext,
	result: ResultValues
): string {
	if ( context === 'kept' || ! hasPlaceholder( text, result ) ) {
		return text;
	}
	switch ( context ) {
		case 'markup':
			return substituteMarkup( text, result );
		case 'url':
			return substituteUrl( text, result );
		case 'style':
			return replacePlaceholders( text, result, styleValue );
		case 'script':
			return replacePlaceholders( text, result, scriptLiteral );
		default:
			return replacePlaceholders( text, result );
	}
}

/**
 * Where the strings of a stored value land: one context for all of them,
 * or a rule that names the context of some keys, at any depth (undefined
 * for the others, whose strings are text). The rule is asked with the key
 * '' for a value that is a string itself.
 */
type ContextRule =
	| SubstitutionContext
	| ( ( key: string ) => SubstitutionContext | undefined );

/**
 * Every string in a stored value, in its context. Returns a new value;
 * the stored one is shared by every result and stays as it is.
 *
 * @param value  A stored value.
 * @param rule   Where its strings land.
 * @param result The result's values.
 */
function inContext(
	value: unknown,
	rule: ContextRule,
	result: ResultValues
): unknown {
	if ( typeof value === 'string' ) {
		const context = typeof rule === 'function' ? rule( '' ) : rule;
		return substituteString( value, context ?? 'text', result );
	}
	if ( Array.isArray( value ) ) {
		return value.map( ( entry ) => inContext( entry, rule, result ) );
	}
	if ( isRecord( value ) ) {
		const copy: Record< string, unknown > = {};
		for ( const [ key, entry ] of Object.entries( value ) ) {
			const context = typeof rule === 'function' ? rule( key ) : rule;
			// A key the rule does not name: its string is text, its
			// lists and objects follow the rule further down.
			const inner = typeof entry === 'string' ? 'text' : rule;
			copy[ key ] = inContext( entry, context ?? inner, result );
		}
		return copy;
	}
	return value;
}

/**
 * Where a block option's strings land, from its definition: its `format`,
 * else its type (`code` by `args.language`, as the builder's code field
 * reads it; `linkSelect` and `image` hold an address), else text.
 *
 * @param option The option's definition.
 */
function optionContext( option: OptionDefinition | undefined ): ContextRule {
	const address = ( key: string ): SubstitutionContext | undefined =>
		key === '' || ADDRESS_KEYS.has( key ) ? 'url' : undefined;
	switch ( option?.format ) {
		case 'url':
			return address;
		case 'markup':
			return 'markup';
		case 'css':
			return 'style';
		case 'javascript':
			return 'script';
		case 'text':
			return 'text';
	}
	if ( option?.option === 'code' ) {
		const language = option.args?.language;
		const name = typeof language === 'string' ? language.toLowerCase() : '';
		if ( name === 'html' ) {
			return 'markup';
		}
		return name === 'javascript' || name === 'js' ? 'script' : 'style';
	}
	if ( option?.option === 'linkSelect' || option?.option === 'image' ) {
		return address;
	}
	return 'text';
}

/**
 * A block's own options. Without its definition (not loaded yet) nothing
 * is replaced: how the block renders them is unknown. The query loop fills
 * them in again once the definition is registered.
 *
 * @param options    Stored options.
 * @param definition The block's definition.
 * @param result     The result's values.
 */
function blockOptions(
	options: unknown,
	definition: BlockDefinition | undefined,
	result: ResultValues
): unknown {
	if ( ! definition || ! isRecord( options ) ) {
		return options;
	}
	const declared = definition.optionsEnabled.block?.options ?? [];
	const copy: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( options ) ) {
		const option = declared.find( ( entry ) => entry.uniqueKey === key );
		copy[ key ] = inContext( value, optionContext( option ), result );
	}
	return copy;
}

/**
 * A block's settings: its options by their definition, its advanced CSS
 * and JavaScript as code, every style group as style.
 *
 * @param settings   Stored settings.
 * @param definition The block's definition.
 * @param result     The result's values.
 */
function blockSettings(
	settings: unknown,
	definition: BlockDefinition | undefined,
	result: ResultValues
): unknown {
	if ( ! isRecord( settings ) ) {
		return settings;
	}
	const copy: Record< string, unknown > = {};
	for ( const [ group, value ] of Object.entries( settings ) ) {
		if ( group === 'block' && isRecord( value ) && 'options' in value ) {
			copy[ group ] = {
				...value,
				options: blockOptions( value.options, definition, result ),
			};
		} else if ( group === 'advanced' ) {
			copy[ group ] = inContext(
				value,
				( key ) => {
					if ( key === 'css' ) {
						return 'style';
					}
					return key === 'js' ? 'script' : undefined;
				},
				result
			);
		} else {
			copy[ group ] = inContext( value, 'style', result );
		}
	}
	return copy;
}

/**
 * One result's copy of a block and its children.
 *
 * @param block         A stored block (anything else is returned as is).
 * @param result        The result's values.
 * @param definitionFor The registered definition of a module.
 */
export function substituteBlock(
	block: unknown,
	result: ResultValues,
	definitionFor: DefinitionLookup
): unknown {
	if ( ! isRecord( block ) ) {
		return block;
	}
	const definition =
		typeof block.moduleName === 'string'
			? definitionFor( block.moduleName )
			: undefined;
	const copy: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( block ) ) {
		if ( STRUCTURE.has( key ) ) {
			copy[ key ] = value;
		} else if ( key === 'content' && Array.isArray( value ) ) {
			copy[ key ] = value.map( ( child ) =>
				substituteBlock( child, result, definitionFor )
			);
		} else if ( key === 'settings' ) {
			copy[ key ] = blockSettings( value, definition, result );
		} else if ( key === 'linkTo' ) {
			copy[ key ] = inContext(
				value,
				( field ) => ( field === 'value' ? 'url' : undefined ),
				result
			);
		} else if ( key === 'interactions' ) {
			// An interaction's code is code; its attribute values are
			// checked after this (validateInteraction) before they are set.
			copy[ key ] = inContext(
				value,
				( field ) => ( field === 'javascript' ? 'script' : undefined ),
				result
			);
		} else {
			copy[ key ] = inContext( value, 'text', result );
		}
	}
	return copy;
}
