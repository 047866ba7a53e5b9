/**
 * WordPress dependencies
 */
import { createPortal, useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { DndEnvironmentContext } from './drop-state';

const LINE = 3;

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
		const top =
			placement === 'before'
				? rect.top - LINE / 2
				: rect.bottom - LINE / 2;
		style = { top, left: rect.left, width: rect.width, height: LINE };
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
