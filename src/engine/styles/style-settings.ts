/**
 * Internal dependencies
 */
import { styleOptionsCss } from './groups';
import { cssString, isRecord } from './sanitize';

/**
 * A rule for every selector of the list; nothing when there is no declaration.
 *
 * @param selectors    Selectors (a comma list split up).
 * @param declarations Declarations.
 */
function rule( selectors: string[], declarations: string ): string {
	return declarations === ''
		? ''
		: `${ selectors.join( ',' ) }{${ declarations }}`;
}

function pseudoCss(
	selectors: string[],
	pseudo: '::before' | '::after',
	value: unknown
): string {
	if ( ! isRecord( value ) ) {
		return '';
	}
	const text = typeof value.content === 'string' ? value.content : '';
	const declarations = styleOptionsCss( value.options );
	if ( text === '' && declarations === '' ) {
		return '';
	}
	return rule(
		selectors.map( ( selector ) => selector + pseudo ),
		`content:${ cssString( text ) };${ declarations }`
	);
}

/**
 * The CSS of one StyleSettings group: its options on the selectors, and
 * `beforeContent` / `afterContent` as ::before / ::after, whose `content` is
 * an escaped CSS string.
 *
 * @param selectors Where the group applies.
 * @param settings  Stored StyleSettings.
 */
export function styleSettingsCss(
	selectors: string[],
	settings: unknown
): string {
	if ( ! isRecord( settings ) ) {
		return '';
	}
	return (
		rule( selectors, styleOptionsCss( settings.options ) ) +
		pseudoCss( selectors, '::before', settings.beforeContent ) +
		pseudoCss( selectors, '::after', settings.afterContent )
	);
}
