/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type {
	KeyboardEvent as ReactKeyboardEvent,
	MouseEvent as ReactMouseEvent,
} from 'react';

/**
 * External dependencies
 */
import { useDroppable } from '@dnd-kit/core';

/**
 * Internal dependencies
 */
import { useBlockCatalogue } from '../../../engine/registry';
import { BlockContextMenu, useContextMenu } from '../context-menu';
import { useAnnounceMove } from '../dnd/announce-move';
import { useBuilderActions, useBuilderSelect } from '../dnd/builder-store';
import { LAYERS_END_DROP_ID } from '../dnd/constants';
import { useDropState } from '../dnd/drop-state';
import type { DropAreaData } from '../dnd/types';
import LayerRow from './layer-row';
import { ROW_HEIGHT, useRowWindow } from './use-row-window';
import {
	ancestorsOf,
	keyboardMoveTarget,
	visibleRows,
	type KeyboardMove,
	type LayerRow as LayerRowData,
} from './tree-rows';
import './layers.scss';

const endData: DropAreaData = { kind: 'layers-end' };

const ALT_MOVES: Record< string, KeyboardMove > = {
	ArrowUp: 'up',
	ArrowDown: 'down',
	ArrowLeft: 'out',
	ArrowRight: 'in',
};

/**
 * The end of the tree, where a drop appends to the template.
 *
 * @param props          Component props.
 * @param props.dragging Whether a drag is under way.
 * @param props.active   Whether a drop here would land.
 */
function LayersEnd( {
	dragging,
	active,
}: {
	dragging: boolean;
	active: boolean;
} ) {
	const { setNodeRef } = useDroppable( {
		id: LAYERS_END_DROP_ID,
		data: endData,
	} );
	return (
		<div
			ref={ setNodeRef }
			className={ `uip-layers__end${ dragging ? ' is-dragging' : '' }${
				active ? ' is-drop-target' : ''
			}` }
			data-uip-layers-end=""
		>
			{ dragging && __( 'Drop here to add at the end', 'uipress' ) }
		</div>
	);
}

/**
 * The layers panel: the template's tree. Click selects, hovering highlights
 * the block, double-click or F2 renames, the toggle collapses. Keyboard:
 * arrows move between rows (Right/Left also expand and collapse), Home/End,
 * Enter selects, F2 renames, Alt+Up/Down moves the block within its parent,
 * Alt+Left moves it out of its parent, Alt+Right into the previous sibling
 * container, Space picks it up for a keyboard drag, Shift+F10 or the
 * context-menu key opens the block menu. Mount it inside `BuilderDndProvider`.
 */
