/**
 * The messages between the interface and the admin page in its content frame
 * (docs/RUNTIME-BLOCKS.md, "Frame bridge"). WordPress 7.1 isolates the block
 * editor (Document-Isolation-Policy), so the interface cannot read that frame:
 * the page's bridge script tells it where the page is and what it asks for,
 * by `postMessage` between two windows of the same origin.
 *
 * Pure: no DOM access beyond the message's own data.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/is-record';

/** Messages a framed page sends to the interface. */
export type FrameMessage =
	/**
	 * The page's address or title changed (load, history API, title);
	 * `menuUrl`: the admin menu entry WordPress marks for it (frame-menu.ts).
	 */
	| {
			type: 'uipress/frame/location';
			url: string;
			title: string;
			menuUrl?: string;
	  }
	/** The page is being left: the next one is loading. */
	| { type: 'uipress/frame/loadstart' }
	/** The page finished loading. */
	| {
			type: 'uipress/frame/loadfinish';
			url: string;
			title: string;
			menuUrl?: string;
	  }
	/** A link that must open in the whole window (another site, a page builder). */
	| { type: 'uipress/frame/leave'; url: string }
	/** Full screen on, off, or toggled when `fullScreen` is absent. */
	| { type: 'uipress/window/fullscreen'; fullScreen?: boolean }
	/** Escape was pressed outside a field. */
	| { type: 'uipress/frame/escape' }
	/** A post was saved without a page load (the block editor). */
	| { type: 'uipress/frame/postsaved' }
	/** Dark mode or the menu's collapse toggled from the page (its command palette). */
	| { type: 'uipress/darkmode/toggle' }
	| { type: 'uipress/menu/togglecollapse' };

/** Messages the interface sends to a framed page. */
export type InterfaceMessage =
	/** Dark mode on or off. */
	| { type: 'uipress/frame/darkmode'; dark: boolean }
	/** Open the page's command palette. */
	| { type: 'uipress/frame/commandpalette' }
	/** Open or close the page's Screen Options or Help panel: click its link. */
	| { type: 'uipress/frame/screenmeta'; link: ScreenMetaLink };

/** WordPress's links that open and close the Screen Options and Help panels. */
export const SCREEN_META_LINKS = [
	'show-settings-link',
	'contextual-help-link',
] as const;
export type ScreenMetaLink = ( typeof SCREEN_META_LINKS )[ number ];

function isHttpUrl( value: unknown ): value is string {
	if ( typeof value !== 'string' || value.length > 4096 ) {
		return false;
	}
	try {
		return /^https?:$/.test( new URL( value ).protocol );
	} catch {
		return false;
	}
}

function text( value: unknown ): string | null {
	return typeof value === 'string' ? value.slice( 0, 1000 ) : null;
}

/**
 * A framed page's message, checked field by field; null when malformed or of
 * an unknown type.
 *
 * @param data `MessageEvent.data`.
 */
export function parseFrameMessage( data: unknown ): FrameMessage | null {
	if ( ! isRecord( data ) ) {
		return null;
	}
	const message = data;
	switch ( message.type ) {
		case 'uipress/frame/location':
		case 'uipress/frame/loadfinish': {
			const title = text( message.title );
			if ( ! isHttpUrl( message.url ) || title === null ) {
				return null;
			}
			// A malformed menu address is dropped, not the whole message.
			return isHttpUrl( message.menuUrl )
				? {
						type: message.type,
						url: message.url,
						title,
						menuUrl: message.menuUrl,
					}
				: { type: message.type, url: message.url, title };
		}
		case 'uipress/frame/leave':
			return isHttpUrl( message.url )
				? { type: message.type, url: message.url }
				: null;
		case 'uipress/window/fullscreen':
			if ( message.fullScreen === undefined ) {
				return { type: message.type };
			}
			return typeof message.fullScreen === 'boolean'
				? { type: message.type, fullScreen: message.fullScreen }
				: null;
		case 'uipress/frame/loadstart':
		case 'uipress/frame/escape':
		case 'uipress/frame/postsaved':
		case 'uipress/darkmode/toggle':
		case 'uipress/menu/togglecollapse':
			return { type: message.type };
		default:
			return null;
	}
}

/**
 * The interface's message, checked; null when malformed or unknown.
 *
 * @param data `MessageEvent.data`.
 */
export function parseInterfaceMessage(
	data: unknown
): InterfaceMessage | null {
	if ( ! isRecord( data ) ) {
		return null;
	}
	const message = data;
	switch ( message.type ) {
		case 'uipress/frame/darkmode':
			return typeof message.dark === 'boolean'
				? { type: message.type, dark: message.dark }
				: null;
		case 'uipress/frame/commandpalette':
			return { type: message.type };
		case 'uipress/frame/screenmeta':
			return SCREEN_META_LINKS.includes( message.link as ScreenMetaLink )
				? { type: message.type, link: message.link as ScreenMetaLink }
				: null;
		default:
			return null;
	}
}

/**
 * Whether a message event comes from a window we talk to: the same origin
 * (the admin's), and the expected window (the frame, or the parent).
 *
 * @param event    The message event.
 * @param expected The window it must come from.
 * @param origin   Our origin.
 */
export function isTrustedSource(
	event: Pick< MessageEvent, 'origin' | 'source' >,
	expected: MessageEventSource | null | undefined,
	origin: string
): boolean {
	return (
		event.origin === origin &&
		expected !== null &&
		expected !== undefined &&
		event.source === expected
	);
}
