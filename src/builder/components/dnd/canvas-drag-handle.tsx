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
import { handlePosition, type Box } from './handle-position';
import { useBuilderSelect } from './builder-store';
import { DndEnvironmentContext } from './drop-state';
import type { DragData } from './types';

interface HandlePosition {
	top: number;
	left: number;
}

/**
 * The part of a scrolling element the user sees (inside its borders and
 * scroll bars), in window coordinates.
 *
 * @param element The element.
 */
function visibleBox( element: HTMLElement ): Box {
	const rect = element.getBoundingClientRect();
	return {
		top: rect.top + element.clientTop,
		left: rect.left + element.clientLeft,
		width: element.clientWidth,
		height: element.clientHeight,
	};
}

/**
 * Whether a place in the canvas shows no block but the selected one's
 * ancestors (or none): the handle there takes no click meant for another.
 *
 * @param box      The place.
 * @param selected The selected block's element.
 */
function coversNoOtherBlock( box: Box, selected: Element ): boolean {
	const right = box.left + box.width - 1;
	const bottom = box.top + box.height - 1;
	const points: [ number, number ][] = [
		[ box.left + 1, box.top + 1 ],
		[ right, box.top + 1 ],
		[ box.left + 1, bottom ],
		[ right, bottom ],
		[ box.left + box.width / 2, box.top + box.height / 2 ],
	];
	return points.every( ( [ x, y ] ) => {
		const block = document
			.elementsFromPoint( x, y )
			.find( ( element ) => element.closest( '[data-uip-mode]' ) )
			?.closest( '[data-uip-uid]' );
		return ! block || block.contains( selected );
	} );
}

/**
 * A drag handle beside the selected block in the canvas, outside its box:
 * drag it with the pointer, or focus it and press Space (arrow keys move,
 * Space drops, Escape cancels) to move the block. Mount it once inside
 * `BuilderDndProvider`.
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
			const view = visibleBox(
				canvas.closest< HTMLElement >( '.uip-editor-canvas' ) ?? canvas
			);
			// Outside the block's box, where it covers no other block when
			// there is such a place (handle-position.ts).
			setPosition(
				handlePosition(
					element.getBoundingClientRect(),
					view,
					( box ) => coversNoOtherBlock( box, element )
				)
			);
		};
		place();
		window.addEventListener( 'scroll', place, true );
		window.addEventListener( 'resize', place );
		// The canvas rescales the template when its own width changes (full
		// screen, a sidebar closing, the zoom), which moves the block without
		// a scroll: the scaled template's box (the stage) changes size then.
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
		// In the canvas region, whose stacking it shares: what covers the
		// canvas (a sidebar open over it on a narrow window) covers it too.
		canvasNode.current?.closest( '.uip-editor-canvas' ) ?? document.body
	);
	/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-static-element-interactions */
}
