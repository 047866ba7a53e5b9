/**
 * Rows of a WordPress list table (edit.php, upload.php in list mode):
 * which are checked, dragging them onto a folder, taking them away after
 * they left the open folder.
 */

/**
 * Internal dependencies
 */
import { setDraggedItems } from '../drag';
import type { FolderKind } from '../types';

/** A row's checkbox: `post[]` on edit.php, `media[]` on upload.php. */
const ROW_BOX = 'input[type="checkbox"][name$="[]"]';

function rowId( row: Element ): number {
	const box = row.querySelector( ROW_BOX );
	const id = Number(
		box instanceof HTMLInputElement
			? box.value
			: row.id.replace( /^post-/, '' )
	);
	return Number.isInteger( id ) && id > 0 ? id : 0;
}

/**
 * The ids of the checked rows.
 *
 * @param body The table's body (`#the-list`).
 */
export function checkedIds( body: ParentNode ): number[] {
	return Array.from( body.querySelectorAll( `${ ROW_BOX }:checked` ) )
		.map( ( box ) => Number( ( box as HTMLInputElement ).value ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

/**
 * What a drag from a row carries: every checked row when it is checked,
 * else that row alone.
 *
 * @param body The table's body.
 * @param row  The dragged row.
 */
export function rowDragIds( body: ParentNode, row: Element ): number[] {
	const id = rowId( row );
	if ( ! id ) {
		return [];
	}
	const box = row.querySelector( ROW_BOX );
	return box instanceof HTMLInputElement && box.checked
		? checkedIds( body )
		: [ id ];
}

/**
 * Makes the rows draggable onto folders.
 *
 * @param body The table's body.
 * @param kind The kind the table lists.
 */
export function makeRowsDraggable( body: HTMLElement, kind: FolderKind ): void {
	for ( const row of Array.from( body.querySelectorAll( 'tr' ) ) ) {
		if ( rowId( row ) ) {
			row.draggable = true;
			row.classList.add( 'uip-folders-draggable-row' );
		}
	}
	body.addEventListener( 'dragstart', ( event ) => {
		const row =
			event.target instanceof Element
				? event.target.closest( 'tr' )
				: null;
		// A link or an image inside the row drags as itself.
		if ( ! row || event.target !== row ) {
			return;
		}
		const ids = rowDragIds( body, row );
		if ( ids.length ) {
			setDraggedItems( event, kind, ids );
		}
	} );
}

/**
 * Takes away the rows of items that left the open folder, and unchecks
 * the rest.
 *
 * @param body   The table's body.
 * @param ids    The items moved.
 * @param remove Whether they left the list.
 */
export function afterRowsMoved(
	body: ParentNode,
	ids: number[],
	remove: boolean
): void {
	for ( const row of Array.from( body.querySelectorAll( 'tr' ) ) ) {
		if ( ! ids.includes( rowId( row ) ) ) {
			continue;
		}
		if ( remove ) {
			row.remove();
		} else {
			const box = row.querySelector( ROW_BOX );
			if ( box instanceof HTMLInputElement ) {
				box.checked = false;
			}
		}
	}
}
