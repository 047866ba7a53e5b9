/**
 * WordPress dependencies
 */
import { useLayoutEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, KeyboardEvent } from 'react';

/** Spec (chat constants): the input grows to 500 px, then scrolls. */
export const INPUT_MAX_HEIGHT = 500;
/** Spec: the input's height after sending. */
export const INPUT_RESET_HEIGHT = 20;

/**
 * Whether a key press sends the message (spec: Enter without Shift or Meta).
 *
 * @param event             The key press.
 * @param event.key
 * @param event.shiftKey
 * @param event.metaKey
 * @param event.isComposing
 */
export function sendsOnKey( event: {
	key: string;
	shiftKey: boolean;
	metaKey: boolean;
	isComposing?: boolean;
} ): boolean {
	return (
		event.key === 'Enter' &&
		! event.shiftKey &&
		! event.metaKey &&
		// Enter that ends an input method's composition only confirms it.
		! event.isComposing
	);
}

/**
 * Sizes the input to its text: from the reset height up to the maximum,
 * then it scrolls.
 *
 * @param input The text area.
 */
function fitHeight( input: HTMLTextAreaElement ): void {
	input.style.height = `${ INPUT_RESET_HEIGHT }px`;
	const wanted = input.scrollHeight;
	input.style.height = `${ Math.min(
		Math.max( wanted, INPUT_RESET_HEIGHT ),
		INPUT_MAX_HEIGHT
	) }px`;
	input.style.overflowY = wanted > INPUT_MAX_HEIGHT ? 'auto' : 'hidden';
}

/**
 * The message box with its send (or, while an answer comes, stop) button.
 *
 * @param props          Component props.
 * @param props.thinking Whether an answer is coming.
 * @param props.disabled Whether sending is off (the builder's canvas).
 * @param props.onSend   Sends a message; false when it was not sent.
 * @param props.onStop   Stops the answer.
 */
export default function ChatInput( {
	thinking,
	disabled,
	onSend,
	onStop,
}: {
	thinking: boolean;
	disabled: boolean;
	onSend: ( text: string ) => boolean;
	onStop: () => void;
} ) {
	const [ text, setText ] = useState( '' );
	const input = useRef< HTMLTextAreaElement >( null );

	useLayoutEffect( () => {
		if ( input.current ) {
			fitHeight( input.current );
		}
	}, [ text ] );

	const send = () => {
		if ( ! disabled && onSend( text ) ) {
			setText( '' );
		}
	};
	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		send();
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if (
			sendsOnKey( {
				key: event.key,
				shiftKey: event.shiftKey,
				metaKey: event.metaKey,
				isComposing: event.nativeEvent.isComposing,
			} )
		) {
			event.preventDefault();
			send();
		}
	};

	return (
		<form className="uip-ai-chat__composer" onSubmit={ onSubmit }>
			<textarea
				ref={ input }
				className="uip-ai-chat__input"
				rows={ 1 }
				value={ text }
				aria-label={ __( 'Message', 'uipress' ) }
				placeholder={ __( 'Type a message…', 'uipress' ) }
				disabled={ disabled }
				onChange={ ( event ) => setText( event.target.value ) }
				onKeyDown={ onKeyDown }
			/>
			{ thinking ? (
				<button
					type="button"
					className="uip-ai-chat__action"
					onClick={ onStop }
				>
					<span className="uip-icon" aria-hidden="true">
						stop
					</span>
					<span className="screen-reader-text">
						{ __( 'Stop answering', 'uipress' ) }
					</span>
				</button>
			) : (
				<button
					type="submit"
					className="uip-ai-chat__action"
					disabled={ disabled || ! text.trim() }
				>
					<span className="uip-icon" aria-hidden="true">
						send
					</span>
					<span className="screen-reader-text">
						{ __( 'Send', 'uipress' ) }
					</span>
				</button>
			) }
		</form>
	);
}
