/**
 * The drag protocol between the lists that show items (media grid, list
 * tables, DataViews, the builder's media dialog) and the folder panel: the
 * host puts `{ kind, ids }` on the drag under one MIME type, the panel reads
 * it on drop. Folders dragged within the tree use a type of their own.
 */

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../shared/is-record';
import type { FolderKind } from './types';

/** Items dragged from a list: JSON `{ kind, ids }`. */
export const DRAG_ITEMS_TYPE = 'application/x-uipress-folder-items';

/** A folder dragged within the tree: JSON `{ kind, id }`. */
export const DRAG_FOLDER_TYPE = 'application/x-uipress-folder';

/** A drag event of the DOM or of React: only its data is read. */
export interface DragLike {
	dataTransfer: DataTransfer | null;
}

export interface DraggedItems {
	kind: FolderKind;
	ids: number[];
}

export interface DraggedFolder {
	kind: FolderKind;
	id: number;
}

/**
 * A drag image that says what moves ("Move 3 items"); the browser copies
 * it when the drag starts, so it leaves the page at once after.
 *
 * @param event The dragstart event.
 * @param label What it says.
 */
function setDragLabel( event: DragLike, label: string ): void {
	const transfer = event.dataTransfer;
	if ( ! transfer || typeof transfer.setDragImage !== 'function' ) {
		return;
	}
	const image = document.createElement( 'div' );
	image.className = 'uip-folders-drag-image';
	image.textContent = label;
	// Off screen but rendered: the browser draws it from its layout.
	image.style.cssText =
		'position:fixed;top:-1000px;left:0;padding:4px 10px;border-radius:2px;' +
		'background:#1e1e1e;color:#fff;font:13px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",sans-serif;white-space:nowrap;';
	document.body.appendChild( image );
	transfer.setDragImage( image, -12, -12 );
	window.setTimeout( () => image.remove(), 0 );
}

/**
 * Puts items on a drag that started in a host's list (call it on dragstart).
 *
 * @param event The dragstart event (DOM or React).
 * @param kind  Their kind.
 * @param ids   The items (the selection, or the one dragged).
 */
export function setDraggedItems(
	event: DragLike,
	kind: FolderKind,
	ids: number[]
): void {
	const transfer = event.dataTransfer;
	if ( ! transfer ) {
		return;
	}
	transfer.setData( DRAG_ITEMS_TYPE, JSON.stringify( { kind, ids } ) );
	transfer.effectAllowed = 'move';
	setDragLabel(
		event,
		sprintf(
			/* translators: %d: how many items are dragged */
			_n( 'Move %d item', 'Move %d items', ids.length, 'uipress' ),
			ids.length
		)
	);
}

function readJson( event: DragLike, type: string ): unknown {
	const raw = event.dataTransfer?.getData( type );
	if ( ! raw ) {
		return null;
	}
	try {
		return JSON.parse( raw );
	} catch {
		return null;
	}
}

/**
 * The items of a drop, or null when the drag carries none (on dragover the
 * browser hides the data: use hasDraggedItems there).
 *
 * @param event The drop event.
 */
export function draggedItems( event: DragLike ): DraggedItems | null {
	const value = readJson( event, DRAG_ITEMS_TYPE );
	if ( ! isRecord( value ) || typeof value.kind !== 'string' ) {
		return null;
	}
	const ids = Array.isArray( value.ids )
		? value.ids.filter(
				( id ): id is number =>
					typeof id === 'number' && Number.isInteger( id ) && id > 0
			)
		: [];
	return ids.length > 0 ? { kind: value.kind, ids } : null;
}

/**
 * Puts a folder on a drag that started in the tree.
 *
 * @param event The dragstart event.
 * @param kind  Its kind.
 * @param id    The folder.
 * @param name  Its name (the drag image).
 */
export function setDraggedFolder(
	event: DragLike,
	kind: FolderKind,
	id: number,
	name: string
): void {
	const transfer = event.dataTransfer;
	if ( ! transfer ) {
		return;
	}
	transfer.setData( DRAG_FOLDER_TYPE, JSON.stringify( { kind, id } ) );
	transfer.effectAllowed = 'move';
	setDragLabel( event, name );
}

/**
 * The folder of a drop, or null.
 *
 * @param event The drop event.
 */
export function draggedFolder( event: DragLike ): DraggedFolder | null {
	const value = readJson( event, DRAG_FOLDER_TYPE );
	return isRecord( value ) &&
		typeof value.kind === 'string' &&
		typeof value.id === 'number' &&
		value.id > 0
		? { kind: value.kind, id: value.id }
		: null;
}

/**
 * Whether a drag (on dragenter/dragover, where only the types are readable)
 * carries items or a folder the tree accepts.
 *
 * @param event The drag event.
 */
export function carriesFolderData( event: DragLike ): boolean {
	const types = Array.from( event.dataTransfer?.types ?? [] );
	return (
		types.includes( DRAG_ITEMS_TYPE ) || types.includes( DRAG_FOLDER_TYPE )
	);
}
