/**
 * Internal dependencies
 */
import { INTERACTION_EVENTS } from '../types';
import type { Interaction, InteractionEvent } from '../types';
import { runInteraction } from './run';
import type { InteractionEnvironment } from './types';

/**
 * The DOM event listened for. focus and blur listen to focusin / focusout so
 * focusing anything inside the block counts (a button block's root may wrap
 * its button); moving focus between two elements of the same block is
 * neither a blur nor a focus of the block.
 */
const DOM_EVENTS: Record< InteractionEvent, string > = {
	click: 'click',
	dblclick: 'dblclick',
	mouseenter: 'mouseenter',
	mouseleave: 'mouseleave',
	focus: 'focusin',
	blur: 'focusout',
};

function isInteractionEvent( type: unknown ): type is InteractionEvent {
	return (
		typeof type === 'string' &&
		( INTERACTION_EVENTS as readonly string[] ).includes( type )
	);
}

function movesWithin( element: HTMLElement, event: Event ): boolean {
	const related = ( event as FocusEvent ).relatedTarget;
	return related instanceof Node && element.contains( related );
}

/**
 * Listens for the events of a block's interactions (click, dblclick,
 * mouseenter, mouseleave, focus, blur) on its root element; each event runs
 * its interactions in stored order. Interactions with another event type are
 * logged and skipped. Returns the function that removes the listeners.
 *
 * @param element      The block's root element (becomes `self`).
 * @param interactions The block's interactions.
 * @param env          Where they run.
 */
export function bindInteractions(
	element: HTMLElement,
	interactions: Interaction[] | undefined,
	env: Omit< InteractionEnvironment, 'self' >
): () => void {
	const byEvent = new Map< InteractionEvent, Interaction[] >();
	for ( const interaction of Array.isArray( interactions )
		? interactions
		: [] ) {
		if ( typeof interaction !== 'object' || interaction === null ) {
			continue;
		}
		if ( ! isInteractionEvent( interaction.type ) ) {
			env.log(
				`UiPress: interaction "${
					interaction.id
				}" has an unknown event "${ String(
					interaction.type
				) }"; it is ignored.`
			);
			continue;
		}
		const list = byEvent.get( interaction.type ) ?? [];
		list.push( interaction );
		byEvent.set( interaction.type, list );
	}

	const removers: Array< () => void > = [];
	for ( const [ type, list ] of byEvent ) {
		const listener = ( event: Event ) => {
			if (
				( type === 'focus' || type === 'blur' ) &&
				movesWithin( element, event )
			) {
				return;
			}
			for ( const interaction of list ) {
				runInteraction( interaction, { ...env, self: element } );
			}
		};
		element.addEventListener( DOM_EVENTS[ type ], listener );
		removers.push( () =>
			element.removeEventListener( DOM_EVENTS[ type ], listener )
		);
	}
	return () => removers.forEach( ( remove ) => remove() );
}
