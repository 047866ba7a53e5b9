/** What a key press in the editor does. */
export type EditorCommand =
	| 'delete'
	| 'copy'
	| 'paste'
	| 'duplicate'
	| 'undo'
	| 'redo'
	| 'save'
	| 'deselect';

/** Where block commands (delete, copy, paste, duplicate, Escape) apply. */
export const BLOCK_COMMAND_AREAS =
	'.uip-editor-canvas, .uip-editor__sidebar--left';

/** The parts of a keyboard event the shortcuts read. */
export interface KeyPress {
	key: string;
	ctrlKey: boolean;
	metaKey: boolean;
	shiftKey: boolean;
	altKey: boolean;
	target: EventTarget | null;
}

/**
 * Whether the element takes text, so keys belong to it.
 *
 * @param target The event's target.
 */
export function isTyping( target: EventTarget | null ): boolean {
	if ( ! ( target instanceof HTMLElement ) ) {
		return false;
	}
	if ( target.isContentEditable ) {
		return true;
	}
	if ( target instanceof HTMLTextAreaElement ) {
		return true;
	}
	if ( target instanceof HTMLSelectElement ) {
		return true;
	}
	if ( target instanceof HTMLInputElement ) {
		return ! [
			'button',
			'checkbox',
			'radio',
			'submit',
			'reset',
			'range',
			'color',
			'file',
		].includes( target.type );
	}
	return false;
}

function inBlockArea( target: EventTarget | null ): boolean {
	return (
		target instanceof Element &&
		target.closest( BLOCK_COMMAND_AREAS ) !== null
	);
}

/**
 * The command a key press means in the editor, or null. Ctrl/Cmd+S saves
 * everywhere; nothing else applies while typing; block commands apply only
 * in the canvas or the left sidebar (layers).
 *
 * @param event The key press.
 */
export function commandFor( event: KeyPress ): EditorCommand | null {
	if ( event.altKey ) {
		return null;
	}
	const primary = event.ctrlKey || event.metaKey;
	const key = event.key.toLowerCase();
	if ( primary && key === 's' && ! event.shiftKey ) {
		return 'save';
	}
	if ( isTyping( event.target ) ) {
		return null;
	}
	if ( primary && key === 'z' ) {
		return event.shiftKey ? 'redo' : 'undo';
	}
	if ( primary && key === 'y' && ! event.shiftKey ) {
		return 'redo';
	}
	if ( ! inBlockArea( event.target ) ) {
		return null;
	}
	if ( primary && ! event.shiftKey ) {
		switch ( key ) {
			case 'c':
				return 'copy';
			case 'v':
				return 'paste';
			case 'd':
				return 'duplicate';
		}
		return null;
	}
	if ( primary ) {
		return null;
	}
	if ( key === 'delete' || key === 'backspace' ) {
		return 'delete';
	}
	if ( key === 'escape' ) {
		return 'deselect';
	}
	return null;
}
