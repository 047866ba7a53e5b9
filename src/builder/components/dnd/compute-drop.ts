/**
 * From what @dnd-kit reports during a drag to where the drop lands.
 */

/**
 * Internal dependencies
 */
import type { Block } from '../../../engine/types';
import { canvasIsEditable } from './builder-mode';
import { canvasIndicatorAt } from './canvas-target';
import type { DropState } from './drop-state';
import {
	dropPlacement,
	isDropAllowed,
	isSamePlace,
	resolveDropTarget,
} from './drop-target';
import type {
	Box,
	DragData,
	DropAreaData,
	DropIndicator,
	Point,
} from './types';

export interface DropInput {
	blocks: readonly Block[];
	drag: DragData;
	/** What the area under the drag is, or null. */
	over: DropAreaData | null;
	/** The area's box. */
	overBox: Box | null;
	/** The pointer (or the dragged item's centre for keyboard drags). */
	point: Point;
	/** The canvas element and the element stack at the point, for canvas drops. */
	canvas: Element | null;
	stackAt: ( point: Point ) => Element[];
	isContainer: ( moduleName: string ) => boolean;
	/**
	 * Whether `point` is the pointer itself (drags started by a pointer). The
	 * canvas is then found under the point: `over` is as of the drag
	 * library's last render and may lag behind the pointer.
	 */
	atPointer?: boolean;
}

/**
 * The element stack under the point when the drop may land on the canvas,
 * else null.
 *
 * @param input What the drag is over.
 */
function canvasStack( input: DropInput ): Element[] | null {
	const { canvas, over, point } = input;
	if ( ! canvas || ! canvasIsEditable( canvas ) ) {
		return null;
	}
	if ( ! input.atPointer ) {
		return over?.kind === 'canvas' ? input.stackAt( point ) : null;
	}
	const stack = input.stackAt( point );
	return stack.some( ( element ) => canvas.contains( element ) )
		? stack
		: null;
}

/**
 * The drop state for a moment of a drag.
 *
 * @param input What the drag is over.
 */
export function computeDropState( input: DropInput ): DropState {
	const { blocks, drag, over, overBox, point } = input;
	let indicator: DropIndicator | null = null;
	let area: DropState[ 'area' ] = null;
	const stack = canvasStack( input );
	if ( stack && input.canvas ) {
		area = 'canvas';
		indicator = canvasIndicatorAt(
			stack,
			input.canvas,
			point,
			input.isContainer
		);
	} else if ( over?.kind === 'layer' && overBox ) {
		area = 'layers';
		indicator = {
			uid: over.uid,
			placement: dropPlacement( overBox, point, over.container ),
		};
	} else if ( over?.kind === 'layers-end' ) {
		area = 'layers';
		indicator = { uid: null, placement: 'after' };
	}
	const target = indicator ? resolveDropTarget( blocks, indicator ) : null;
	const allowed =
		!! target &&
		isDropAllowed( blocks, drag, target ) &&
		! ( drag.kind === 'block' && isSamePlace( blocks, drag.uid, target ) );
	return { drag, area, indicator, target, allowed };
}
