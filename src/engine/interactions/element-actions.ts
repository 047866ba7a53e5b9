/**
 * Internal dependencies
 */
import type { ElementAction } from '../types';
import type { InteractionActionHandler } from './types';

/** Class added with the `hidden` attribute, for themes that style it. */
export const HIDDEN_CLASS = 'uip-hidden';

function show( element: HTMLElement ): void {
	element.removeAttribute( 'hidden' );
	element.classList.remove( HIDDEN_CLASS );
}

function hide( element: HTMLElement ): void {
	element.setAttribute( 'hidden', '' );
	element.classList.add( HIDDEN_CLASS );
}

/**
 * Whether an element is hidden the way hideElement hides it.
 *
 * @param element The element.
 */
export function isHiddenElement( element: HTMLElement ): boolean {
	return (
		element.hasAttribute( 'hidden' ) ||
		element.classList.contains( HIDDEN_CLASS )
	);
}

/**
 * Runs the stored code with `element` (the target), `targets` (all targets)
 * and `interaction` in scope, `this` being the element; once per target.
 * The code is trusted: only users with unfiltered_html may save templates
 * that carry it.
 *
 * @param targets     The resolved targets.
 * @param interaction The interaction holding the code.
 */
const runJavascript: InteractionActionHandler = ( targets, interaction ) => {
	const run = new Function(
		'element',
		'targets',
		'interaction',
		interaction.javascript
	) as ( this: HTMLElement, ...args: unknown[] ) => unknown;
	for ( const element of targets ) {
		run.call( element, element, targets, interaction );
	}
};

/**
 * The element actions of the spec. Attribute names the browser refuses
 * throw, which fails the interaction with the browser's message.
 */
export const ELEMENT_ACTION_HANDLERS: Record<
	ElementAction,
	InteractionActionHandler
> = {
	showElement: ( targets ) => targets.forEach( show ),
	hideElement: ( targets ) => targets.forEach( hide ),
	toggleElementVisibility: ( targets ) =>
		targets.forEach( ( element ) =>
			isHiddenElement( element ) ? show( element ) : hide( element )
		),
	addAttribute: ( targets, { key, keyvalue } ) =>
		targets.forEach( ( element ) =>
			element.setAttribute( key.trim(), keyvalue )
		),
	removeAttribute: ( targets, { key } ) =>
		targets.forEach( ( element ) => element.removeAttribute( key.trim() ) ),
	// Present with the value → removed; absent or another value → set.
	toggleAttribute: ( targets, { key, keyvalue } ) =>
		targets.forEach( ( element ) => {
			const name = key.trim();
			if ( element.getAttribute( name ) === keyvalue ) {
				element.removeAttribute( name );
			} else {
				element.setAttribute( name, keyvalue );
			}
		} ),
	javascript: runJavascript,
};
