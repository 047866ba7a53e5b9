/**
 * Reading and saving the list: the user preference `uip-todo-list`
 * (`uipress/v1/preferences/uip-todo-list`).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchPreference } from '../../runtime/preferences';
import { TODO_PREFERENCE_KEY } from './constants';
import { parseStoredTodos, type TodoItem } from './items';

/**
 * The signed-in user's to-dos; an empty list when none were saved. Rejects
 * with what apiFetch rejected with (the server's error).
 */
export async function loadTodos(): Promise< TodoItem[] > {
	return parseStoredTodos( await fetchPreference( TODO_PREFERENCE_KEY ) );
}

export interface SaveOptions {
	/**
	 * Whether the request may outlive the page (`fetch` keepalive): a save
	 * made as the page is left.
	 */
	keepalive?: boolean;
}

/**
 * Saves the user's to-dos. Rejects with what apiFetch rejected with (the
 * server's error), so the caller can say why.
 *
 * @param items             The list, as stored.
 * @param options           How to send it.
 * @param options.keepalive Whether it may outlive the page.
 */
export async function saveTodos(
	items: TodoItem[],
	{ keepalive = false }: SaveOptions = {}
): Promise< void > {
	await apiFetch( {
		path: `/uipress/v1/preferences/${ TODO_PREFERENCE_KEY }`,
		method: 'POST',
		data: { value: items },
		...( keepalive && { keepalive: true } ),
	} );
}

/**
 * The message of a failed request: the server's, else a general one.
 *
 * @param error What apiFetch rejected with.
 */
export function requestMessage( error: unknown ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message.trim()
		? message
		: __( 'The server could not be reached.', 'uipress' );
}
