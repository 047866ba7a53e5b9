/**
 * Internal dependencies
 */
import type { GlobalAction } from '../types';
import { GLOBAL_ACTION_EVENTS } from './global-events';
import type { GlobalActionEventDetail } from './global-events';
import type { InteractionActionHandler } from './types';

function dispatcher( action: GlobalAction ): InteractionActionHandler {
	return ( _targets, interaction, env ) => {
		const detail: GlobalActionEventDetail = {
			interaction,
			source: env.self,
		};
		document.dispatchEvent(
			new CustomEvent( GLOBAL_ACTION_EVENTS[ action ], { detail } )
		);
	};
}

/** The global actions: each dispatches its page event on `document`. */
export const GLOBAL_ACTION_HANDLERS: Record<
	GlobalAction,
	InteractionActionHandler
> = {
	toggleDarkMode: dispatcher( 'toggleDarkMode' ),
	toggleMenuCollapse: dispatcher( 'toggleMenuCollapse' ),
	toggleFulscreenMode: dispatcher( 'toggleFulscreenMode' ),
	toggleScreenOptions: dispatcher( 'toggleScreenOptions' ),
	toggleHelpOptions: dispatcher( 'toggleHelpOptions' ),
};
