/**
 * The login address's slug, free of React (includes/SignIn/LoginSlug.php
 * has the full check, with WordPress's own words and existing content).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** Words the server refuses whatever the site (a few of them). */
const RESERVED = new Set( [
	'login',
	'admin',
	'dashboard',
	'logout',
	'register',
	'wp-json',
	'feed',
	'search',
] );

/**
 * The slug as it is saved: trimmed, without slashes, lowercase.
 *
 * @param value What was typed.
 */
export function normaliseSlug( value: string ): string {
	return value
		.trim()
		.replace( /^\/+|\/+$/g, '' )
		.toLowerCase();
}

/**
 * What is wrong with a slug, or '' ('' is no custom address).
 *
 * @param value What was typed.
 */
export function slugError( value: string ): string {
	const slug = normaliseSlug( value );
	if ( slug === '' ) {
		return '';
	}
	if ( ! /^[a-z0-9][a-z0-9_-]{1,62}[a-z0-9]$/.test( slug ) ) {
		return __(
			'The login address must be 3 to 64 lowercase letters, digits, hyphens or underscores, starting and ending with a letter or digit.',
			'uipress'
		);
	}
	if ( /^wp[-_]/.test( slug ) || RESERVED.has( slug ) ) {
		return sprintf(
			/* translators: %s: the slug. */
			__(
				'“%s” is an address WordPress uses itself: choose another login address.',
				'uipress'
			),
			slug
		);
	}
	return '';
}
