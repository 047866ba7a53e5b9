/**
 * Internal dependencies
 */
import type { GlobalAction, Interaction } from '../types';

/**
 * The page events global actions dispatch on `document` (spec: page events).
 * The runtime features that own dark mode, the menu, full screen and the
 * WordPress screen options and help tabs listen for them.
 */
export const GLOBAL_ACTION_EVENTS: Record< GlobalAction, string > = {
	toggleDarkMode: 'uipress/darkmode/toggle',
	toggleMenuCollapse: 'uipress/menu/togglecollapse',
	toggleFulscreenMode: 'uipress/window/fullscreen',
	toggleScreenOptions: 'uipress/screenoptions/toggle',
	toggleHelpOptions: 'uipress/helpoptions/toggle',
};

/** `event.detail` of a global action's event. */
export interface GlobalActionEventDetail {
	/** The interaction that asked for it. */
	interaction: Interaction;
	/** The element whose event triggered it. */
	source: HTMLElement;
}
