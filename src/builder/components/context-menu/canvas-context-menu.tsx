/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';
import type { RefObject } from 'react';

/**
 * Internal dependencies
 */
import { isInBuilderTemplate } from '../dnd/builder-mode';
import { useBuilderActions } from '../dnd/builder-store';
import BlockContextMenu from './block-context-menu';
import { useContextMenu } from './use-context-menu';

export interface CanvasContextMenuProps {
	/** The element the template renders in (builder mode). */
	canvasRef: RefObject< HTMLElement >;
}

/**
 * Opens the block context menu on a right-click on a block in the canvas (the
 * innermost element carrying `data-uip-uid`), and selects that block; in
 * the window's right half it opens leftwards (`snapRight`).
 * Mount it once, beside the canvas.
 *
 * @param props           Component props.
 * @param props.canvasRef The canvas element.
 */
export default function CanvasContextMenu( {
	canvasRef,
}: CanvasContextMenuProps ) {
	const { request, open, close } = useContextMenu();
	const { selectBlock } = useBuilderActions();

	useEffect( () => {
		const canvas = canvasRef.current;
		if ( ! canvas ) {
			return undefined;
		}
		const onContextMenu = ( event: MouseEvent ) => {
			const target =
				event.target instanceof Element
					? event.target.closest( '[data-uip-uid]' )
					: null;
			if (
				! target ||
				! canvas.contains( target ) ||
				! isInBuilderTemplate( target )
			) {
				return;
			}
			const uid = target.getAttribute( 'data-uip-uid' );
			if ( ! uid ) {
				return;
			}
			event.preventDefault();
			selectBlock( uid );
			// In the window's right half the menu opens leftwards, over the
			// canvas and not the settings sidebar; snapped right, it never
			// starts left of 400 px, clear of the blocks and layers sidebar.
			open( {
				uid,
				x: event.clientX,
				y: event.clientY,
				snapRight: event.clientX > window.innerWidth / 2,
			} );
		};
		canvas.addEventListener( 'contextmenu', onContextMenu );
		return () => canvas.removeEventListener( 'contextmenu', onContextMenu );
	}, [ canvasRef, open, selectBlock ] );

	return request ? (
		<BlockContextMenu
			uid={ request.uid }
			x={ request.x }
			y={ request.y }
			snapRight={ request.snapRight }
			onClose={ close }
		/>
	) : null;
}
