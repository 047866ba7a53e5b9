/**
 * The chat's state (spec: AI chat states idle, thinking, error): the
 * conversation, kept for the tab's session, and sending, stopping and
 * clearing it.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isNetworkTemplate } from '../shared/network-template';
import { ChatError, type ChatErrorLink, unknownErrorText } from './chat-error';
import { sendChat, type ChatRequest } from './chat-api';
import {
	MAX_KEPT_MESSAGES,
	readSession,
	sessionKey,
	writeSession,
	type ChatMessage,
} from './chat-session';

export type ChatStatus = 'idle' | 'thinking' | 'error';

/** The unsaved block's settings the builder's preview sends. */
export type ChatPreview = Pick< ChatRequest, 'model' | 'systemMessage' >;

export interface Chat {
	messages: ChatMessage[];
	status: ChatStatus;
	/** The error's text (status 'error'). */
	error?: string;
	/** Where to fix the error, when the server offers it. */
	errorLink?: ChatErrorLink;
	/** Whether the last clear can be undone. */
	canUndoClear: boolean;
	/** Sends a message; false when it was not sent (blank, or busy). */
	send: ( text: string ) => boolean;
	stop: () => void;
	clear: () => void;
	undoClear: () => void;
}

function withLastAnswer(
	messages: ChatMessage[],
	change: ( content: string ) => string
): ChatMessage[] {
	const last = messages[ messages.length - 1 ];
	if ( ! last || last.role !== 'assistant' ) {
		return messages;
	}
	return [
		...messages.slice( 0, -1 ),
		{ ...last, content: change( last.content ) },
	];
}

/**
 * The conversation without an answer that never started.
 *
 * @param messages The conversation.
 */
function withoutEmptyAnswer( messages: ChatMessage[] ): ChatMessage[] {
	const last = messages[ messages.length - 1 ];
	return last && last.role === 'assistant' && ! last.content
		? messages.slice( 0, -1 )
		: messages;
}

/**
 * @param templateId The template's id.
 * @param uid        The block's uid.
 * @param preview    The builder's unsaved settings, sent with each message.
 */
export function useChat(
	templateId: number,
	uid: string,
	preview?: ChatPreview
): Chat {
	const key = sessionKey( templateId, uid );
	const [ messages, setMessages ] = useState< ChatMessage[] >( () =>
		readSession( key )
	);
	const [ status, setStatus ] = useState< ChatStatus >( 'idle' );
	const [ error, setError ] = useState< string >();
	const [ errorLink, setErrorLink ] = useState< ChatErrorLink >();
	const [ cleared, setCleared ] = useState< ChatMessage[] >();
	const controller = useRef< AbortController >();
	const previewRef = useRef( preview );
	previewRef.current = preview;

	useEffect( () => writeSession( key, messages ), [ key, messages ] );
	// Leaving the page stops the answer.
	useEffect( () => () => controller.current?.abort(), [] );

	const send = useCallback(
		( text: string ): boolean => {
			if ( ! text.trim() || status === 'thinking' ) {
				return false;
			}
			const conversation: ChatMessage[] = [
				...messages,
				{ role: 'user', content: text },
			];
			setMessages( [
				...conversation,
				{ role: 'assistant', content: '' },
			] );
			setStatus( 'thinking' );
			setError( undefined );
			setErrorLink( undefined );
			setCleared( undefined );
			const abort = new AbortController();
			controller.current = abort;
			sendChat(
				{
					template: templateId,
					block: uid,
					...( isNetworkTemplate( templateId )
						? { network: true }
						: {} ),
					messages: conversation.slice( -MAX_KEPT_MESSAGES ),
					...previewRef.current,
				},
				( piece ) =>
					setMessages( ( current ) =>
						withLastAnswer(
							current,
							( content ) => content + piece
						)
					),
				abort.signal
			).then(
				() => {
					setMessages( withoutEmptyAnswer );
					setStatus( 'idle' );
				},
				( reason: unknown ) => {
					setMessages( withoutEmptyAnswer );
					setError(
						reason instanceof ChatError
							? reason.message
							: unknownErrorText()
					);
					setErrorLink(
						reason instanceof ChatError ? reason.link : undefined
					);
					setStatus( 'error' );
				}
			);
			return true;
		},
		[ messages, status, templateId, uid ]
	);

	const stop = useCallback( () => controller.current?.abort(), [] );

	const clear = useCallback( () => {
		controller.current?.abort();
		setCleared( messages );
		setMessages( [] );
		setError( undefined );
		setErrorLink( undefined );
		setStatus( 'idle' );
	}, [ messages ] );

	const undoClear = useCallback( () => {
		if ( cleared ) {
			setMessages( cleared );
			setCleared( undefined );
		}
	}, [ cleared ] );

	return {
		messages,
		status,
		error,
		errorLink,
		canUndoClear: !! cleared?.length,
		send,
		stop,
		clear,
		undoClear,
	};
}
