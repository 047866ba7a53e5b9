/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { ELEMENT_ACTION_HANDLERS } from './element-actions';
import { GLOBAL_ACTION_HANDLERS } from './global-actions';
import type { InteractionActionHandlers } from './types';

/** The built-in actions: element actions and global actions. */
export function builtInActions(): InteractionActionHandlers {
	return { ...ELEMENT_ACTION_HANDLERS, ...GLOBAL_ACTION_HANDLERS };
}

/**
 * The actions, passed through `uipress.interactions.actions` so plugins add
 * (or wrap) actions by name. Entries that are not functions are dropped; a
 * filter that returns no object leaves the built-in actions.
 *
 * @param log Where problems with the filter's result are reported.
 */
export function interactionActions(
	log: ( message: string, ...details: unknown[] ) => void
): InteractionActionHandlers {
	const builtIn = builtInActions();
	const filtered: unknown = applyFilters(
		'uipress.interactions.actions',
		builtIn
	);
	if (
		typeof filtered !== 'object' ||
		filtered === null ||
		Array.isArray( filtered )
	) {
		log(
			'UiPress: the uipress.interactions.actions filter must return an object; using the built-in actions.'
		);
		return builtIn;
	}
	const actions: InteractionActionHandlers = {};
	for ( const [ name, handler ] of Object.entries( filtered ) ) {
		if ( typeof handler === 'function' ) {
			actions[ name ] = handler as InteractionActionHandlers[ string ];
		} else {
			log(
				`UiPress: ignored interaction action "${ name }": not a function.`
			);
		}
	}
	return actions;
}
