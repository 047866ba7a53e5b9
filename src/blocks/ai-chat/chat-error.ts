/**
 * The texts of the chat's errors (spec: AI errors).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** Why a message got no answer. */
export class ChatError extends Error {
	/**
	 * @param message What the user reads.
	 */
	constructor( message: string ) {
		super( message );
		this.name = 'ChatError';
	}
}

/**
 * A provider's error as the user reads it: its message followed by
 * ' - error code: ' and the code; a transport error (no code): its message.
 *
 * @param message The provider's or the transport's message.
 * @param code    The provider's error code, when it gave one.
 */
export function providerErrorText( message: string, code?: string ): string {
	return code ? `${ message } - error code: ${ code }` : message;
}

/** The text when the server answered nothing usable. */
export function unknownErrorText(): string {
	return __( 'The assistant could not answer. Try again.', 'uipress' );
}
