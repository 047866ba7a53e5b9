/**
 * The conversation, kept for the browser tab's session (sessionStorage): it
 * survives pages opened in the frame and reloads, and ends with the tab.
 */

/** A message of the conversation (spec: chat message). */
export interface ChatMessage {
	role: 'user' | 'assistant';
	content: string;
}

/** Longest conversation kept (and sent): the latest turns. */
export const MAX_KEPT_MESSAGES = 100;

/**
 * The storage key of one block's conversation.
 *
 * @param templateId The template's id (0 for an unsaved one).
 * @param uid        The block's uid.
 */
export function sessionKey( templateId: number, uid: string ): string {
	return `uipress-ai-chat:${ templateId }:${ uid }`;
}

function isMessage( value: unknown ): value is ChatMessage {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const { role, content } = value as Record< string, unknown >;
	return (
		( role === 'user' || role === 'assistant' ) &&
		typeof content === 'string'
	);
}

/** The tab's session storage, or undefined where it is refused. */
function storage(): Storage | undefined {
	try {
		return window.sessionStorage;
	} catch {
		return undefined;
	}
}

/**
 * The conversation kept under a key; [] when there is none or it is not
 * readable.
 *
 * @param key The storage key.
 */
export function readSession( key: string ): ChatMessage[] {
	try {
		const parsed: unknown = JSON.parse( storage()?.getItem( key ) ?? '[]' );
		return Array.isArray( parsed ) ? parsed.filter( isMessage ) : [];
	} catch {
		return [];
	}
}

/**
 * Keeps a conversation (its latest turns); an empty one is removed.
 *
 * @param key      The storage key.
 * @param messages The conversation.
 */
export function writeSession( key: string, messages: ChatMessage[] ): void {
	try {
		if ( messages.length === 0 ) {
			storage()?.removeItem( key );
			return;
		}
		storage()?.setItem(
			key,
			JSON.stringify( messages.slice( -MAX_KEPT_MESSAGES ) )
		);
	} catch {
		// Storage full or refused: the conversation lasts as long as the page.
	}
}
