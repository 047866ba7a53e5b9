/**
 * Where a dragged entry lands: at the row it is over, at that row's depth,
 * or a level in or out when dragged sideways (as the block editor's list
 * view does).
 */

/**
 * Internal dependencies
 */
import { canPut, findRow, rows, type Place, type Tree } from './tree';

/** Sideways distance, in pixels, that moves an entry a level in or out. */
export const INDENT_WIDTH = 24;

/**
 * The place a drag ends at, or null when it changes nothing or is refused.
 *
 * @param tree      The tree.
 * @param activeKey The dragged entry.
 * @param overKey   The entry under the pointer.
 * @param offsetX   How far the pointer moved sideways.
 */
export function dropPlace(
	tree: Tree,
	activeKey: string,
	overKey: string,
	offsetX: number
): Place | null {
	const all = rows( tree );
	const active = findRow( tree, activeKey );
	const fromIndex = all.findIndex( ( row ) => row.key === activeKey );
	const overIndex = all.findIndex( ( row ) => row.key === overKey );
	if ( ! active || fromIndex === -1 || overIndex === -1 ) {
		return null;
	}
	// The rows without the dragged entry and its submenu.
	const others = all.filter(
		( row ) => row.key !== activeKey && row.parent !== activeKey
	);
	const overPosition = others.findIndex( ( row ) => row.key === overKey );
	// Dragged down, it goes after the row it is over; up, before it.
	const insertAt =
		overKey === activeKey
			? others.findIndex( ( row, index ) => index >= fromIndex ) // Unchanged spot.
			: overPosition + ( overIndex > fromIndex ? 1 : 0 );
	const at = insertAt === -1 ? others.length : insertAt;
	const above = others[ at - 1 ];
	const below = others[ at ];

	const levels = Math.round( offsetX / INDENT_WIDTH );
	// The depth the rows around allow: a submenu entry's neighbour, or the
	// entry above when it can hold a submenu.
	const canNest =
		above !== undefined &&
		( above.depth === 1 || above.item.type === 'menu' );
	const maxDepth = canNest ? 1 : 0;
	const minDepth = canNest && below?.depth === 1 ? 1 : 0;
	const naturalDepth =
		above?.depth === 1 && below?.depth === 1 ? 1 : active.depth;
	const depth = Math.max(
		minDepth,
		Math.min( maxDepth, naturalDepth + levels )
	);

	let place: Place;
	if ( depth === 0 || ! above ) {
		const index = others
			.slice( 0, at )
			.filter( ( row ) => row.depth === 0 ).length;
		place = { parent: null, index };
	} else {
		const parent = above.depth === 0 ? above.key : above.parent;
		const index =
			above.depth === 0
				? 0
				: others
						.slice( 0, at )
						.filter( ( row ) => row.parent === parent ).length;
		place = { parent, index };
	}
	if ( ! canPut( tree, active.item, place ) ) {
		return null;
	}
	if ( place.parent === active.parent && place.index === active.index ) {
		return null;
	}
	return place;
}
