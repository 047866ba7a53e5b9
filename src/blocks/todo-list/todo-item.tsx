/**
 * External dependencies
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BlockIcon from '../shared/block-icon';
import { oneLine, type ListedTodo, type TodoItem } from './items';
import TodoText from './todo-text';

export type TodoControl = 'done' | 'name' | 'up' | 'down' | 'delete';

export interface TodoItemProps {
	item: ListedTodo;
	/** Its place among the to-dos shown, from 1. */
	position: number;
	canMoveUp: boolean;
	canMoveDown: boolean;
	onChange: ( fields: Partial< TodoItem > ) => void;
	/** A name left blank: the one it had before is put back. */
	onBlankName: ( previous: string ) => void;
	onMove: ( direction: -1 | 1 ) => void;
	onDelete: () => void;
}

/**
 * How a to-do is named in labels and announcements.
 *
 * @param item The to-do.
 */
export function todoTitle( item: TodoItem ): string {
	return item.name.trim() || __( '(no name)', 'uipress' );
}

/**
 * One to-do: its drag handle, done checkbox, name and description (edited
 * in place), and the buttons that move it up or down and delete it. Each
 * control carries `data-todo-control` so the list can give it the focus
 * back after a change.
 *
 * @param props             Component props.
 * @param props.item        The to-do.
 * @param props.position    Its place among those shown.
 * @param props.canMoveUp   Whether one is shown above it.
 * @param props.canMoveDown Whether one is shown below it.
 * @param props.onChange    Changes its fields.
 * @param props.onBlankName Handles a name left blank.
 * @param props.onMove      Moves it up (-1) or down (1).
 * @param props.onDelete    Deletes it.
 */
export default function TodoItemRow( {
	item,
	position,
	canMoveUp,
	canMoveDown,
	onChange,
	onBlankName,
	onMove,
	onDelete,
}: TodoItemProps ) {
	const sortable = useSortable( { id: item.id } );
	const nameAtFocus = useRef( item.name );
	const title = todoTitle( item );
	return (
		<li
			ref={ sortable.setNodeRef }
			style={ {
				transform: CSS.Translate.toString( sortable.transform ),
				transition: sortable.transition,
			} }
			className={ [
				'uip-todo-item',
				item.done ? 'is-done' : '',
				sortable.isDragging ? 'is-dragging' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			data-todo-id={ item.id }
		>
			<button
				type="button"
				className="uip-todo-item__handle"
				{ ...sortable.attributes }
				{ ...sortable.listeners }
				aria-label={ sprintf(
					/* translators: %s: the to-do's name. */
					__( 'Reorder “%s”', 'uipress' ),
					title
				) }
			>
				<BlockIcon name="drag_indicator" />
			</button>
			<input
				type="checkbox"
				className="uip-todo-item__done"
				checked={ item.done }
				data-todo-control="done"
				aria-label={ sprintf(
					/* translators: %s: the to-do's name. */
					__( 'Done: %s', 'uipress' ),
					title
				) }
				onChange={ ( event ) =>
					onChange( { done: event.target.checked } )
				}
			/>
			<div className="uip-todo-item__text">
				<TodoText
					className="uip-todo-item__name"
					value={ item.name }
					label={ sprintf(
						/* translators: %d: the to-do's place in the list, from 1. */
						__( 'Name of to-do %d', 'uipress' ),
						position
					) }
					onChange={ ( name ) =>
						onChange( { name: oneLine( name ) } )
					}
					onFocus={ () => {
						nameAtFocus.current = item.name;
					} }
					onBlur={ () => {
						if ( ! item.name.trim() ) {
							onBlankName( nameAtFocus.current );
						}
					} }
				/>
				<TodoText
					className="uip-todo-item__description"
					value={ item.description }
					multiline
					label={ sprintf(
						/* translators: %d: the to-do's place in the list, from 1. */
						__( 'Description of to-do %d', 'uipress' ),
						position
					) }
					placeholder={ __( 'Add a description', 'uipress' ) }
					onChange={ ( description ) => onChange( { description } ) }
				/>
			</div>
			<div className="uip-todo-item__actions">
				<button
					type="button"
					className="uip-todo-item__button"
					data-todo-control="up"
					disabled={ ! canMoveUp }
					aria-label={ sprintf(
						/* translators: %s: the to-do's name. */
						__( 'Move “%s” up', 'uipress' ),
						title
					) }
					onClick={ () => onMove( -1 ) }
				>
					<BlockIcon name="arrow_upward" />
				</button>
				<button
					type="button"
					className="uip-todo-item__button"
					data-todo-control="down"
					disabled={ ! canMoveDown }
					aria-label={ sprintf(
						/* translators: %s: the to-do's name. */
						__( 'Move “%s” down', 'uipress' ),
						title
					) }
					onClick={ () => onMove( 1 ) }
				>
					<BlockIcon name="arrow_downward" />
				</button>
				<button
					type="button"
					className="uip-todo-item__button uip-todo-item__delete"
					data-todo-control="delete"
					aria-label={ sprintf(
						/* translators: %s: the to-do's name. */
						__( 'Delete “%s”', 'uipress' ),
						title
					) }
					onClick={ onDelete }
				>
					<BlockIcon name="delete" />
				</button>
			</div>
		</li>
	);
}
