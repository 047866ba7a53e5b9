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
	type Announcements,
	type DragEndEvent,
	type UniqueIdentifier,
} from '@dnd-kit/core';
import {
	SortableContext,
	sortableKeyboardCoordinates,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';

/**
 * WordPress dependencies
 */
import { speak } from '@wordpress/a11y';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LoadingSpinner from '../../components/spinner';
import { IconButton } from '../../engine/ui';
import type { BlockComponentProps } from '../../engine/types';
import BlockIcon from '../shared/block-icon';
import {
	inTab,
	listed,
	moveTodo,
	neighbourInTab,
	type ListedTodo,
	type TodoItem,
	type TodoTab,
} from './items';
import { sampleTodos } from './samples';
import TodoAddForm from './todo-add-form';
import TodoItemRow, { todoTitle, type TodoControl } from './todo-item';
import TodoTabs from './todo-tabs';
import { useTodos } from './use-todos';
import './todo-list.scss';

/** Where the focus goes after the next render. */
type FocusTarget = { id: string; control: TodoControl } | 'undo' | 'panel';

interface Deleted {
	item: ListedTodo;
	/** Its place in the whole list. */
	index: number;
}

function emptyMessage( tab: TodoTab ): string {
	switch ( tab ) {
		case 'todo':
			return __( 'Nothing left to do.', 'uipress' );
		case 'completed':
			return __( 'Nothing completed yet.', 'uipress' );
		default:
			return __(
				'Nothing to do. Add your first to-do above.',
				'uipress'
			);
	}
}

/**
 * The to-do list block: the signed-in user's own to-dos (the user
 * preference `uip-todo-list`), in three tabs (all, to do, completed). Add,
 * edit in place, tick done, delete with undo, reorder by dragging or with
 * the move buttons. Saved TODO_SAVE_DELAY_MS after the last change, and at
 * once when the page is left (useTodos()). In the builder it shows sample
 * to-dos and neither loads nor saves.
 *
 * @param props      Component props.
 * @param props.mode Display mode.
 */
export default function TodoList( { mode }: BlockComponentProps ) {
	const todos = useTodos( mode !== 'builder', sampleTodos );
	const { items, update } = todos;
	const [ tab, setTab ] = useState< TodoTab >( 'all' );
	const [ deleted, setDeleted ] = useState< Deleted | null >( null );
	const id = useId();
	const root = useRef< HTMLDivElement >( null );
	const focusTarget = useRef< FocusTarget | null >( null );
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 4 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);

	useEffect( () => {
		const target = focusTarget.current;
		if ( ! target || ! root.current ) {
			return;
		}
		focusTarget.current = null;
		let selector = '.uip-todo-list__panel';
		if ( target === 'undo' ) {
			selector = '.uip-todo-list__undo-button';
		} else if ( target !== 'panel' ) {
			// Ids are `todo-<number>`: nothing to escape.
			selector = `[data-todo-id="${ target.id }"] [data-todo-control="${ target.control }"]`;
		}
		root.current.querySelector< HTMLElement >( selector )?.focus();
	} );

	const shown = items.filter( ( item ) => inTab( item, tab ) );
	const counts = {
		all: items.length,
		todo: items.filter( ( item ) => ! item.done ).length,
		completed: items.filter( ( item ) => item.done ).length,
	};
	const titleOf = ( todoId: UniqueIdentifier ) => {
		const item = items.find( ( entry ) => entry.id === todoId );
		return item ? todoTitle( item ) : '';
	};
	const placeOf = ( todoId: UniqueIdentifier ) =>
		shown.findIndex( ( entry ) => entry.id === todoId ) + 1;

	const add = ( name: string ) => {
		update( ( current ) => [
			...current,
			listed( { name, description: '', done: false } ),
		] );
		if ( tab === 'completed' ) {
			setTab( 'all' );
		}
		speak(
			/* translators: %s: the to-do's name. */
			sprintf( __( '“%s” added.', 'uipress' ), name )
		);
	};

	const change = ( item: ListedTodo, fields: Partial< TodoItem > ) => {
		const changed = { ...item, ...fields };
		update( ( current ) =>
			current.map( ( entry ) =>
				entry.id === item.id ? { ...entry, ...fields } : entry
			)
		);
		if ( fields.done === undefined || fields.done === item.done ) {
			return;
		}
		speak(
			fields.done
				? sprintf(
						/* translators: %s: the to-do's name. */
						__( '“%s” is done.', 'uipress' ),
						todoTitle( changed )
					)
				: sprintf(
						/* translators: %s: the to-do's name. */
						__( '“%s” is to do again.', 'uipress' ),
						todoTitle( changed )
					)
		);
		if ( ! inTab( changed, tab ) ) {
			// It leaves this tab: the focus goes to the to-do that takes its place.
			const index = shown.findIndex( ( entry ) => entry.id === item.id );
			const next = shown[ index + 1 ] ?? shown[ index - 1 ];
			focusTarget.current = next
				? { id: next.id, control: 'done' }
				: 'panel';
		}
	};

	const restoreName = ( item: ListedTodo, previous: string ) => {
		if ( ! previous.trim() ) {
			return;
		}
		update( ( current ) =>
			current.map( ( entry ) =>
				entry.id === item.id ? { ...entry, name: previous } : entry
			)
		);
		speak(
			sprintf(
				/* translators: %s: the to-do's name. */
				__( 'A to-do needs a name: “%s” was put back.', 'uipress' ),
				previous
			)
		);
	};

	const move = ( item: ListedTodo, direction: -1 | 1 ) => {
		const neighbour = neighbourInTab( items, tab, item.id, direction );
		if ( ! neighbour ) {
			return;
		}
		const next = moveTodo( items, item.id, neighbour.id );
		update( () => next );
		const nowShown = next.filter( ( entry ) => inTab( entry, tab ) );
		const place = nowShown.findIndex( ( entry ) => entry.id === item.id );
		const atEnd =
			direction === -1 ? place === 0 : place === nowShown.length - 1;
		focusTarget.current = {
			id: item.id,
			control: ( direction === -1 ) !== atEnd ? 'up' : 'down',
		};
		speak(
			sprintf(
				/* translators: 1: the to-do's name, 2: its new place, 3: how many are shown. */
				__( '“%1$s” moved to position %2$d of %3$d.', 'uipress' ),
				todoTitle( item ),
				place + 1,
				nowShown.length
			)
		);
	};

	const remove = ( item: ListedTodo ) => {
		const index = items.findIndex( ( entry ) => entry.id === item.id );
		if ( index === -1 ) {
			return;
		}
		update( ( current ) =>
			current.filter( ( entry ) => entry.id !== item.id )
		);
		setDeleted( { item, index } );
		focusTarget.current = 'undo';
		speak(
			/* translators: %s: the to-do's name. */
			sprintf( __( '“%s” deleted.', 'uipress' ), todoTitle( item ) )
		);
	};

	const undo = () => {
		if ( ! deleted ) {
			return;
		}
		update( ( current ) => {
			const next = [ ...current ];
			next.splice(
				Math.min( deleted.index, next.length ),
				0,
				deleted.item
			);
			return next;
		} );
		setDeleted( null );
		if ( ! inTab( deleted.item, tab ) ) {
			setTab( 'all' );
		}
		focusTarget.current = { id: deleted.item.id, control: 'delete' };
		speak(
			sprintf(
				/* translators: %s: the to-do's name. */
				__( '“%s” restored.', 'uipress' ),
				todoTitle( deleted.item )
			)
		);
	};

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
		if ( over && active.id !== over.id ) {
			update( ( current ) =>
				moveTodo( current, String( active.id ), String( over.id ) )
			);
		}
	};

	const announcements: Announcements = {
		onDragStart: ( { active } ) =>
			sprintf(
				/* translators: 1: the to-do's name, 2: its place. */
				__( 'Picked up “%1$s” at position %2$d.', 'uipress' ),
				titleOf( active.id ),
				placeOf( active.id )
			),
		onDragOver: ( { active, over } ) =>
			over
				? sprintf(
						/* translators: 1: the to-do's name, 2: its place. */
						__( '“%1$s” is at position %2$d.', 'uipress' ),
						titleOf( active.id ),
						placeOf( over.id )
					)
				: '',
		onDragEnd: ( { active, over } ) =>
			over
				? sprintf(
						/* translators: 1: the to-do's name, 2: its place. */
						__( '“%1$s” dropped at position %2$d.', 'uipress' ),
						titleOf( active.id ),
						placeOf( over.id )
					)
				: '',
		onDragCancel: ( { active } ) =>
			sprintf(
				/* translators: %s: the to-do's name. */
				__( 'Moving “%s” was cancelled.', 'uipress' ),
				titleOf( active.id )
			),
	};

	const { load, save } = todos;
	return (
		<div
			ref={ root }
			className="uip-todo-list"
			aria-busy={ load.status === 'loading' || undefined }
		>
			{ load.status === 'loading' && (
				<p className="uip-todo-list__status">
					<LoadingSpinner decorative />
					<span>{ __( 'Loading your to-dos…', 'uipress' ) }</span>
				</p>
			) }
			{ load.status === 'error' && (
				<div className="uip-todo-list__error" role="alert">
					<p>
						<strong>
							{ __(
								'Your to-do list could not be loaded.',
								'uipress'
							) }
						</strong>{ ' ' }
						{ load.message }
					</p>
					<p>
						<button
							type="button"
							className="uip-todo-list__button"
							onClick={ todos.reload }
						>
							{ __( 'Try again', 'uipress' ) }
						</button>
					</p>
				</div>
			) }
			{ load.status === 'ready' && (
				<>
					<TodoAddForm onAdd={ add } />
					<TodoTabs
						id={ id }
						active={ tab }
						counts={ counts }
						onSelect={ setTab }
					/>
					<div
						className="uip-todo-list__panel"
						role="tabpanel"
						id={ `${ id }-panel` }
						aria-labelledby={ `${ id }-tab-${ tab }` }
						// Focusable when it holds nothing that is.
						tabIndex={ shown.length ? -1 : 0 }
					>
						{ shown.length === 0 ? (
							<p className="uip-todo-list__empty">
								<BlockIcon name="task_alt" />
								{ emptyMessage( tab ) }
							</p>
						) : (
							<DndContext
								sensors={ sensors }
								collisionDetection={ closestCenter }
								onDragEnd={ onDragEnd }
								accessibility={ {
									announcements,
									screenReaderInstructions: {
										draggable: __(
											'To move a to-do, press Space or Enter on its handle, move it with the arrow keys, and press Space or Enter again to drop it, or Escape to cancel.',
											'uipress'
										),
									},
								} }
							>
								<SortableContext
									items={ shown.map( ( item ) => item.id ) }
									strategy={ verticalListSortingStrategy }
								>
									<ul className="uip-todo-list__items">
										{ shown.map( ( item, index ) => (
											<TodoItemRow
												key={ item.id }
												item={ item }
												position={ index + 1 }
												canMoveUp={ index > 0 }
												canMoveDown={
													index < shown.length - 1
												}
												onChange={ ( fields ) =>
													change( item, fields )
												}
												onBlankName={ ( previous ) =>
													restoreName(
														item,
														previous
													)
												}
												onMove={ ( direction ) =>
													move( item, direction )
												}
												onDelete={ () =>
													remove( item )
												}
											/>
										) ) }
									</ul>
								</SortableContext>
							</DndContext>
						) }
					</div>
					{ deleted && (
						<div className="uip-todo-list__undo">
							<span className="uip-todo-list__undo-text">
								{ sprintf(
									/* translators: %s: the to-do's name. */
									__( '“%s” deleted.', 'uipress' ),
									todoTitle( deleted.item )
								) }
							</span>
							<button
								type="button"
								className="uip-todo-list__button uip-todo-list__undo-button"
								onClick={ undo }
							>
								{ __( 'Undo', 'uipress' ) }
							</button>
							<IconButton
								label={ __( 'Dismiss', 'uipress' ) }
								onClick={ () => setDeleted( null ) }
							>
								<BlockIcon name="close" />
							</IconButton>
						</div>
					) }
					{ save.status === 'error' && (
						<p className="uip-todo-list__save-error">
							<BlockIcon name="error" />
							<span className="uip-todo-list__save-error-text">
								{ sprintf(
									/* translators: %s: why, as the server said. */
									__(
										'Your changes are not saved yet: %s',
										'uipress'
									),
									save.message
								) }
							</span>
							<button
								type="button"
								className="uip-todo-list__button"
								onClick={ todos.saveNow }
							>
								{ __( 'Save now', 'uipress' ) }
							</button>
						</p>
					) }
				</>
			) }
		</div>
	);
}
