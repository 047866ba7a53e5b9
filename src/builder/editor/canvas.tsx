/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import {
	useLayoutEffect,
	useMemo,
	useRef,
	type RefObject,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../engine/renderer';
import { themeCss } from '../../engine/theme';
import { CanvasContextMenu } from '../components/context-menu';
import { CanvasDragHandle, CanvasDropArea } from '../components/dnd';
import { CANVAS_WIDTHS } from './constants';
import { applyOutline } from './canvas-outline';
import { useBuilderActions, useBuilderSelect } from './use-builder';
import { useSidewaysOverflow } from './use-sideways-overflow';

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
 * Keeps the selected and hovered blocks outlined: a new selection marks two
 * elements instead of rendering blocks. Marks are set again when the tree
 * changes, as blocks may have been rendered afresh. A component of its own
 * so that selection and hover never render the canvas.
 *
 * @param props        Component props.
 * @param props.canvas The canvas element.
 * @param props.active Whether outlines show (not while previewing).
 */
function CanvasOutline( {
	canvas,
	active,
}: {
	canvas: RefObject< HTMLDivElement >;
	active: boolean;
} ) {
	const { selectedUid, hoveredUid, blocks } = useBuilderSelect(
		( select ) => ( {
			selectedUid: select.getSelectedUid(),
			hoveredUid: select.getHoveredUid(),
			blocks: select.getBlocks(),
		} )
	);
	useLayoutEffect( () => {
		if ( canvas.current ) {
			applyOutline(
				canvas.current,
				active ? selectedUid : null,
				active ? hoveredUid : null
			);
		}
	}, [ canvas, active, selectedUid, hoveredUid, blocks ] );
	return null;
}

/**
 * The template rendered in builder mode (prod when previewing), at the
 * chosen viewport's width. A click selects the block under the pointer,
 * hovering outlines it.
 */
export default function Canvas() {
	// Selection and hover are not read here: they change on every click and
	// pointer move, and reading them would render the whole tree again.
	const { blocks, viewport, preview } = useBuilderSelect( ( select ) => ( {
		blocks: select.getBlocks(),
		viewport: select.getViewport(),
		preview: select.isPreview(),
	} ) );
	const { selectBlock, hoverBlock } = useBuilderActions();
	const canvasRef = useRef< HTMLDivElement >( null );
	const frameRef = useRef< HTMLDivElement >( null );
	const sideways = useSidewaysOverflow( frameRef, viewport === 'mobile' );
	// The theme's variables, as the interface has them: styles chosen from
	// the theme (colours, spacing presets) read them.
	const theme = useMemo( () => themeCss(), [] );

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
		// The store ignores a hover of the block already hovered.
		hoverBlock( blockUidAt( event.target ) );
	};

	/* eslint-disable jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions --
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
			onMouseLeave={ () => hoverBlock( null ) }
		>
			<style data-uip-theme="">{ theme }</style>
			{ sideways && (
				<Notice
					status="warning"
					isDismissible={ false }
					className="uip-editor-canvas__sideways"
				>
					{ __(
						'On phones this template is wider than the screen and scrolls sideways. Look for fixed widths, and make a sidebar an off-canvas menu on small screens (its container’s settings).',
						'uipress'
					) }
				</Notice>
			) }
			<div
				ref={ frameRef }
				className="uip-editor-canvas__frame"
				style={ { width: CANVAS_WIDTHS[ viewport ] } }
				data-viewport={ viewport }
			>
				{ preview ? (
					<TemplateRenderer
						blocks={ blocks }
						mode="prod"
						viewport={ viewport }
					/>
				) : (
					<CanvasDropArea
						className={
							blocks.length === 0 ? 'is-empty' : undefined
						}
					>
						{ blocks.length === 0 && (
							<p className="uip-editor-canvas__empty">
								{ __(
									'This template is empty. Drag blocks here from the inserter, or click one to add it.',
									'uipress'
								) }
							</p>
						) }
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
			<CanvasOutline canvas={ canvasRef } active={ ! preview } />
		</div>
	);
	/* eslint-enable jsx-a11y/click-events-have-key-events, jsx-a11y/mouse-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */
}
