/**
 * To-do items: what is stored (spec "To-do item": name, description, done),
 * what the list holds (the same with an id for this page only), and the
 * pure operations on the list.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import { preferenceBoolean } from '../../runtime/preferences';

/** A to-do as stored in the user preference. */
export interface TodoItem {
	name: string;
	description: string;
	done: boolean;
}

/** A to-do in the list: an id names it while the page is open (not stored). */
export interface ListedTodo extends TodoItem {
	id: string;
}

/** The tabs: every to-do, those not done, those done. */
export type TodoTab = 'all' | 'todo' | 'completed';

export const TODO_TABS: readonly TodoTab[] = [ 'all', 'todo', 'completed' ];

let lastId = 0;

/** A new id for a to-do of this page. */
export function newTodoId(): string {
	lastId++;
	return `todo-${ lastId }`;
}

/**
 * A to-do with an id.
 *
 * @param item The stored fields.
 */
export function listed( item: TodoItem ): ListedTodo {
	return { ...item, id: newTodoId() };
}

function text( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return typeof value === 'number' ? String( value ) : '';
}

/**
 * The to-dos of a stored preference. Older versions and other code may have
 * stored a JSON string, an object keyed by position, or `done` as a word
 * ('uiptrue'); entries that are not objects are skipped, and so are
 * entries with neither a name nor a description.
 *
 * @param value The stored value (null when never saved).
 */
export function parseStoredTodos( value: unknown ): TodoItem[] {
	let stored = value;
	if ( typeof stored === 'string' ) {
		try {
			stored = JSON.parse( stored );
		} catch {
			return [];
		}
	}
	let entries: unknown[] = [];
	if ( Array.isArray( stored ) ) {
		entries = stored;
	} else if ( isRecord( stored ) ) {
		entries = Object.values( stored );
	}
	return entries.flatMap( ( entry: unknown ) => {
		if ( ! isRecord( entry ) ) {
			return [];
		}
		const item = {
			name: text( entry.name ),
			description: text( entry.description ),
			done: preferenceBoolean( entry.done ) ?? false,
		};
		return item.name.trim() || item.description.trim() ? [ item ] : [];
	} );
}

/**
 * The stored form of the list: the spec's fields only, in order.
 *
 * @param items The list.
 */
export function toStored( items: readonly ListedTodo[] ): TodoItem[] {
	return items.map( ( { name, description, done } ) => ( {
		name,
		description,
		done,
	} ) );
}

/**
 * Whether a to-do shows in a tab.
 *
 * @param item The to-do.
 * @param tab  The tab.
 */
export function inTab( item: TodoItem, tab: TodoTab ): boolean {
	switch ( tab ) {
		case 'todo':
			return ! item.done;
		case 'completed':
			return item.done;
		default:
			return true;
	}
}

/**
 * The list with one to-do moved to where another is (the other shifts
 * towards the place the first left), as a drag onto it does. Unknown ids
 * leave the list as it is.
 *
 * @param items The list.
 * @param id    The to-do to move.
 * @param toId  The to-do whose place it takes.
 */
export function moveTodo(
	items: readonly ListedTodo[],
	id: string,
	toId: string
): ListedTodo[] {
	const from = items.findIndex( ( item ) => item.id === id );
	const to = items.findIndex( ( item ) => item.id === toId );
	if ( from === -1 || to === -1 || from === to ) {
		return [ ...items ];
	}
	const next = [ ...items ];
	const [ moved ] = next.splice( from, 1 );
	next.splice( to, 0, moved! );
	return next;
}

/**
 * The to-do next to one among those a tab shows: the one it swaps places
 * with when moved up (-1) or down (1); undefined at either end.
 *
 * @param items     The list.
 * @param tab       The tab shown.
 * @param id        The to-do to move.
 * @param direction -1 up, 1 down.
 */
export function neighbourInTab(
	items: readonly ListedTodo[],
	tab: TodoTab,
	id: string,
	direction: -1 | 1
): ListedTodo | undefined {
	const shown = items.filter( ( item ) => inTab( item, tab ) );
	const index = shown.findIndex( ( item ) => item.id === id );
	return index === -1 ? undefined : shown[ index + direction ];
}

/** A line break or more (a name is one line). */
const LINE_BREAKS = /[\r\n]+/g;

/**
 * A name as typed or pasted, on one line.
 *
 * @param name The text.
 */
export function oneLine( name: string ): string {
	return name.replace( LINE_BREAKS, ' ' );
}