export default function Layers() {
	const { byModule } = useBlockCatalogue();
	const { blocks, selectedUid, hoveredUid } = useBuilderSelect(
		( select ) => ( {
			blocks: select.getBlocks(),
			selectedUid: select.getSelectedUid(),
			hoveredUid: select.getHoveredUid(),
		} )
	);
	const announceMove = useAnnounceMove();
	const { selectBlock, hoverBlock, updateBlock, moveBlock } =
		useBuilderActions();
	const [ collapsed, setCollapsed ] = useState< ReadonlySet< string > >(
		() => new Set()
	);
	const [ focusedUid, setFocusedUid ] = useState< string | null >( null );
	const [ renamingUid, setRenamingUid ] = useState< string | null >( null );
	const tree = useRef< HTMLDivElement >( null );
	const menu = useContextMenu();
	const openMenu = menu.open;
	const drop = useDropState();

	// The selected block's ancestors open so its row shows.
	useEffect( () => {
		if ( ! selectedUid ) {
			return;
		}
		const ancestors = ancestorsOf( blocks, selectedUid );
		if ( ancestors.some( ( uid ) => collapsed.has( uid ) ) ) {
			setCollapsed( ( current ) => {
				const next = new Set( current );
				ancestors.forEach( ( uid ) => next.delete( uid ) );
				return next;
			} );
		}
	}, [ selectedUid, blocks, collapsed ] );

	const rows = useMemo(
		() => visibleRows( blocks, collapsed ),
		[ blocks, collapsed ]
	);
	const isContainer = useCallback(
		( moduleName: string ) =>
			byModule.get( moduleName )?.container === true,
		[ byModule ]
	);

	const { window: shown, reveal } = useRowWindow( tree, rows.length );

	// Rows are rendered only near the visible area: a row about to get focus
	// or the selection is scrolled to first.
	const rowIndex = useRef( new Map< string, number >() );
	rowIndex.current = new Map(
		rows.map( ( row, index ) => [ row.block.uid, index ] )
	);
	const focusRow = useCallback(
		( uid: string ) => {
			setFocusedUid( uid );
			const find = () =>
				tree.current?.querySelector< HTMLElement >(
					`[data-uip-layer="${ CSS.escape( uid ) }"]`
				);
			const index = rowIndex.current.get( uid );
			if ( index !== undefined ) {
				reveal( index );
			}
			const row = find();
			if ( row ) {
				row.focus();
			} else {
				window.requestAnimationFrame( () => find()?.focus() );
			}
		},
		[ reveal ]
	);

	const revealedUid = useRef< string | null >( null );
	useEffect( () => {
		if ( ! selectedUid ) {
			revealedUid.current = null;
			return;
		}
		const index = rowIndex.current.get( selectedUid );
		if ( index !== undefined && revealedUid.current !== selectedUid ) {
			revealedUid.current = selectedUid;
			reveal( index );
		}
	}, [ selectedUid, rows, reveal ] );

	const toggle = useCallback( ( uid: string, open?: boolean ) => {
		setCollapsed( ( current ) => {
			const next = new Set( current );
			const shouldOpen = open ?? next.has( uid );
			if ( shouldOpen ) {
				next.delete( uid );
			} else {
				next.add( uid );
			}
			return next;
		} );
	}, [] );

	const onRename = useCallback(
		( uid: string, name: string | null ) => {
			setRenamingUid( null );
			const trimmed = name?.trim();
			if ( trimmed ) {
				updateBlock( uid, { name: trimmed } );
			}
			// Give focus back to the row after the input goes.
			window.requestAnimationFrame( () => focusRow( uid ) );
		},
		[ updateBlock, focusRow ]
	);

	const onContextMenu = useCallback(
		( event: ReactMouseEvent< HTMLElement >, uid: string ) => {
			event.preventDefault();
			selectBlock( uid );
			openMenu( { uid, x: event.clientX, y: event.clientY } );
		},
		[ selectBlock, openMenu ]
	);

	const handleKeyDown = (
		event: ReactKeyboardEvent< HTMLElement >,
		row: LayerRowData
	) => {
		const uid = row.block.uid;
		const altMove = event.altKey ? ALT_MOVES[ event.key ] : undefined;
		if ( altMove ) {
			event.preventDefault();
			const target = keyboardMoveTarget(
				blocks,
				uid,
				altMove,
				isContainer
			);
			if ( target ) {
				moveBlock( uid, target.parentUid, target.index );
				announceMove( uid );
				selectBlock( uid );
				window.requestAnimationFrame( () => focusRow( uid ) );
			}
			return;
		}
		const position = rows.findIndex( ( item ) => item.block.uid === uid );
		let next: LayerRowData | undefined;
		switch ( event.key ) {
			case 'ArrowDown':
				next = rows[ position + 1 ];
				break;
			case 'ArrowUp':
				next = rows[ position - 1 ];
				break;
			case 'Home':
				next = rows[ 0 ];
				break;
			case 'End':
				next = rows[ rows.length - 1 ];
				break;
			case 'ArrowRight':
				if ( row.hasChildren && ! row.expanded ) {
					toggle( uid, true );
				} else if ( row.expanded ) {
					next = rows[ position + 1 ];
				}
				break;
			case 'ArrowLeft':
				if ( row.expanded ) {
					toggle( uid, false );
				} else if ( row.parentUid ) {
					next = rows.find(
						( item ) => item.block.uid === row.parentUid
					);
				}
				break;
			case 'Enter':
				selectBlock( uid );
				break;
			case 'F2':
				setRenamingUid( uid );
				break;
			case 'F10':
			case 'ContextMenu': {
				if ( event.key === 'F10' && ! event.shiftKey ) {
					return;
				}
				const rect = event.currentTarget.getBoundingClientRect();
				selectBlock( uid );
				menu.open( { uid, x: rect.left + 24, y: rect.bottom } );
				break;
			}
			default:
				return;
		}
		event.preventDefault();
		if ( next ) {
			focusRow( next.block.uid );
		}
	};

	// Rows are memoised: they get one handler that always calls the latest.
	const latestKeyDown = useRef( handleKeyDown );
	latestKeyDown.current = handleKeyDown;
	const onKeyDown = useCallback(
		( event: ReactKeyboardEvent< HTMLElement >, row: LayerRowData ) =>
			latestKeyDown.current( event, row ),
		[]
	);

	const focusable =
		rows.find( ( row ) => row.block.uid === focusedUid )?.block.uid ??
		rows.find( ( row ) => row.block.uid === selectedUid )?.block.uid ??
		rows[ 0 ]?.block.uid;

	const layersDrop =
		drop && drop.area === 'layers' && drop.allowed ? drop.indicator : null;

	return (
		<div
			className="uip-layers"
			aria-label={ __( 'Layers', 'uipress' ) }
			// A region F6 moves to (editor-layout.tsx).
			role="region"
			tabIndex={ -1 }
		>
			{ rows.length === 0 ? (
				<p className="uip-layers__empty">
					{ __(
						'This template has no blocks yet. Add one from the blocks list.',
						'uipress'
					) }
				</p>
			) : (
				<div
					ref={ tree }
					role="tree"
					aria-label={ __( 'Template blocks', 'uipress' ) }
					className="uip-layers__tree"
				>
					<div
						className="uip-layers__spacer"
						style={ { height: shown.start * ROW_HEIGHT } }
					/>
					{ rows.slice( shown.start, shown.end ).map( ( row ) => (
						<LayerRow
							key={ row.block.uid }
							row={ row }
							definition={ byModule.get( row.block.moduleName ) }
							selected={ row.block.uid === selectedUid }
							hovered={ row.block.uid === hoveredUid }
							focusable={ row.block.uid === focusable }
							renaming={ row.block.uid === renamingUid }
							dropPlacement={
								layersDrop?.uid === row.block.uid
									? layersDrop.placement
									: null
							}
							onSelect={ selectBlock }
							onHover={ hoverBlock }
							onToggle={ toggle }
							onStartRename={ setRenamingUid }
							onRename={ onRename }
							onKeyDown={ onKeyDown }
							onContextMenu={ onContextMenu }
							onFocus={ setFocusedUid }
						/>
					) ) }
					<div
						className="uip-layers__spacer"
						style={ {
							height: ( rows.length - shown.end ) * ROW_HEIGHT,
						} }
					/>
				</div>
			) }
			<LayersEnd
				dragging={ drop !== null }
				active={ !! layersDrop && layersDrop.uid === null }
			/>
			{ menu.request && (
				<BlockContextMenu
					uid={ menu.request.uid }
					x={ menu.request.x }
					y={ menu.request.y }
					onClose={ menu.close }
				/>
			) }
		</div>
	);
}
