/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useTemplateId } from '../../engine/renderer/block-hooks';
import type { BlockComponentProps } from '../../engine/types';
import { textOption } from '../shared/options';
import ChatInput from './chat-input';
import Markdown from './markdown';
import { useChat, type ChatPreview } from './use-chat';
import './ai-chat.scss';

/**
 * One turn of the conversation.
 *
 * @param props         Component props.
 * @param props.author  Who wrote it.
 * @param props.content Its text (an answer's is Markdown).
 * @param props.welcome Whether it is the block's welcome message.
 */
function Message( {
	author,
	content,
	welcome = false,
}: {
	author: 'user' | 'assistant';
	content: string;
	welcome?: boolean;
} ) {
	return (
		<div
			className={ `uip-ai-chat__message is-${ author }${
				welcome ? ' is-welcome' : ''
			}` }
		>
			<span className="screen-reader-text">
				{ author === 'user'
					? __( 'You:', 'uipress' )
					: __( 'Assistant:', 'uipress' ) }
			</span>
			{ author === 'user' ? (
				<p className="uip-ai-chat__text">{ content }</p>
			) : (
				<div className="uip-ai-chat__text">
					<Markdown text={ content } />
				</div>
			) }
		</div>
	);
}

/**
 * The AI chat block (`uip-ai-chat`): a conversation with an AI assistant
 * through the site's server (POST uipress/v1/ai/chat), which holds the key
 * and the block's system message and model. Answers stream in as they are
 * written. The conversation lasts for the tab's session.
 *
 * @param props         Component props.
 * @param props.block   The block.
 * @param props.mode    Display mode.
 * @param props.options The block's options.
 */
export default function AiChat( {
	block,
	mode,
	options,
}: BlockComponentProps ) {
	const templateId = useTemplateId();
	const welcome = textOption( options, 'welcomeMessage' ).trim();
	const systemMessage = textOption( options, 'systemMessage' );
	const model = textOption( options, 'chatModel' ).trim();
	// The preview may show a block not saved yet: its settings go along
	// (the server uses them for template managers only).
	const preview = useMemo< ChatPreview | undefined >(
		() =>
			mode === 'preview'
				? { systemMessage, ...( model ? { model } : {} ) }
				: undefined,
		[ mode, systemMessage, model ]
	);
	const chat = useChat( templateId ?? 0, block.uid, preview );
	const canSend = mode !== 'builder' && !! templateId;
	const thinking = chat.status === 'thinking';
	const last = chat.messages[ chat.messages.length - 1 ];
	const waiting = thinking && ( ! last || ! last.content );

	const log = useRef< HTMLDivElement >( null );
	useEffect( () => {
		const element = log.current;
		if ( element ) {
			element.scrollTop = element.scrollHeight;
		}
	}, [ chat.messages, chat.status, chat.error ] );

	return (
		<div className="uip-ai-chat">
			<div
				ref={ log }
				className="uip-ai-chat__log"
				role="log"
				aria-label={ __( 'Conversation', 'uipress' ) }
				aria-busy={ thinking }
				// Scrollable, so keyboard users can scroll it.

				tabIndex={ 0 }
			>
				{ welcome && (
					<Message author="assistant" content={ welcome } welcome />
				) }
				{ chat.messages.map( ( message, index ) =>
					waiting && index === chat.messages.length - 1 ? null : (
						<Message
							key={ index }
							author={ message.role }
							content={ message.content }
						/>
					)
				) }
				{ waiting && (
					<div
						className="uip-ai-chat__typing"
						role="status"
						aria-label={ __(
							'The assistant is typing',
							'uipress'
						) }
					>
						<span />
						<span />
						<span />
					</div>
				) }
				{ chat.status === 'error' && chat.error && (
					<p className="uip-ai-chat__error" role="alert">
						{ chat.error }
						{ chat.errorLink && (
							<>
								{ ' ' }
								<a href={ chat.errorLink.url }>
									{ chat.errorLink.label }
								</a>
							</>
						) }
					</p>
				) }
				{ chat.canUndoClear && (
					<p className="uip-ai-chat__cleared" role="status">
						{ __( 'Conversation cleared.', 'uipress' ) }{ ' ' }
						<button
							type="button"
							className="uip-ai-chat__link-button"
							onClick={ chat.undoClear }
						>
							{ __( 'Undo', 'uipress' ) }
						</button>
					</p>
				) }
			</div>
			<ChatInput
				thinking={ thinking }
				disabled={ ! canSend }
				onSend={ chat.send }
				onStop={ chat.stop }
			/>
			<div className="uip-ai-chat__footer">
				{ mode === 'builder' && (
					<span className="uip-ai-chat__hint">
						{ __( 'Preview the template to chat.', 'uipress' ) }
					</span>
				) }
				<button
					type="button"
					className="uip-ai-chat__link-button"
					onClick={ chat.clear }
					disabled={ thinking || chat.messages.length === 0 }
				>
					{ __( 'Clear conversation', 'uipress' ) }
				</button>
			</div>
		</div>
	);
}
