/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** What the OAuth callback said, read from the settings screen's address. */
export interface OAuthResult {
	status: 'success' | 'error';
	message: string;
}

/**
 * The result the OAuth callback (Analytics\Google\OAuthCallback) put in the
 * address, or null when the screen was not opened by it.
 *
 * @param search The address's query (`location.search`).
 */
export function readOAuthResult( search: string ): OAuthResult | null {
	const params = new URLSearchParams( search );
	const result = params.get( 'uipress-analytics' );
	if ( result === 'connected' ) {
		return {
			status: 'success',
			message: __( 'Google Analytics is connected.', 'uipress' ),
		};
	}
	if ( result !== 'error' ) {
		return null;
	}
	const reason = params.get( 'reason' );
	let message: string = __(
		'Google Analytics could not be connected.',
		'uipress'
	);
	if ( reason === 'denied' ) {
		message = __(
			'Google Analytics was not connected: access was not allowed.',
			'uipress'
		);
	} else if ( reason === 'state' ) {
		message = __(
			'Google Analytics was not connected: the sign-in expired or was started elsewhere. Sign in again.',
			'uipress'
		);
	} else if ( reason === 'exchange' && params.get( 'detail' ) ) {
		message = `${ message } ${ params.get( 'detail' ) }`;
	}
	return { status: 'error', message };
}

/**
 * The address without the callback's parameters, so a reload does not show
 * the notice again.
 *
 * @param href The address.
 */
export function withoutOAuthResult( href: string ): string {
	const url = new URL( href );
	for ( const name of [ 'uipress-analytics', 'reason', 'detail' ] ) {
		url.searchParams.delete( name );
	}
	return url.toString();
}
