const ALPHABET =
	'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Length of generated unique ids (spec: 24 characters). */
export const UID_LENGTH = 24;

/**
 * A 24-character alphanumeric id, random enough not to collide in one page.
 */
export function generateUid(): string {
	const bytes = new Uint8Array( UID_LENGTH );
	if ( typeof window !== 'undefined' && window.crypto?.getRandomValues ) {
		window.crypto.getRandomValues( bytes );
	} else {
		for ( let index = 0; index < UID_LENGTH; index++ ) {
			bytes[ index ] = Math.floor( Math.random() * 256 );
		}
	}
	return Array.from(
		bytes,
		( byte ) => ALPHABET[ byte % ALPHABET.length ]
	).join( '' );
}
