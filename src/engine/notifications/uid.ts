const ALPHABET =
	'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Length of generated unique ids (spec: 24 characters). */
export const UID_LENGTH = 24;

/**
 * A 24-character alphanumeric id, random enough not to collide in one page
 * (every browser WordPress supports has `crypto.getRandomValues`, and Node
 * too: the e2e specs build starter layouts with it).
 */
export function generateUid(): string {
	return Array.from(
		globalThis.crypto.getRandomValues( new Uint8Array( UID_LENGTH ) ),
		( byte ) => ALPHABET[ byte % ALPHABET.length ]
	).join( '' );
}
