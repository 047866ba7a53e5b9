/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import {
	createPortal,
	useContext,
	useEffect,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { dragHandle } from '@wordpress/icons';

/**
 * External dependencies
 */
import { useDraggable } from '@dnd-kit/core';

/**
 * Internal dependencies
 */
import { isInBuilderTemplate } from './builder-mode';
import { useBuilderSelect } from './builder-store';
import { DndEnvironmentContext } from './drop-state';
import type { DragData } from './types';

interface HandlePosition {
	top: number;
	left: number;
}

/**
 * A drag handle over the selected block in the canvas: drag it with the
 * pointer, or focus it and press Space (arrow keys move, Space drops, Escape
 * cancels) to move the block. Mount it once inside `BuilderDndProvider`.
 */
export default function CanvasDragHandle() {
	const { canvasNode, state } = useContext( DndEnvironmentContext );
	const { selectedUid, blocks } = useBuilderSelect( ( select ) => ( {
		selectedUid: select.getSelectedUid(),
		blocks: select.getBlocks(),
	} ) );
	const [ position, setPosition ] = useState< HandlePosition | null >( null );
	const data: DragData = { kind: 'block', uid: selectedUid ?? '' };
	const { setNodeRef, listeners, attributes } = useDraggable( {
		id: `canvas-block:${ selectedUid ?? '' }`,
		data,
		disabled: ! selectedUid,
	} );

	useEffect( () => {
		const canvas = canvasNode.current;
		if ( ! selectedUid || ! canvas ) {
			setPosition( null );
			return undefined;
		}
		const place = () => {
			const element = canvas.querySelector(
				`[data-uip-uid="${ CSS.escape( selectedUid ) }"]`
			);
			if ( ! element || ! isInBuilderTemplate( element ) ) {
				setPosition( null );
				return;
			}
			// In the block's own top left corner: above it, the handle would
			// cover the block before it and take the clicks that select it.
			const rect = element.getBoundingClientRect();
			setPosition( { top: Math.max( 0, rect.top ), left: rect.left } );
		};
		place();
		window.addEventListener( 'scroll', place, true );
		window.addEventListener( 'resize', place );
		// The canvas rescales the template when its own width changes (full
		// screen, a sidebar closing), which moves the block without a scroll:
		// the scaled template's box (the stage) changes size then.
		const resize =
			typeof ResizeObserver === 'function'
				? new ResizeObserver( place )
				: null;
		resize?.observe(
			canvas.closest( '.uip-editor-canvas__stage' ) ?? canvas
		);
		return () => {
			window.removeEventListener( 'scroll', place, true );
			window.removeEventListener( 'resize', place );
			resize?.disconnect();
		};
	}, [ selectedUid, blocks, canvasNode ] );

	if ( ! selectedUid || ! position || state?.drag.kind === 'new' ) {
		return null;
	}
	// React events bubble out of portals to the handle's React ancestors (the
	// canvas selects on click and highlights on hover); keep the handle's own.
	/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-static-element-interactions */
	return createPortal(
		<div
			onClick={ ( event ) => event.stopPropagation() }
			onMouseOver={ ( event ) => event.stopPropagation() }
			className="uip-canvas-drag-handle"
			style={ { top: position.top, left: position.left } }
		>
			<Button
				ref={ setNodeRef }
				icon={ dragHandle }
				size="small"
				variant="primary"
				label={ __( 'Drag block', 'uipress' ) }
				{ ...attributes }
				{ ...listeners }
			/>
		</div>,
		document.body
	);
	/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-static-element-interactions */
}
