/**
 * Interactions: an event on a block runs an action on a target.
 */

export const INTERACTION_EVENTS = [
	'click',
	'dblclick',
	'mouseenter',
	'mouseleave',
	'focus',
	'blur',
] as const;

export type InteractionEvent = ( typeof INTERACTION_EVENTS )[ number ];

export const ELEMENT_ACTIONS = [
	'showElement',
	'hideElement',
	'toggleElementVisibility',
	'addAttribute',
	'removeAttribute',
	'toggleAttribute',
	'javascript',
] as const;

/** Actions that need no target (spec: global actions). */
export const GLOBAL_ACTIONS = [
	'toggleDarkMode',
	'toggleMenuCollapse',
	'toggleFulscreenMode',
	'toggleScreenOptions',
	'toggleHelpOptions',
] as const;

export type ElementAction = ( typeof ELEMENT_ACTIONS )[ number ];
export type GlobalAction = ( typeof GLOBAL_ACTIONS )[ number ];
/** Built-in, block-specific (exposed by a block definition) or added through `uipress.interactions.actions`. */
export type InteractionAction = ElementAction | GlobalAction | ( string & {} );

export type InteractionTarget = 'block' | 'selector' | 'self';

export interface Interaction {
	id: string;
	/** The event that triggers it. */
	type: InteractionEvent;
	target: InteractionTarget;
	/** uid of the target block when target is 'block'. */
	blockTarget: string;
	/** CSS selector when target is 'selector'. */
	selector: string;
	action: InteractionAction;
	/** Attribute name for the attribute actions. */
	key: string;
	/** Attribute value for addAttribute and toggleAttribute. */
	keyvalue: string;
	/** Code for the javascript action. */
	javascript: string;
}
