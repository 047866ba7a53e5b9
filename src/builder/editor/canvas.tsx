/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../engine/renderer';
import { CanvasContextMenu } from '../components/context-menu';
import { CanvasDragHandle, CanvasDropArea } from '../components/dnd';
import { CANVAS_WIDTHS } from './constants';
import { outlineCss } from './outline-css';
import { useBuilderActions, useBuilderSelect } from './use-builder';

/**
 * The uid of the block an event happened in, or null.
 *
 * @param target The event's target.
 */
export function blockUidAt( target: EventTarget | null ): string | null {
	if ( ! ( target instanceof Element ) ) {
		return null;
	}
	return (
		target.closest( '[data-uip-uid]' )?.getAttribute( 'data-uip-uid' ) ??
		null
	);
}

/**
 * The template rendered in builder mode (prod when previewing), at the
 * chosen viewport's width. A click selects the block under the pointer,
 * hovering outlines it.
 */
export default function Canvas() {
	const { blocks, viewport, preview, selectedUid, hoveredUid } =
		useBuilderSelect( ( select ) => ( {
			blocks: select.getBlocks(),
			viewport: select.getViewport(),
			preview: select.isPreview(),
			selectedUid: select.getSelectedUid(),
			hoveredUid: select.getHoveredUid(),
		} ) );
	const { selectBlock, hoverBlock } = useBuilderActions();
	const canvasRef = useRef< HTMLDivElement >( null );

	const onClick = ( event: MouseEvent ) => {
		if ( preview ) {
			return;
		}
		// In the builder, links and buttons of blocks do not navigate.
		event.preventDefault();
		selectBlock( blockUidAt( event.target ) );
	};

	const onMouseOver = ( event: MouseEvent ) => {
		if ( preview ) {
			return;
		}
		const uid = blockUidAt( event.target );
		if ( uid !== hoveredUid ) {
			hoverBlock( uid );
		}
	};

	/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions --
	 * The canvas is focusable so keyboard shortcuts (use-editor-shortcuts)
	 * apply while it has focus; pointer selection has those keyboard ways.
	 */
	return (
		<div
			ref={ canvasRef }
			className="uip-editor-canvas"
			tabIndex={ 0 }
			role="region"
			aria-label={ __( 'Canvas', 'uipress' ) }
			onClick={ onClick }
			onMouseOver={ onMouseOver }
			onMouseLeave={ () => hoveredUid && hoverBlock( null ) }
		>
			{ ! preview && (
				<style>{ outlineCss( selectedUid, hoveredUid ) }</style>
			) }
			<div
				className="uip-editor-canvas__frame"
				style={ { width: CANVAS_WIDTHS[ viewport ] } }
				data-viewport={ viewport }
			>
				{ blocks.length === 0 && ! preview && (
					<p className="uip-editor-canvas__empty">
						{ __(
							'This template is empty. Add blocks from the inserter.',
							'uipress'
						) }
					</p>
				) }
				{ preview ? (
					<TemplateRenderer
						blocks={ blocks }
						mode="prod"
						viewport={ viewport }
					/>
				) : (
					<CanvasDropArea>
						<TemplateRenderer
							blocks={ blocks }
							mode="builder"
							viewport={ viewport }
						/>
					</CanvasDropArea>
				) }
			</div>
			{ ! preview && <CanvasDragHandle /> }
			{ ! preview && <CanvasContextMenu canvasRef={ canvasRef } /> }
		</div>
	);
	/* eslint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */
}
