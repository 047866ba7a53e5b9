/**
 * Internal dependencies
 */
import type { Block, StyleGroupDefinition } from '../types';
import { responsiveRules } from '../viewport/responsive-css';
import { advancedCss } from './advanced-css';
import { blockSelector, innerSelectorParts, isRecord } from './sanitize';
import { styleSettingsCss } from './style-settings';

/** Settings keys that are not style groups, whatever a definition says. */
const RESERVED_GROUPS = [ 'block', 'style', 'advanced' ];

/**
 * The inner selectors of a group: each part of the class list, scoped to the block.
 *
 * @param root  The block's selector.
 * @param inner The group's class selector.
 */
function scoped( root: string, inner: string ): string[] {
	return innerSelectorParts( inner ).map( ( part ) => `${ root } ${ part }` );
}

function customCss(
	settings: Record< string, unknown >,
	selector: string
): string {
	const advanced = settings.advanced;
	if ( ! isRecord( advanced ) || ! isRecord( advanced.options ) ) {
		return '';
	}
	return advancedCss( advanced.options.css, selector );
}

/**
 * The CSS of one block (not its children), scoped to `.uip-b-<uid>` (see blockSelector):
 * - `settings.style` on the block's root element;
 * - each style group of the definition, `settings[ group.name ]`, on
 *   `.uip-b-<uid> <group.class>`;
 * - each group's beforeContent / afterContent as ::before / ::after;
 * - the advanced CSS, `%self` being the block's selector;
 * - the responsive hide rules.
 * Stored values are validated one by one; an invalid value writes nothing.
 *
 * @param block       The block.
 * @param styleGroups The style groups its definition declares.
 */
export function compileBlockCss(
	block: Block,
	styleGroups?: StyleGroupDefinition[]
): string {
	if ( typeof block.uid !== 'string' ) {
		return '';
	}
	const selector = blockSelector( block.uid );
	const settings: Record< string, unknown > = isRecord( block.settings )
		? block.settings
		: {};
	let css = styleSettingsCss( [ selector ], settings.style );
	for ( const group of styleGroups ?? [] ) {
		if (
			! group ||
			typeof group.name !== 'string' ||
			typeof group.class !== 'string' ||
			RESERVED_GROUPS.includes( group.name )
		) {
			continue;
		}
		const selectors = scoped( selector, group.class );
		if ( selectors.length > 0 ) {
			css += styleSettingsCss( selectors, settings[ group.name ] );
		}
	}
	return (
		css +
		customCss( settings, selector ) +
		responsiveRules( selector, block.responsive )
	);
}
