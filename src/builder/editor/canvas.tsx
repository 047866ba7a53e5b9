/**
 * External dependencies
 */
import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { Notice } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import {
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
	type RefObject,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TemplateRenderer } from '../../engine/renderer';
import { themeCss } from '../../engine/theme';
import { readThemeConfig } from '../../shared/config/parse-theme';
import { CanvasContextMenu } from '../components/context-menu';
import { CanvasDragHandle, CanvasDropArea } from '../components/dnd';
import { useCanvasLayout } from './use-canvas-layout';
import { applyOutline } from './canvas-outline';
import { useBuilderActions, useBuilderSelect } from './use-builder';
import { useSidewaysOverflow } from './use-sideways-overflow';
import { useCanvasTabStop } from './use-canvas-tab-stop';
import { usePreviewDialogBounds } from './use-preview-dialog-bounds';
import { blockForKey } from './canvas-keyboard';
import CanvasOffCanvasMenus from './canvas-off-canvas';
import { zoomAfter, zoomKeyFor } from './zoom-keys';
import './canvas-popups.scss';
import { BUILDER_STORE_NAME } from '../components/dnd/builder-store';
import { findBlock } from '../tree';

/**
 * The uid of the block an event happened in, or null.
 *
 * @param target The event's target.
 */
export function blockUidAt( target: EventTarget | null ): string | null {
	if ( ! ( target instanceof Element ) ) {
		return null;
	}
	// A tab's name in the tabs block's edit view stands for its tab.
	const tabName = target.closest( '.uip-tabs__builder-tab > .uip-tabs__tab' );
	if ( tabName ) {
		return (
			tabName.parentElement
				?.querySelector( ':scope > [data-uip-uid]' )
				?.getAttribute( 'data-uip-uid' ) ?? null
		);
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

/** What the template's tab stop tells screen reader users. */
const KEYBOARD_HELP = () =>
	__(
		'Use the arrow keys to select blocks: up and down go through them in order, left goes to the parent, right to the first inner block.',
		'uipress'
	);

/**
 * The template rendered in builder mode (prod when previewing), laid out at
 * the chosen viewport's real width and scaled down to fit (desktop is the
 * administrator's own window; use-canvas-layout.ts). A click selects the block under the pointer,
 * hovering outlines it; the template is one tab stop whose arrow keys select
 * blocks (canvas-keyboard.ts), its own links and buttons out of the tab
 * order (use-canvas-tab-stop.ts).
 */
export default function Canvas() {
	// Selection and hover are not read here: they change on every click and
	// pointer move, and reading them would render the whole tree again.
	const { blocks, viewport, preview, templateId, zoom } = useBuilderSelect(
		( select ) => ( {
			templateId: select.getTemplate()?.id,
			blocks: select.getBlocks(),
			viewport: select.getViewport(),
			preview: select.isPreview(),
			zoom: select.getZoom(),
		} )
	);
	const { selectBlock, hoverBlock, setFitScale, setZoom } =
		useBuilderActions();
	const canvasRef = useRef< HTMLDivElement >( null );
	const frameRef = useRef< HTMLDivElement >( null );
	const sideways = useSidewaysOverflow( frameRef, viewport === 'mobile' );
	const layout = useCanvasLayout( canvasRef, frameRef, viewport, zoom );
	// The zoom menu says what 'fit' gives.
	useEffect( () => {
		setFitScale( layout.fit );
	}, [ layout.fit, setFitScale ] );
	useCanvasTabStop( frameRef, ! preview );
	usePreviewDialogBounds( canvasRef, preview );
	const registry = useRegistry();
	// The theme's variables with the site's colours, as the interface has
	// them: styles chosen from the theme (colours, spacing presets) read them.
	const theme = useMemo( () => themeCss( readThemeConfig() ), [] );

	const onClick = ( event: MouseEvent ) => {
		if ( preview ) {
			return;
		}
		// In the builder, links and buttons of blocks do not navigate.
		event.preventDefault();
		selectBlock( blockUidAt( event.target ) );
	};

	// The template itself focused: the arrow keys move the selection.
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( preview || event.target !== event.currentTarget ) {
			return;
		}
		const select = registry.select( BUILDER_STORE_NAME ) as unknown as {
			getSelectedUid: () => string | null;
		};
		const uid = blockForKey( blocks, select.getSelectedUid(), event.key );
		if ( uid === undefined ) {
			return;
		}
		event.preventDefault();
		selectBlock( uid );
		canvasRef.current
			?.querySelector( `[data-uip-uid="${ CSS.escape( uid ) }"]` )
			?.scrollIntoView( { block: 'nearest' } );
		const block = findBlock( blocks, uid );
		if ( block ) {
			speak(
				sprintf(
					/* translators: %s: the block's name. */
					__( '%s selected.', 'uipress' ),
					block.name
				)
			);
		}
	};

	// Zoom keys act while the focus is in the canvas: elsewhere the browser
	// zooms the page as usual.
	const onCanvasKeyDown = ( event: KeyboardEvent ) => {
		const command = zoomKeyFor( event );
		if ( ! command ) {
			return;
		}
		event.preventDefault();
		setZoom( zoomAfter( command, zoom, layout.fit ) );
	};

	const onMouseOver = ( event: MouseEvent ) => {
		if ( preview ) {
			return;
		}
		// The store ignores a hover of the block already hovered.
		hoverBlock( blockUidAt( event.target ) );
	};

	/* eslint-disable jsx-a11y/no-noninteractive-element-interactions --
	 * Pointer selection has its keyboard ways: the template's arrow keys,
	 * and the shortcuts (use-editor-shortcuts) while the canvas has focus.
	 */
	return (
		<div
			ref={ canvasRef }
			className="uip-editor-canvas"
			// A region F6 moves to (editor-layout.tsx); it hands the focus to
			// the template, the canvas's one tab stop.
			tabIndex={ -1 }
			role="region"
			aria-label={ __( 'Canvas', 'uipress' ) }
			onFocus={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					frameRef.current?.focus();
				}
			} }
			onClick={ onClick }
			onKeyDown={ onCanvasKeyDown }
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
				className="uip-editor-canvas__stage"
				style={
					{
						width: layout.width * layout.scale,
						height: layout.height || undefined,
						'--uip-canvas-scale': layout.scale,
					} as CSSProperties
				}
			>
				<div
					ref={ frameRef }
					// The canvas's one tab stop: arrow keys select blocks.
					tabIndex={ 0 }
					role="group"
					aria-label={ __( 'Template', 'uipress' ) }
					aria-description={ preview ? undefined : KEYBOARD_HELP() }
					onKeyDown={ onKeyDown }
					className="uip-editor-canvas__frame"
					style={ {
						width: layout.width,
						minHeight: layout.minHeight,
						// Always a transform, even at 1: it makes the frame
						// the box of the template's fixed elements and open
						// panels (the simulated screen), not the window.
						transform: `scale(${ layout.scale })`,
					} }
					data-viewport={ viewport }
					// The template's dropdown panels and off-canvas panels
					// open in here, scaled with it (previewing).
					data-uip-popover-layer=""
					data-uip-popover-scaled=""
				>
					{ preview ? (
						<TemplateRenderer
							blocks={ blocks }
							mode="prod"
							viewport={ viewport }
							templateId={ templateId }
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
								templateId={ templateId }
							/>
						</CanvasDropArea>
					) }
				</div>
			</div>
			{ ! preview && <CanvasDragHandle /> }
			{ ! preview && <CanvasContextMenu canvasRef={ canvasRef } /> }
			<CanvasOutline canvas={ canvasRef } active={ ! preview } />
			{ ! preview && (
				<CanvasOffCanvasMenus blocks={ blocks } viewport={ viewport } />
			) }
		</div>
	);
	/* eslint-enable jsx-a11y/no-noninteractive-element-interactions */
}
