/**
 * External dependencies
 */
import {
	DndContext,
	KeyboardSensor,
	PointerSensor,
	closestCenter,
	useSensor,
	useSensors,
	type DragEndEvent,
} from '@dnd-kit/core';
import {
	SortableContext,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { dragHandle } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import MenuIcon from '../../blocks/admin-menu/menu-icon';
import { dropPlace } from '../tree/drop';
import {
	findRow,
	moveEntry,
	placeFor,
	rows,
	type Place,
	type Row,
	type Tree,
} from '../tree/tree';
import { entryMarks, entryName } from './entry-labels';
import { shownIcon } from './item-icon';

/** The keyboard moves, by key with Alt held. */
const MOVES: Record< string, 'up' | 'down' | 'in' | 'out' > = {
	ArrowUp: 'up',
	ArrowDown: 'down',
	ArrowRight: 'in',
	ArrowLeft: 'out',
};

/**
 * Where an entry now is, for screen readers.
 *
 * @param tree The tree after the move.
 * @param key  The moved entry.
 */
export function describePlace( tree: Tree, key: string ): string {
	const row = findRow( tree, key );
	if ( ! row ) {
		return '';
	}
	const name = entryName( row.item );
	if ( row.parent === null ) {
		return sprintf(
			/* translators: 1: menu item, 2: its position, 3: how many there are. */
			__( '%1$s moved to position %2$d of %3$d in the menu.', 'uipress' ),
			name,
			row.index + 1,
			row.siblings
		);
	}
	const parent = findRow( tree, row.parent );
	return sprintf(
		/* translators: 1: menu item, 2: its position, 3: how many there are, 4: the item whose submenu it is in. */
		__(
			'%1$s moved to position %2$d of %3$d in the submenu of %4$s.',
			'uipress'
		),
		name,
		row.index + 1,
		row.siblings,
		parent ? entryName( parent.item ) : ''
	);
}

interface ItemRowProps {
	row: Row;
	selected: boolean;
	onSelect: ( key: string ) => void;
	onMove: ( key: string, place: Place ) => void;
	tree: Tree;
}

/**
 * One entry: its drag handle and the button that selects it (Alt and the
 * arrow keys move it).
 *
 * @param props          Component props.
 * @param props.row      The entry's row.
 * @param props.selected Whether it is selected.
 * @param props.onSelect Selects it.
 * @param props.onMove   Moves it.
 * @param props.tree     The tree.
 */
function ItemRow( { row, selected, onSelect, onMove, tree }: ItemRowProps ) {
	const sortable = useSortable( { id: row.key } );
	const name = entryName( row.item );
	const marks = entryMarks( row.item );
	const icon = shownIcon( row.item, row.depth );
	const onKeyDown = ( event: KeyboardEvent ) => {
		const direction = MOVES[ event.key ];
		if ( ! event.altKey || ! direction ) {
			return;
		}
		event.preventDefault();
		const place = placeFor( tree, row.key, direction );
		if ( place ) {
			onMove( row.key, place );
		} else {
			speak( __( 'The item cannot move that way.', 'uipress' ) );
		}
	};
	return (
		<li
			ref={ sortable.setNodeRef }
			style={ {
				transform: CSS.Translate.toString( sortable.transform ),
				transition: sortable.transition,
			} }
			className={ [
				'uip-menu-tree__row',
				`is-depth-${ row.depth }`,
				`is-${ row.item.status }`,
				row.item.custom?.hidden ? 'is-hidden' : '',
				selected ? 'is-selected' : '',
				sortable.isDragging ? 'is-dragging' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			data-uip-menu-entry={ row.key }
		>
			<Button
				className="uip-menu-tree__handle"
				icon={ dragHandle }
				size="small"
				label={ sprintf(
					/* translators: %s: menu item. */
					__( 'Drag %s', 'uipress' ),
					name
				) }
				{ ...sortable.attributes }
				{ ...sortable.listeners }
				tabIndex={ -1 }
			/>
			<button
				type="button"
				className="uip-menu-tree__select"
				aria-pressed={ selected }
				aria-describedby="uip-menu-tree-help"
				onClick={ () => onSelect( row.key ) }
				onKeyDown={ onKeyDown }
			>
				{ row.item.type === 'menu' ? (
					// Top-level names line up whether an entry has an icon or
					// not; submenu entries have none unless one is chosen.
					( row.depth === 0 || icon ) && (
						<span className="uip-menu-tree__icon">
							<MenuIcon icon={ icon } />
						</span>
					)
				) : (
					<span className="uip-menu-tree__rule" aria-hidden="true" />
				) }
				<span className="uip-menu-tree__name">{ name }</span>
				{ row.depth === 1 && (
					<span className="screen-reader-text">
						{ __( '(submenu item)', 'uipress' ) }
					</span>
				) }
				{ marks.map( ( mark ) => (
					<span key={ mark } className="uip-menu-tree__mark">
						{ mark }
					</span>
				) ) }
			</button>
		</li>
	);
}

interface ItemTreeProps {
	tree: Tree;
	selectedKey: string | null;
	onSelect: ( key: string ) => void;
	/** Stores a new tree (one undo step). */
	onChange: ( tree: Tree ) => void;
}

/**
 * The menu's entries as an indented list: drag an entry by its handle
 * (sideways to move it in or out of a submenu), or press Alt and the arrow
 * keys on it. Every move says where the entry landed.
 *
 * @param props             Component props.
 * @param props.tree        The tree.
 * @param props.selectedKey The selected entry.
 * @param props.onSelect    Selects an entry.
 * @param props.onChange    Stores a moved tree.
 */
export default function ItemTree( {
	tree,
	selectedKey,
	onSelect,
	onChange,
}: ItemTreeProps ) {
	const list = rows( tree );
	const listRef = useRef< HTMLUListElement >( null );
	const moved = useRef< string | null >( null );
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 4 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);

	// After a keyboard move, the moved entry keeps the focus.
	useEffect( () => {
		const key = moved.current;
		moved.current = null;
		if ( key ) {
			listRef.current
				?.querySelector< HTMLElement >(
					`[data-uip-menu-entry="${ window.CSS.escape( key ) }"] .uip-menu-tree__select`
				)
				?.focus();
		}
	} );

	const move = ( key: string, place: Place ) => {
		const next = moveEntry( tree, key, place );
		if ( next === tree ) {
			return;
		}
		const carried =
			place.parent === null
				? 0
				: ( findRow( tree, key )?.item.submenu.length ?? 0 );
		moved.current = key;
		onChange( next );
		speak(
			carried > 0
				? `${ describePlace( next, key ) } ${ sprintf(
						/* translators: %d: number of submenu items. */
						_n(
							'Its %d submenu item follows it.',
							'Its %d submenu items follow it.',
							carried,
							'uipress'
						),
						carried
					) }`
				: describePlace( next, key )
		);
	};

	const onDragEnd = ( { active, over, delta }: DragEndEvent ) => {
		if ( ! over ) {
			return;
		}
		const place = dropPlace(
			tree,
			String( active.id ),
			String( over.id ),
			delta.x
		);
		if ( place ) {
			move( String( active.id ), place );
		}
	};

	return (
		<>
			<p id="uip-menu-tree-help" className="uip-menu-tree__help">
				{ __(
					'Alt and the arrow keys move the item: up, down, into the submenu of the item above, or out of its submenu.',
					'uipress'
				) }
			</p>
			<DndContext
				sensors={ sensors }
				collisionDetection={ closestCenter }
				onDragEnd={ onDragEnd }
			>
				<SortableContext
					items={ list.map( ( row ) => row.key ) }
					strategy={ verticalListSortingStrategy }
				>
					<ul
						ref={ listRef }
						className="uip-menu-tree"
						aria-label={ __( 'Menu items', 'uipress' ) }
					>
						{ list.map( ( row ) => (
							<ItemRow
								key={ row.key }
								row={ row }
								tree={ tree }
								selected={ row.key === selectedKey }
								onSelect={ onSelect }
								onMove={ move }
							/>
						) ) }
					</ul>
				</SortableContext>
			</DndContext>
		</>
	);
}
