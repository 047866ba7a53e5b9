/**
 * The block under the pointer in the canvas. The renderer's root elements
 * carry `data-uip-uid`, so the canvas needs no droppable per block: the
 * element stack at the pointer names the block.
 */

/**
 * Internal dependencies
 */
import { dropPlacement } from './drop-target';
import type { DropEdge, DropFlow, DropIndicator, Point } from './types';

/**
 * How a rendered block sits in its parent: in a row when the parent is a flex
 * row (so before/after go by left and right), and whether it is an empty
 * container (no rendered block inside).
 *
 * @param element The block's root element.
 */
export function flowOf( element: Element ): DropFlow {
	const empty = ! element.querySelector( '[data-uip-uid]' );
	const parent = element.parentElement;
	const view = element.ownerDocument.defaultView;
	if ( ! parent || ! view ) {
		return { empty };
	}
	const style = view.getComputedStyle( parent );
	const horizontal =
		style.display.includes( 'flex' ) &&
		style.flexDirection.startsWith( 'row' );
	if ( ! horizontal ) {
		return { empty };
	}
	const reversed =
		( style.flexDirection === 'row-reverse' ) !==
		( style.direction === 'rtl' );
	return { empty, horizontal, reversed };
}

/**
 * Where the line of a before/after drop goes.
 *
 * @param placement Before or after.
 * @param flow      How the block sits in its parent.
 */
function edgeOf( placement: 'before' | 'after', flow: DropFlow ): DropEdge {
	if ( ! flow.horizontal ) {
		return placement === 'before' ? 'top' : 'bottom';
	}
	return ( placement === 'before' ) !== !! flow.reversed ? 'left' : 'right';
}

/**
 * The drop indicator for the canvas at a point: the innermost rendered block
 * in the element stack (topmost first, as `document.elementsFromPoint` gives
 * it) inside the canvas root, and the placement by the pointer's place in
 * its box along its parent's flow (see flowOf). With no block under the pointer, the drop goes at the end of the
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
		const container = isContainer( moduleName );
		const flow = flowOf( blockElement );
		const placement = dropPlacement(
			{
				top: rect.top,
				left: rect.left,
				width: rect.width,
				height: rect.height,
			},
			point,
			container,
			{ ...flow, empty: container && flow.empty }
		);
		return placement === 'inside'
			? { uid, placement }
			: { uid, placement, edge: edgeOf( placement, flow ) };
	}
	return { uid: null, placement: 'after' };
}
