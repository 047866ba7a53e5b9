/**
 * The block under the pointer in the canvas. The renderer's root elements
 * carry `data-uip-uid`, so the canvas needs no droppable per block: the
 * element stack at the pointer names the block.
 */

/**
 * Internal dependencies
 */
import { dropPlacement } from './drop-target';
import type { DropIndicator, Point } from './types';

/**
 * The drop indicator for the canvas at a point: the innermost rendered block
 * in the element stack (topmost first, as `document.elementsFromPoint` gives
 * it) inside the canvas root, and the placement by the pointer's height in
 * its box. With no block under the pointer, the drop goes at the end of the
 * template (`uid: null`).
 *
 * @param stack       Elements under the pointer, topmost first.
 * @param root        The canvas element.
 * @param point       The pointer.
 * @param isContainer Whether a module accepts children.
 */
export function canvasIndicatorAt(
	stack: readonly Element[],
	root: Element,
	point: Point,
	isContainer: ( moduleName: string ) => boolean
): DropIndicator {
	for ( const element of stack ) {
		if ( ! root.contains( element ) ) {
			continue;
		}
		const blockElement = element.closest( '[data-uip-uid]' );
		if ( ! blockElement || ! root.contains( blockElement ) ) {
			continue;
		}
		const uid = blockElement.getAttribute( 'data-uip-uid' ) ?? '';
		const moduleName = blockElement.getAttribute( 'data-uip-module' ) ?? '';
		const rect = blockElement.getBoundingClientRect();
		return {
			uid,
			placement: dropPlacement(
				{
					top: rect.top,
					left: rect.left,
					width: rect.width,
					height: rect.height,
				},
				point,
				isContainer( moduleName )
			),
		};
	}
	return { uid: null, placement: 'after' };
}
