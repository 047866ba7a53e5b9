/**
 * WordPress dependencies
 */
import { useCallback, useContext } from '@wordpress/element';
import type { ReactNode } from 'react';

/**
 * External dependencies
 */
import { useDroppable } from '@dnd-kit/core';

/**
 * Internal dependencies
 */
import { CANVAS_DROP_ID } from './constants';
import { DndEnvironmentContext } from './drop-state';
import type { DropAreaData } from './types';

export interface CanvasDropAreaProps {
	children: ReactNode;
	className?: string;
}

const data: DropAreaData = { kind: 'canvas' };

/**
 * Makes the canvas a drop area. Wrap the rendered template (builder mode) in
 * it, inside `BuilderDndProvider`: the block under the pointer is found from
 * the renderer's `data-uip-uid` elements, so blocks need no wrappers.
 *
 * @param props           Component props.
 * @param props.children  The rendered template.
 * @param props.className Extra class.
 */
export default function CanvasDropArea( {
	children,
	className,
}: CanvasDropAreaProps ) {
	const { canvasNode, state } = useContext( DndEnvironmentContext );
	const { setNodeRef } = useDroppable( { id: CANVAS_DROP_ID, data } );
	const ref = useCallback(
		( node: HTMLDivElement | null ) => {
			setNodeRef( node );
			canvasNode.current = node;
		},
		[ setNodeRef, canvasNode ]
	);
	const dragging = state !== null;
	return (
		<div
			ref={ ref }
			className={ `uip-canvas-drop-area${
				dragging ? ' is-dragging' : ''
			}${ className ? ` ${ className }` : '' }` }
			data-uip-drop-area="canvas"
		>
			{ children }
		</div>
	);
}
