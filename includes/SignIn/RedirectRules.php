<?php
/**
 * Redirect rules per role and per user: checked, stored and resolved.
 *
 * @package UiPress
 */

namespace UiPress\SignIn;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A rule list (settings `loginRedirects`, `logoutRedirects`, kind
 * `redirects`) is an ordered list of `{ roles: string[], users: int[], to:
 * string }`. `to` is an admin path (`edit.php?post_type=page`, appended to
 * admin_url()) or a full http(s) URL of this site (or of a host the site
 * allows with WordPress's `allowed_redirect_hosts` filter).
 *
 * Precedence for a user: the first rule, in the administrator's order, that
 * names the user; else the first rule that names one of the user's roles;
 * else none. A rule whose target no longer passes wp_validate_redirect() is
 * skipped.
 *
 * @phpstan-type Rule array{roles: list<string>, users: list<int>, to: string}
 */
final class RedirectRules {

	/**
	 * Most rules in one list.
	 */
	public const MAX_RULES = 50;

	/**
	 * A rule list as it is stored, or why it is refused (data.rule: the
	 * index of the rule at fault).
	 *
	 * @param mixed  $value The value sent.
	 * @param string $key   The setting's key.
	 * @param string $label The setting's label.
	 * @return list<Rule>|WP_Error
	 */
	public static function clean( $value, string $key, string $label ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return self::refuse( $key, null, sprintf( /* translators: %s: the setting's label. */ __( '“%s” must be a list of rules.', 'uipress' ), $label ) );
		}
		if ( count( $value ) > self::MAX_RULES ) {
			return self::refuse( $key, null, sprintf( /* translators: 1: the setting's label, 2: the most rules allowed. */ __( '“%1$s” holds at most %2$d rules.', 'uipress' ), $label, self::MAX_RULES ) );
		}
		$rules = array();
		foreach ( $value as $index => $rule ) {
			$clean = self::clean_rule( $rule );
			if ( is_string( $clean ) ) {
				/* translators: 1: the setting's label, 2: the rule's number, 3: what is wrong. */
				return self::refuse( $key, $index, sprintf( __( '“%1$s”, rule %2$d: %3$s', 'uipress' ), $label, $index + 1, $clean ) );
			}
			$rules[] = $clean;
		}
		return $rules;
	}

	/**
	 * The stored rules, read leniently (a rule that would not pass clean()
	 * is left out): the option may have been written by anything.
	 *
	 * @param mixed $stored The stored value.
	 * @return list<Rule>
	 */
	public static function from_stored( $stored ): array {
		$rules = array();
		foreach ( is_array( $stored ) ? $stored : array() as $rule ) {
			$clean = self::clean_rule( $rule );
			if ( is_array( $clean ) ) {
				$rules[] = $clean;
			}
		}
		return $rules;
	}

	/**
	 * The URL a user is sent to by a list of rules, or '' when no rule
	 * applies: user rules before role rules, each in list order.
	 *
	 * @param array<int, array<string, mixed>> $rules The rules.
	 * @phpstan-param list<Rule> $rules
	 * @param WP_User                          $user  The user.
	 */
	public static function target_for( array $rules, WP_User $user ): string {
		$roles = array_map( 'strval', $user->roles );
		foreach ( array( 'users', 'roles' ) as $pass ) {
			foreach ( $rules as $rule ) {
				$names = 'users' === $pass ? in_array( (int) $user->ID, $rule['users'], true ) : array() !== array_intersect( $roles, $rule['roles'] );
				if ( ! $names ) {
					continue;
				}
				$url = self::url( $rule['to'] );
				if ( '' !== $url ) {
					return $url;
				}
			}
		}
		return '';
	}

	/**
	 * A rule's target as a URL: a full http(s) URL as it is, anything else
	 * appended to admin_url(); '' when the result is not a safe redirect.
	 *
	 * @param string $to The target.
	 */
	public static function url( string $to ): string {
		$to = trim( $to );
		if ( '' !== self::target_error( $to ) ) {
			return '';
		}
		$url = 1 === preg_match( '#^https?://#i', $to ) ? $to : admin_url( ltrim( $to, '/' ) );
		return wp_validate_redirect( $url, '' );
	}

	/**
	 * Whether a redirect requested with the login or logout (`redirect_to`)
	 * should win over the rules: any but none and the admin home (where
	 * WordPress sends everyone by default).
	 *
	 * @param string $requested The requested redirect.
	 */
	public static function is_explicit_request( string $requested ): bool {
		$requested = trim( $requested );
		if ( '' === $requested ) {
			return false;
		}
		$path  = (string) wp_parse_url( $requested, PHP_URL_PATH );
		$query = (string) wp_parse_url( $requested, PHP_URL_QUERY );
		$admin = (string) wp_parse_url( admin_url(), PHP_URL_PATH );
		$home  = in_array( untrailingslashit( $path ), array( untrailingslashit( $admin ), $admin . 'index.php', 'wp-admin' ), true );
		return ! ( $home && '' === $query );
	}

	/**
	 * What is wrong with a target, or ''.
	 *
	 * @param string $to The target, trimmed.
	 */
	public static function target_error( string $to ): string {
		if ( '' === $to ) {
			return __( 'enter where to send them.', 'uipress' );
		}
		if ( 1 === preg_match( '/[\s\\\\<>"]/', $to ) || strlen( $to ) > 2000 ) {
			return __( 'the address has spaces or characters an address cannot hold.', 'uipress' );
		}
		if ( 1 === preg_match( '#^https?://#i', $to ) ) {
			if ( esc_url_raw( $to, array( 'http', 'https' ) ) !== $to || ! is_string( wp_parse_url( $to, PHP_URL_HOST ) ) ) {
				return __( 'the address is not a valid URL.', 'uipress' );
			}
			if ( '' === wp_validate_redirect( $to, '' ) ) {
				return __( 'a full address must be on this site.', 'uipress' );
			}
			return '';
		}
		if ( str_starts_with( $to, '//' ) || 1 === preg_match( '/^[a-z][a-z0-9+.-]*:/i', $to ) ) {
			return __( 'use an admin page such as edit.php, or a full http(s) address of this site.', 'uipress' );
		}
		return '';
	}

	/**
	 * One rule, or what is wrong with it.
	 *
	 * @param mixed $rule The rule sent.
	 * @return Rule|string
	 */
	private static function clean_rule( $rule ) {
		if ( ! is_array( $rule ) ) {
			return __( 'a rule must name roles or users and a target.', 'uipress' );
		}
		$roles = array();
		foreach ( is_array( $rule['roles'] ?? null ) ? $rule['roles'] : array() as $role ) {
			if ( is_string( $role ) && 1 === preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $role ) && ! in_array( $role, $roles, true ) ) {
				$roles[] = $role;
			}
		}
		$users = array();
		foreach ( is_array( $rule['users'] ?? null ) ? $rule['users'] : array() as $user ) {
			$id = is_int( $user ) || ( is_string( $user ) && ctype_digit( $user ) ) ? (int) $user : 0;
			if ( $id > 0 && ! in_array( $id, $users, true ) ) {
				$users[] = $id;
			}
		}
		if ( array() === $roles && array() === $users ) {
			return __( 'choose at least one role or user.', 'uipress' );
		}
		$to    = is_string( $rule['to'] ?? null ) ? trim( $rule['to'] ) : '';
		$error = self::target_error( $to );
		if ( '' !== $error ) {
			return $error;
		}
		return array(
			'roles' => $roles,
			'users' => $users,
			'to'    => $to,
		);
	}

	/**
	 * A refusal naming the setting and, when known, the rule.
	 *
	 * @param string   $key     The setting.
	 * @param int|null $index   The rule's index.
	 * @param string   $message Why.
	 */
	private static function refuse( string $key, ?int $index, string $message ): WP_Error {
		$data = array(
			'status'  => 400,
			'setting' => $key,
		);
		if ( null !== $index ) {
			$data['rule'] = $index;
		}
		return new WP_Error( 'uipress_invalid_setting', $message, $data );
	}
}
