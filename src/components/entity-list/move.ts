/**
 * The order of precedence (menus: the first published one that applies to
 * a user wins) and moving one post up or down in it. Trashed posts take no
 * part; the others are numbered 1, 2, 3… and only the changed numbers are
 * saved, as the drag and drop did.
 */

/** Up (earlier, wins over more) or down. */
export type MoveDirection = 'up' | 'down';

/** A post's new order value. */
export interface OrderChange {
	id: number;
	order: number;
}

interface Ordered {
	id: number;
	status: string;
}

/**
 * The posts that take part in the order, as listed (the list keeps them in
 * order of precedence).
 *
 * @param items The list.
 */
export function rankedItems< Item extends Ordered >(
	items: readonly Item[]
): Item[] {
	return items.filter( ( item ) => item.status !== 'trash' );
}

/**
 * A post's place in the order, from 1; 0 for a trashed one.
 *
 * @param items The list.
 * @param id    The post's id.
 */
export function positionOf< Item extends Ordered >(
	items: readonly Item[],
	id: number
): number {
	return rankedItems( items ).findIndex( ( item ) => item.id === id ) + 1;
}

/**
 * Whether a post can move that way (not the first up, nor the last down).
 *
 * @param items     The list.
 * @param id        The post's id.
 * @param direction Up or down.
 */
export function canMove< Item extends Ordered >(
	items: readonly Item[],
	id: number,
	direction: MoveDirection
): boolean {
	const position = positionOf( items, id );
	if ( position === 0 ) {
		return false;
	}
	return direction === 'up'
		? position > 1
		: position < rankedItems( items ).length;
}

/**
 * The list after moving a post, and the order values to save.
 *
 * @param items     The list, in order of precedence.
 * @param id        The post to move.
 * @param direction Up or down.
 * @param orderOf   A post's stored order value.
 */
export function moveItem< Item extends Ordered >(
	items: readonly Item[],
	id: number,
	direction: MoveDirection,
	orderOf: ( item: Item ) => number
): { items: Item[]; changes: OrderChange[] } {
	if ( ! canMove( items, id, direction ) ) {
		return { items: [ ...items ], changes: [] };
	}
	const ranked = rankedItems( items );
	const from = ranked.findIndex( ( item ) => item.id === id );
	const to = direction === 'up' ? from - 1 : from + 1;
	const next = ranked.map( ( item, index ) => {
		if ( index === from ) {
			return ranked[ to ] ?? item;
		}
		return index === to ? ( ranked[ from ] ?? item ) : item;
	} );
	const changes = next
		.filter( ( item, index ) => orderOf( item ) !== index + 1 )
		.map( ( item ) => ( {
			id: item.id,
			order: next.indexOf( item ) + 1,
		} ) );
	const trashed = items.filter( ( item ) => item.status === 'trash' );
	return { items: [ ...next, ...trashed ], changes };
}
