/**
 * Internal dependencies
 */
import type { ScreenMetaLink } from '../../runtime/frame-messages';
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

/**
 * Screen Options and Help: the page event, then a request to the framed
 * page's bridge (in every page a content frame shows, isolated frames such
 * as WordPress 7.1's block editor included) to click WordPress's own link,
 * which opens or closes the panel. Here, in the interactions' chunk, it
 * costs the interface nothing until a template uses interactions.
 *
 * @param action The global action.
 * @param link   `show-settings-link` or `contextual-help-link`.
 */
function screenMeta(
	action: GlobalAction,
	link: ScreenMetaLink
): InteractionActionHandler {
	const announce = dispatcher( action );
	return ( targets, interaction, env ) => {
		announce( targets, interaction, env );
		document
			.querySelectorAll< HTMLIFrameElement >(
				'.uip-content-frame iframe'
			)
			.forEach( ( frame ) =>
				frame.contentWindow?.postMessage(
					{ type: 'uipress/frame/screenmeta', link },
					window.location.origin
				)
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
	toggleScreenOptions: screenMeta(
		'toggleScreenOptions',
		'show-settings-link'
	),
	toggleHelpOptions: screenMeta(
		'toggleHelpOptions',
		'contextual-help-link'
	),
};
