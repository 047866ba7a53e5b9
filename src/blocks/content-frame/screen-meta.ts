/**
 * The interactions' toggleScreenOptions and toggleHelpOptions: they open and
 * close the framed page's Screen Options and Help panels, as WordPress's own
 * links above the page do.
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { GLOBAL_ACTION_EVENTS } from '../../engine/interactions/global-events';
import type { ScreenMetaLink } from '../../runtime/frame-messages';

/** The page event of each global action, and the link it clicks. */
const TOGGLES: ReadonlyArray< [ string, ScreenMetaLink ] > = [
	[ GLOBAL_ACTION_EVENTS.toggleScreenOptions, 'show-settings-link' ],
	[ GLOBAL_ACTION_EVENTS.toggleHelpOptions, 'contextual-help-link' ],
];

/**
 * Clicks one of WordPress's screen meta links in the frame's page: directly
 * when the interface can read the frame, else through the page's frame
 * bridge (an isolated frame: the block editor in WordPress 7.1).
 *
 * @param frame The content frame.
 * @param link  The link's id.
 */
export function toggleScreenMeta(
	frame: HTMLIFrameElement,
	link: ScreenMetaLink
): void {
	let doc: Document | null = null;
	try {
		doc = frame.contentDocument;
	} catch {
		// Another origin: the bridge below.
	}
	if ( doc ) {
		doc.getElementById( link )?.click();
		return;
	}
	frame.contentWindow?.postMessage(
		{ type: 'uipress/frame/screenmeta', link },
		window.location.origin
	);
}

/**
 * Listens for the two global actions while the content frame is shown.
 *
 * @param frameRef         The content frame.
 * @param frameRef.current
 * @param enabled          False in the builder, whose frame shows no admin page.
 */
export function useScreenMetaToggles(
	frameRef: { current: HTMLIFrameElement | null },
	enabled: boolean
): void {
	useEffect( () => {
		if ( ! enabled ) {
			return;
		}
		const listeners = TOGGLES.map( ( [ name, link ] ) => {
			const listener = () => {
				if ( frameRef.current ) {
					toggleScreenMeta( frameRef.current, link );
				}
			};
			document.addEventListener( name, listener );
			return () => document.removeEventListener( name, listener );
		} );
		return () => listeners.forEach( ( stop ) => stop() );
	}, [ frameRef, enabled ] );
}
