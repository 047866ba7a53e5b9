/**
 * Dark mode (spec: dark mode): `data-theme="dark"` on the page root and on
 * every same-origin frame, including frames that load later; the theme
 * stylesheet switches the variables to their dark values under it. Saved as
 * the `darkTheme` preference.
 */

/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, eventDetail, toggledValue } from './events';
import { savePreference } from './preferences';

export const DARK_PREFERENCE = 'darkTheme';

let dark = false;
const listeners = new Set< () => void >();

/**
 * Sets or removes the attribute on one document's root.
 *
 * @param doc    The document.
 * @param isDark Whether dark mode is on.
 */
export function applyThemeAttribute( doc: Document, isDark: boolean ): void {
	// A frame's page still arriving has no root yet; it follows dark mode
	// itself (Takeover's FramedDarkStyle) and again when it has loaded.
	const root = doc.documentElement as HTMLElement | null;
	if ( ! root ) {
		return;
	}
	if ( isDark ) {
		root.setAttribute( 'data-theme', 'dark' );
	} else {
		root.removeAttribute( 'data-theme' );
	}
}

/**
 * The document of a frame, or null when it cannot be read (other origin).
 *
 * @param frame The frame.
 */
export function frameDocument( frame: HTMLIFrameElement ): Document | null {
	try {
		return frame.contentDocument;
	} catch {
		return null;
	}
}

/**
 * Applies dark mode to a frame: its document when it can be read, else a
 * message to its bridge (an isolated page, src/frame-bridge).
 *
 * @param frame  The frame.
 * @param isDark Whether dark mode is on.
 */
export function applyDarkModeToFrame(
	frame: HTMLIFrameElement,
	isDark: boolean
): void {
	const inner = frameDocument( frame );
	if ( inner ) {
		if ( inner !== frame.ownerDocument ) {
			applyDarkMode( inner, isDark );
		}
		return;
	}
	frame.contentWindow?.postMessage(
		{ type: 'uipress/frame/darkmode', dark: isDark },
		window.location.origin
	);
}

/**
 * Applies dark mode to a document and, recursively, its frames.
 *
 * @param doc    The document.
 * @param isDark Whether dark mode is on.
 */
export function applyDarkMode( doc: Document, isDark: boolean ): void {
	applyThemeAttribute( doc, isDark );
	doc.querySelectorAll( 'iframe' ).forEach( ( frame ) =>
		applyDarkModeToFrame( frame, isDark )
	);
}

/** Whether dark mode is on. */
export function isDarkMode(): boolean {
	return dark;
}

/**
 * Turns dark mode on or off on the page and its frames.
 *
 * @param isDark Whether dark mode is on.
 */
export function setDarkMode( isDark: boolean ): void {
	dark = isDark;
	applyDarkMode( document, isDark );
	listeners.forEach( ( listener ) => listener() );
}

function subscribe( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}

/** Whether dark mode is on, re-rendering when it changes. */
export function useDarkMode(): boolean {
	return useSyncExternalStore( subscribe, isDarkMode, isDarkMode );
}

/**
 * Runs dark mode for the page: applies the initial state, re-applies it to
 * every frame that loads, and toggles (saving the preference) on
 * `uipress/darkmode/toggle` (detail `{ dark?: boolean }`).
 *
 * @param initial Whether dark mode starts on.
 * @param save    Saves the preference.
 * @return Stops listening.
 */
export function startDarkMode(
	initial: boolean,
	save: ( key: string, value: boolean ) => unknown = savePreference
): () => void {
	setDarkMode( initial );
	// Load events do not bubble, but a capturing listener on the document
	// sees every frame's load, including frames added later.
	const onLoad = ( event: Event ) => {
		if ( event.target instanceof HTMLIFrameElement ) {
			applyDarkModeToFrame( event.target, dark );
		}
	};
	const onToggle = ( event: Event ) => {
		const next = toggledValue( eventDetail( event ), 'dark', dark );
		if ( next !== dark ) {
			setDarkMode( next );
			save( DARK_PREFERENCE, next );
		}
	};
	document.addEventListener( 'load', onLoad, true );
	document.addEventListener( PAGE_EVENTS.darkModeToggle, onToggle );
	return () => {
		document.removeEventListener( 'load', onLoad, true );
		document.removeEventListener( PAGE_EVENTS.darkModeToggle, onToggle );
	};
}
