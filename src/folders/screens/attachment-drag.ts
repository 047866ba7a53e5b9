/**
 * Attachments of a wp.media browser dragged onto a folder: the one under
 * the pointer, or the whole selection when it is part of it.
 */

/**
 * Internal dependencies
 */
import { setDraggedItems } from '../drag';
import { selectionIds } from './wp-media';

/**
 * The ids a drag starting on an attachment carries.
 *
 * @param id       The dragged attachment.
 * @param selected The selection's ids.
 */
export function draggedIds( id: number, selected: number[] ): number[] {
	return selected.includes( id ) ? selected : [ id ];
}

/**
 * Makes a browser's attachments draggable onto folders.
 *
 * @param container The browser's (or the frame's) element.
 * @param selection Reads the current selection (wp.media.model.Selection).
 * @return Removes the listeners.
 */
export function makeAttachmentsDraggable(
	container: HTMLElement,
	selection: () => unknown
): () => void {
	// Core's attachment views are re-rendered at will: mark the one under
	// the pointer just before the browser decides whether it may drag.
	const arm = ( event: Event ) => {
		const item =
			event.target instanceof Element
				? event.target.closest( 'li.attachment[data-id]' )
				: null;
		if ( item instanceof HTMLElement ) {
			item.draggable = true;
		}
	};
	const start = ( event: DragEvent ) => {
		const item =
			event.target instanceof Element
				? event.target.closest( 'li.attachment[data-id]' )
				: null;
		const id = Number( item?.getAttribute( 'data-id' ) );
		if ( ! item || ! Number.isInteger( id ) || id <= 0 ) {
			return;
		}
		setDraggedItems(
			event,
			'attachment',
			draggedIds( id, selectionIds( selection() ) )
		);
	};
	container.addEventListener( 'pointerdown', arm, true );
	container.addEventListener( 'mouseover', arm, true );
	container.addEventListener( 'dragstart', start );
	return () => {
		container.removeEventListener( 'pointerdown', arm, true );
		container.removeEventListener( 'mouseover', arm, true );
		container.removeEventListener( 'dragstart', start );
	};
}
