/**
 * WordPress dependencies
 */
import { createPortal, useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { DndEnvironmentContext } from './drop-state';
import type { DropEdge } from './types';

const LINE = 3;

/**
 * The line along one side of a box.
 *
 * @param rect The block's box.
 * @param edge The side.
 */
function lineStyle( rect: DOMRect, edge: DropEdge ) {
	switch ( edge ) {
		case 'left':
		case 'right':
			return {
				top: rect.top,
				left: ( edge === 'left' ? rect.left : rect.right ) - LINE / 2,
				width: LINE,
				height: rect.height,
			};
		default:
			return {
				top: ( edge === 'top' ? rect.top : rect.bottom ) - LINE / 2,
				left: rect.left,
				width: rect.width,
				height: LINE,
			};
	}
}

/**
 * Where a drag over the canvas would land: a line before or after the block
 * under the pointer, or an outline around the container it would go into.
 * A refused drop shows nothing.
 */
export default function CanvasDropIndicator() {
	const { state, canvasNode } = useContext( DndEnvironmentContext );
	const canvas = canvasNode.current;
	if ( ! state || state.area !== 'canvas' || ! state.allowed || ! canvas ) {
		return null;
	}
	const uid = state.indicator?.uid ?? null;
	const element =
		uid === null
			? canvas
			: canvas.querySelector( `[data-uip-uid="${ CSS.escape( uid ) }"]` );
	if ( ! element ) {
		return null;
	}
	const rect = element.getBoundingClientRect();
	const placement = uid === null ? 'end' : state.indicator?.placement;
	let style;
	if ( placement === 'inside' ) {
		style = {
			top: rect.top,
			left: rect.left,
			width: rect.width,
			height: rect.height,
		};
	} else {
		const edge =
			state.indicator?.edge ??
			( placement === 'before' ? 'top' : 'bottom' );
		style = lineStyle( rect, edge );
	}
	return createPortal(
		<div
			className={ `uip-drop-indicator uip-drop-indicator--${ placement }` }
			data-uip-drop-indicator={ placement }
			style={ style }
			aria-hidden="true"
		/>,
		document.body
	);
}
