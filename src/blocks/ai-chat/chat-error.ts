/**
 * The texts of the chat's errors (spec: AI errors).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** A link the error offers (where to fix it). */
export interface ChatErrorLink {
	url: string;
	label: string;
}

/** Why a message got no answer. */
export class ChatError extends Error {
	/** Where to fix it, when the server says (a manager's Connectors link). */
	readonly link?: ChatErrorLink;

	/**
	 * @param message What the user reads.
	 * @param link    Where to fix it.
	 */
	constructor( message: string, link?: ChatErrorLink ) {
		super( message );
		this.name = 'ChatError';
		this.link = link;
	}
}

/**
 * The link a refusal's data offers: Settings → Connectors, given to who
 * may connect an AI provider (an address of this site only).
 *
 * @param data   The refusal's `data`.
 * @param origin This page's origin.
 */
export function refusalLink(
	data: unknown,
	origin: string
): ChatErrorLink | undefined {
	const url =
		data && typeof data === 'object'
			? ( data as { connectorsUrl?: unknown } ).connectorsUrl
			: undefined;
	if ( typeof url !== 'string' ) {
		return undefined;
	}
	try {
		if ( new URL( url ).origin !== origin ) {
			return undefined;
		}
	} catch {
		return undefined;
	}
	return {
		url,
		label: __( 'Connect a provider in Settings → Connectors', 'uipress' ),
	};
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
