/**
 * Redirect rules (settings `loginRedirects`, `logoutRedirects`), free of
 * React: read, checked and edited as the server keeps them
 * (includes/SignIn/RedirectRules.php).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../../shared/config/fields';

/** Who a rule sends where: roles by name, users by id, an admin path or a URL. */
export interface RedirectRule {
	roles: string[];
	users: number[];
	to: string;
}

/** Most rules in one list (RedirectRules::MAX_RULES). */
export const MAX_RULES = 50;

/**
 * The rules of a stored value; anything that is not a rule is left out.
 *
 * @param value The stored value.
 */
export function rulesOf( value: unknown ): RedirectRule[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value.filter( isRecord ).map( ( rule ) => ( {
		roles: Array.isArray( rule.roles )
			? rule.roles.filter(
					( role ): role is string => typeof role === 'string'
				)
			: [],
		users: Array.isArray( rule.users )
			? rule.users.filter(
					( id ): id is number => Number.isInteger( id ) && id > 0
				)
			: [],
		to: typeof rule.to === 'string' ? rule.to : '',
	} ) );
}

/**
 * What is wrong with a target, or '' (the server also checks that a full
 * address is on this site or a host it allows).
 *
 * @param to The target.
 */
export function targetError( to: string ): string {
	const target = to.trim();
	if ( target === '' ) {
		return __( 'Enter where to send them.', 'uipress' );
	}
	if ( /[\s\\<>"]/.test( target ) ) {
		return __(
			'The address has spaces or characters an address cannot hold.',
			'uipress'
		);
	}
	if ( /^https?:\/\//i.test( target ) ) {
		try {
			new URL( target );
		} catch {
			return __( 'The address is not a valid URL.', 'uipress' );
		}
		return '';
	}
	if ( target.startsWith( '//' ) || /^[a-z][a-z0-9+.-]*:/i.test( target ) ) {
		return __(
			'Use an admin page such as edit.php, or a full http(s) address of this site.',
			'uipress'
		);
	}
	return '';
}

/**
 * What is wrong with a rule's audience, or ''.
 *
 * @param rule The rule.
 */
export function audienceError( rule: RedirectRule ): string {
	return rule.roles.length || rule.users.length
		? ''
		: __( 'Choose at least one role or user.', 'uipress' );
}

/** A new, empty rule. */
export function emptyRule(): RedirectRule {
	return { roles: [], users: [], to: '' };
}

/**
 * The rules with one moved to another place.
 *
 * @param rules The rules.
 * @param from  Its index.
 * @param to    Its new index.
 */
export function moveRule(
	rules: readonly RedirectRule[],
	from: number,
	to: number
): RedirectRule[] {
	if ( to < 0 || to >= rules.length || from === to || ! rules[ from ] ) {
		return [ ...rules ];
	}
	const next = [ ...rules ];
	const [ moved ] = next.splice( from, 1 );
	next.splice( to, 0, moved as RedirectRule );
	return next;
}

/**
 * The rules with one changed.
 *
 * @param rules   The rules.
 * @param index   Its index.
 * @param changes What changes.
 */
export function changeRule(
	rules: readonly RedirectRule[],
	index: number,
	changes: Partial< RedirectRule >
): RedirectRule[] {
	return rules.map( ( rule, at ) =>
		at === index ? { ...rule, ...changes } : rule
	);
}
