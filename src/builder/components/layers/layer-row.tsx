/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { memo, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { chevronDown, chevronRight } from '@wordpress/icons';
import type {
	KeyboardEvent as ReactKeyboardEvent,
	MouseEvent as ReactMouseEvent,
	PointerEvent as ReactPointerEvent,
} from 'react';

/**
 * External dependencies
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';

/**
 * Internal dependencies
 */
import BlockIcon from '../../../blocks/shared/block-icon';
import type { BlockDefinition } from '../../../engine/types';
import type { DragData, DropAreaData, DropPlacement } from '../dnd/types';
import type { LayerRow as LayerRowData } from './tree-rows';

export interface LayerRowProps {
	row: LayerRowData;
	definition: BlockDefinition | undefined;
	selected: boolean;
	hovered: boolean;
	focusable: boolean;
	renaming: boolean;
	/** Where a drop over this row would land, when it is allowed. */
	dropPlacement: DropPlacement | null;
	onSelect: ( uid: string ) => void;
	onHover: ( uid: string | null ) => void;
	onToggle: ( uid: string ) => void;
	onStartRename: ( uid: string ) => void;
	onRename: ( uid: string, name: string | null ) => void;
	onKeyDown: (
		event: ReactKeyboardEvent< HTMLElement >,
		row: LayerRowData
	) => void;
	onContextMenu: (
		event: ReactMouseEvent< HTMLElement >,
		uid: string
	) => void;
	onFocus: ( uid: string ) => void;
}

/**
 * The inline input that renames a block.
 *
 * @param props          Component props.
 * @param props.value    The current name.
 * @param props.onFinish Called with the new name, or null to cancel.
 */
function RenameInput( {
	value,
	onFinish,
}: {
	value: string;
	onFinish: ( name: string | null ) => void;
} ) {
	const [ name, setName ] = useState( value );
	const input = useRef< HTMLInputElement >( null );
	const finished = useRef( false );
	useEffect( () => {
		input.current?.focus();
		input.current?.select();
	}, [] );
	const finish = ( result: string | null ) => {
		if ( ! finished.current ) {
			finished.current = true;
			onFinish( result );
		}
	};
	return (
		<input
			ref={ input }
			className="uip-layers__rename"
			aria-label={ __( 'Block name', 'uipress' ) }
			value={ name }
			onChange={ ( event ) => setName( event.target.value ) }
			onBlur={ () => finish( name ) }
			onClick={ ( event ) => event.stopPropagation() }
			onKeyDown={ ( event ) => {
				event.stopPropagation();
				if ( event.key === 'Enter' ) {
					finish( name );
				} else if ( event.key === 'Escape' ) {
					finish( null );
				}
			} }
		/>
	);
}

/**
 * What a row shows: the toggle, the icon and the name (or the rename input).
 * Memoised apart from the row because dnd-kit renders every draggable row
 * when a drag starts or ends; this keeps those renders to the row's own box.
 *
 * @param props          Component props.
 * @param props.row      The row.
 * @param props.name     The block's shown name.
 * @param props.icon     The block type's icon.
 * @param props.renaming Whether the name is being edited.
 * @param props.onToggle Collapses or expands the row.
 * @param props.onRename Called with the new name, or null to cancel.
 */
function LayerRowContent( {
	row,
	name,
	icon,
	renaming,
	onToggle,
	onRename,
}: {
	row: LayerRowData;
	name: string;
	icon: string;
	renaming: boolean;
	onToggle: ( uid: string ) => void;
	onRename: ( uid: string, name: string | null ) => void;
} ) {
	return (
		<>
			{ row.hasChildren ? (
				<Button
					className="uip-layers__toggle"
					size="small"
					tabIndex={ -1 }
					icon={ row.expanded ? chevronDown : chevronRight }
					label={
						row.expanded
							? sprintf(
									/* translators: %s: block name. */
									__( 'Collapse %s', 'uipress' ),
									name
								)
							: sprintf(
									/* translators: %s: block name. */
									__( 'Expand %s', 'uipress' ),
									name
								)
					}
					onClick={ ( event: ReactMouseEvent ) => {
						event.stopPropagation();
						onToggle( row.block.uid );
					} }
				/>
			) : (
				<span className="uip-layers__toggle-space" />
			) }
			<BlockIcon name={ icon } className="uip-layers__icon" />
			{ renaming ? (
				<RenameInput
					value={ row.block.name }
					onFinish={ ( value ) => onRename( row.block.uid, value ) }
				/>
			) : (
				<span className="uip-layers__name">{ name }</span>
			) }
		</>
	);
}

const MemoLayerRowContent = memo( LayerRowContent );

/**
 * One row of the layers tree: a block's icon and name, a toggle for its
 * children, drag source and drop target. Memoised: a new selection renders
 * the two rows it changes, not the whole tree.
 *
 * @param props Component props.
 */
function LayerRow( props: LayerRowProps ) {
	const { row, definition, selected, hovered, renaming } = props;
	const { block } = row;
	const container = definition?.container === true;
	const dragData: DragData = { kind: 'block', uid: block.uid };
	const dropData: DropAreaData = {
		kind: 'layer',
		uid: block.uid,
		container,
	};
	const draggable = useDraggable( {
		id: `layer:${ block.uid }`,
		data: dragData,
		disabled: renaming,
	} );
	const droppable = useDroppable( {
		id: `layer-drop:${ block.uid }`,
		data: dropData,
	} );
	const setRef = ( node: HTMLDivElement | null ) => {
		draggable.setNodeRef( node );
		droppable.setNodeRef( node );
	};

	const name = block.name || definition?.name || block.moduleName;
	const dndKeyDown = draggable.listeners?.onKeyDown as
		( ( event: ReactKeyboardEvent< HTMLElement > ) => void ) | undefined;
	const dndPointerDown = draggable.listeners?.onPointerDown as
		( ( event: ReactPointerEvent< HTMLElement > ) => void ) | undefined;

	const classes = [
		'uip-layers__row',
		selected && 'is-selected',
		hovered && 'is-hovered',
		draggable.isDragging && 'is-dragging',
		props.dropPlacement && `is-drop-${ props.dropPlacement }`,
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div
			ref={ setRef }
			role="treeitem"
			aria-level={ row.level }
			aria-posinset={ row.index + 1 }
			aria-setsize={ row.siblings }
			aria-selected={ selected }
			aria-expanded={ row.hasChildren ? row.expanded : undefined }
			aria-describedby={ draggable.attributes[ 'aria-describedby' ] }
			tabIndex={ props.focusable ? 0 : -1 }
			className={ classes }
			style={ { paddingLeft: 8 + ( row.level - 1 ) * 16 } }
			data-uip-layer={ block.uid }
			data-uip-drop-placement={ props.dropPlacement ?? undefined }
			onClick={ () => props.onSelect( block.uid ) }
			onDoubleClick={ () => props.onStartRename( block.uid ) }
			onMouseEnter={ () => props.onHover( block.uid ) }
			onMouseLeave={ () => props.onHover( null ) }
			onFocus={ ( event ) => {
				if ( event.target === event.currentTarget ) {
					props.onFocus( block.uid );
				}
			} }
			onContextMenu={ ( event ) =>
				props.onContextMenu( event, block.uid )
			}
			onPointerDown={ renaming ? undefined : dndPointerDown }
			onKeyDown={ ( event ) => {
				if ( event.target !== event.currentTarget ) {
					return;
				}
				// Space picks the block up for a keyboard drag.
				if ( event.key === ' ' && ! event.altKey && dndKeyDown ) {
					dndKeyDown( event );
					return;
				}
				props.onKeyDown( event, row );
			} }
		>
			<MemoLayerRowContent
				row={ row }
				name={ name }
				icon={ definition?.icon ?? 'extension' }
				renaming={ renaming }
				onToggle={ props.onToggle }
				onRename={ props.onRename }
			/>
		</div>
	);
}

export default memo( LayerRow );
