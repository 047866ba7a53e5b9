/**
 * The AI chat block's request (POST uipress/v1/ai/chat, docs/REST.md "AI
 * chat"): the client names the template and the block and sends the
 * conversation; the server adds the block's system message, model and key
 * (which never reach the browser) and streams the answer back as
 * newline-delimited JSON.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/is-record';
import {
	ChatError,
	providerErrorText,
	refusalLink,
	unknownErrorText,
} from './chat-error';
import { NdjsonLines } from './ndjson';

export const CHAT_PATH = '/uipress/v1/ai/chat';

/** A turn sent to the server. */
export interface ChatTurn {
	role: 'user' | 'assistant';
	content: string;
}

export interface ChatRequest {
	template: number;
	block: string;
	/** The template is the sub-site's network template (its id is the main site's). */
	network?: boolean;
	messages: ChatTurn[];
	/** The builder's unsaved block (template managers only). */
	model?: string;
	systemMessage?: string;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * Applies one line of the answer: calls onDelta for text, throws for an
 * error. Returns whether the answer is complete.
 *
 * @param line    A parsed line.
 * @param onDelta Receives each piece of the answer.
 */
export function applyChatLine(
	line: unknown,
	onDelta: ( piece: string ) => void
): boolean {
	if ( ! isRecord( line ) ) {
		return false;
	}
	if ( isRecord( line.error ) ) {
		const message = text( line.error.message ) || unknownErrorText();
		const code = line.error.code;
		throw new ChatError(
			providerErrorText(
				message,
				typeof code === 'number' ? String( code ) : text( code )
			)
		);
	}
	if ( typeof line.delta === 'string' && line.delta ) {
		onDelta( line.delta );
	}
	return line.done === true;
}

/**
 * The message of a refused request (no key, rate limit, not allowed…).
 *
 * @param error What apiFetch threw: the Response (parse: false) or an error.
 */
async function refusal( error: unknown ): Promise< ChatError > {
	if ( typeof Response !== 'undefined' && error instanceof Response ) {
		const body: unknown = await error.json().catch( () => null );
		const message = isRecord( body ) ? text( body.message ) : '';
		return new ChatError(
			message || unknownErrorText(),
			isRecord( body )
				? refusalLink( body.data, window.location.origin )
				: undefined
		);
	}
	const message = isRecord( error ) ? text( error.message ) : '';
	return new ChatError( message || unknownErrorText() );
}

/**
 * Sends the conversation and reads the answer as it streams in. Resolves
 * when the answer is complete, or when `signal` aborts (the user stopped
 * it: what arrived stays); rejects with a ChatError otherwise.
 *
 * @param request What to send.
 * @param onDelta Receives each piece of the answer.
 * @param signal  Aborts the request.
 */
export async function sendChat(
	request: ChatRequest,
	onDelta: ( piece: string ) => void,
	signal: AbortSignal
): Promise< void > {
	let response: Response;
	try {
		response = await apiFetch< Response, false >( {
			path: CHAT_PATH,
			method: 'POST',
			data: request,
			parse: false,
			signal,
		} );
	} catch ( error ) {
		if ( signal.aborted ) {
			return;
		}
		throw await refusal( error );
	}
	if ( ! response.body ) {
		throw new ChatError( unknownErrorText() );
	}
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	const lines = new NdjsonLines();
	try {
		for (;;) {
			const { done, value } = await reader.read();
			const parsed = done
				? lines.end()
				: lines.push( decoder.decode( value, { stream: true } ) );
			for ( const line of parsed ) {
				if ( applyChatLine( line, onDelta ) ) {
					return;
				}
			}
			if ( done ) {
				// The connection closed before the answer said it was done.
				throw new ChatError( unknownErrorText() );
			}
		}
	} catch ( error ) {
		if ( signal.aborted ) {
			return;
		}
		throw error instanceof ChatError
			? error
			: new ChatError( unknownErrorText() );
	} finally {
		// Closes the connection when the answer ended early (done, or a
		// provider error) or was stopped.
		reader.cancel().catch( () => undefined );
	}
}
