/**
 * WordPress's command palette from the interface. The palette lives in the
 * admin page inside the content frame (WordPress loads it on every admin
 * page); the interface asks that page to open it, with Ctrl+K (⌘K on
 * Apple systems) anywhere in the interface or the toolbar's palette button.
 */

/**
 * Internal dependencies
 */
import { PAGE_EVENTS, dispatchPageEvent } from './events';

/** Toolbar node id WordPress 7.0+ gives its palette button. */
export const COMMAND_PALETTE_ITEM = 'command-palette';

/**
 * Whether a key press is the palette's shortcut: Ctrl+K, or ⌘K.
 *
 * @param event The key press.
 */
export function isCommandPaletteShortcut(
	event: Pick<
		KeyboardEvent,
		'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
	>
): boolean {
	return (
		event.key.toLowerCase() === 'k' &&
		( event.ctrlKey || event.metaKey ) &&
		! event.altKey &&
		! event.shiftKey
	);
}

/** Asks the framed page to open its command palette. */
export function openCommandPalette(): void {
	dispatchPageEvent( PAGE_EVENTS.commandPalette, {} );
}

/**
 * Listens for the shortcut on the interface page.
 *
 * @param doc The interface's document.
 * @return Stops listening.
 */
export function startCommandPaletteShortcut( doc: Document ): () => void {
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( isCommandPaletteShortcut( event ) ) {
			// The browser's own Ctrl+K moves to its address bar.
			event.preventDefault();
			openCommandPalette();
		}
	};
	doc.addEventListener( 'keydown', onKeyDown );
	return () => doc.removeEventListener( 'keydown', onKeyDown );
}
