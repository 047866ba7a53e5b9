/**
 * Values put into markup (a Custom HTML block's HTML) as text: the markup
 * is parsed, each value goes into the text or attribute node that holds its
 * placeholder, and the tree is written back, so the browser escapes the
 * value and it is never parsed as markup.
 */

/**
 * Internal dependencies
 */
import { styleValue, substituteUrl } from './escape-values';
import {
	hasPlaceholder,
	replacePlaceholders,
	type ResultValues,
} from './placeholders';

/**
 * Elements whose content keeps its placeholders: their text is code or is
 * written back unescaped (script, style and the other raw-text elements),
 * or they are inert (template). Their own attributes are filled in.
 */
const KEPT_CONTENT = new Set( [
	'script',
	'style',
	'xmp',
	'iframe',
	'noembed',
	'noframes',
	'noscript',
	'plaintext',
	'textarea',
	'title',
	'template',
] );

/** Elements whose attributes keep their placeholders: they act on the page. */
const KEPT_ATTRIBUTES = new Set( [ 'meta', 'base' ] );

/** Attributes that hold an address the browser follows or loads. */
const URL_ATTRIBUTES = new Set( [
	'href',
	'src',
	'srcset',
	'action',
	'formaction',
	'xlink:href',
	'data',
	'poster',
	'cite',
	'background',
	'longdesc',
	'usemap',
	'manifest',
	'codebase',
	'classid',
	'archive',
	'icon',
	'ping',
	'lowsrc',
	'dynsrc',
] );

/**
 * An attribute value with the values put in: addresses as addresses, style
 * as style values, anything else as it is (the attribute holds it as
 * text). Event handlers and `srcdoc` are code: their placeholders stay.
 *
 * @param name   Attribute name, lowercase.
 * @param value  The value as written.
 * @param result The result's values.
 */
function attributeValue(
	name: string,
	value: string,
	result: ResultValues
): string {
	if ( name.startsWith( 'on' ) || name === 'srcdoc' ) {
		return value;
	}
	if ( URL_ATTRIBUTES.has( name ) ) {
		return substituteUrl( value, result );
	}
	if ( name === 'style' ) {
		return replacePlaceholders( value, result, styleValue );
	}
	return replacePlaceholders( value, result );
}

/**
 * Puts the values into an element's attributes.
 *
 * @param element A parsed element.
 * @param result  The result's values.
 */
function fillAttributes( element: Element, result: ResultValues ): void {
	for ( const attribute of Array.from( element.attributes ) ) {
		if ( hasPlaceholder( attribute.value, result ) ) {
			attribute.value = attributeValue(
				attribute.name.toLowerCase(),
				attribute.value,
				result
			);
		}
	}
}

/**
 * Puts the values into the text and attributes under `parent`.
 *
 * @param parent A parsed element.
 * @param result The result's values.
 */
function fill( parent: Node, result: ResultValues ): void {
	for ( const node of Array.from( parent.childNodes ) ) {
		if ( node.nodeType === node.TEXT_NODE ) {
			const text = node.nodeValue ?? '';
			if ( hasPlaceholder( text, result ) ) {
				node.nodeValue = replacePlaceholders( text, result );
			}
		} else if ( node.nodeType === node.ELEMENT_NODE ) {
			const element = node as Element;
			const name = element.localName.toLowerCase();
			if ( ! KEPT_ATTRIBUTES.has( name ) ) {
				fillAttributes( element, result );
			}
			if ( ! KEPT_CONTENT.has( name ) ) {
				fill( element, result );
			}
		}
		// Comments keep their placeholders: their text is written back as is.
	}
}

/**
 * Markup with the values put in as text. Markup without a placeholder is
 * returned untouched. The markup is parsed in a document of its own, where
 * nothing loads or runs. When the markup written back would parse into
 * another tree (mis-nested foreign content, where a value could leave its
 * node), the values are left out instead.
 *
 * @param html   The markup as written.
 * @param result The result's values.
 */
export function substituteMarkup( html: string, result: ResultValues ): string {
	if ( ! hasPlaceholder( html, result ) ) {
		return html;
	}
	const inert = document.implementation.createHTMLDocument( '' );
	const root = inert.createElement( 'div' );
	root.innerHTML = html;
	fill( root, result );
	const filled = root.innerHTML;

	const check = inert.createElement( 'div' );
	check.innerHTML = filled;
	return check.innerHTML === filled
		? filled
		: replacePlaceholders( html, result, () => '' );
}
