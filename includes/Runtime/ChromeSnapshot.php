<?php
/**
 * The interface's chrome as its user last saw it, painted before any script.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * After the interface renders, the runtime sends the markup of its chrome
 * (everything but the framed page); the interface page prints it the next
 * time the same user opens the same page with the same interface, so the
 * chrome paints from HTML before `runtime.js` has run. The runtime then
 * takes over from it (src/runtime/chrome-snapshot).
 *
 * Kept on the server, per user, never in the browser: only that user's
 * signed-in requests print it, so another person using the browser cannot
 * read it, and signing out deletes it. Each snapshot is keyed by a hash of
 * everything the interface renders from (the page's configuration: the
 * template and its version, menus, toolbar, account, preferences, the page
 * address), the user's locale and the build: a changed template, menu, role
 * or locale gives another key, so a stale snapshot is never printed.
 * docs/FIRST-PAINT.md.
 */
final class ChromeSnapshot {

	/**
	 * Prefix of the option that holds a user's snapshots (then the user id):
	 * an option is read only on the interface page, where user meta would be
	 * loaded with every request the user makes.
	 */
	public const OPTION_PREFIX = 'uipress_chrome_snapshot_';

	/**
	 * How many pages' snapshots a user keeps (the most recently saved).
	 */
	public const KEEP = 4;

	/**
	 * Largest snapshot, in bytes, as sent and as kept.
	 */
	public const MAX_BYTES = 262144;

	/**
	 * Adds the hooks that forget snapshots.
	 */
	public static function register_hooks(): void {
		add_action( 'wp_logout', array( self::class, 'forget' ) );
		// A role's key differs already; the old snapshot is no use.
		add_action( 'set_user_role', array( self::class, 'forget' ) );
		add_action( 'add_user_role', array( self::class, 'forget' ) );
		add_action( 'remove_user_role', array( self::class, 'forget' ) );
		add_action( 'deleted_user', array( self::class, 'forget' ) );
	}

	/**
	 * The key of what a page's interface renders from.
	 *
	 * @param array<string, mixed> $config  The page's configuration (runtime included).
	 * @param string               $build   The runtime build's version.
	 * @param string               $classes The body's classes (colour scheme, locale, direction).
	 */
	public static function key( array $config, string $build, string $classes ): string {
		unset( $config['runtime']['snapshot'] );
		return md5(
			(string) wp_json_encode(
				array(
					UIPRESS_VERSION,
					$build,
					get_user_locale(),
					is_rtl(),
					$classes,
					home_url( '/' ),
					$config,
				)
			)
		);
	}

	/**
	 * What proves a key came from a page printed for this user: the REST
	 * route stores a snapshot only under a key it can verify.
	 *
	 * @param string $key     The key.
	 * @param int    $user_id The user.
	 */
	public static function token( string $key, int $user_id ): string {
		return wp_hash( 'uipress-chrome-snapshot|' . $user_id . '|' . $key, 'auth' );
	}

	/**
	 * Whether a token is the one token() gives.
	 *
	 * @param string $key     The key.
	 * @param string $token   The token sent.
	 * @param int    $user_id The user.
	 */
	public static function verify( string $key, string $token, int $user_id ): bool {
		return '' !== $key && hash_equals( self::token( $key, $user_id ), $token );
	}

	/**
	 * The markup kept under a key, or null.
	 *
	 * @param int    $user_id The user.
	 * @param string $key     The key.
	 */
	public static function find( int $user_id, string $key ): ?string {
		foreach ( self::entries( $user_id ) as $entry ) {
			if ( $entry['key'] === $key ) {
				return $entry['html'];
			}
		}
		return null;
	}

	/**
	 * Keeps markup (already sanitised: ChromeSnapshotMarkup) under a key,
	 * as the newest of the user's snapshots.
	 *
	 * @param int    $user_id The user.
	 * @param string $key     The key.
	 * @param string $html    The markup.
	 */
	public static function store( int $user_id, string $key, string $html ): void {
		$entries = array_filter(
			self::entries( $user_id ),
			static fn( array $entry ): bool => $entry['key'] !== $key
		);
		array_unshift(
			$entries,
			array(
				'key'  => $key,
				'html' => $html,
			)
		);
		$entries = array_slice( array_values( $entries ), 0, self::KEEP );
		$option  = self::option( $user_id );
		if ( is_multisite() ) {
			update_network_option( null, $option, $entries );
		} else {
			update_option( $option, $entries, false );
		}
	}

	/**
	 * Deletes a user's snapshots (sign-out, role change, deleted user).
	 *
	 * @param int|mixed $user_id The user.
	 */
	public static function forget( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id <= 0 ) {
			return;
		}
		if ( is_multisite() ) {
			delete_network_option( null, self::option( $user_id ) );
		} else {
			delete_option( self::option( $user_id ) );
		}
	}

	/**
	 * A user's snapshots, newest first.
	 *
	 * @param int $user_id The user.
	 * @return list<array{key: string, html: string}>
	 */
	public static function entries( int $user_id ): array {
		$option = self::option( $user_id );
		// One store for a network: a user signs out of all its sites at once.
		$stored  = is_multisite() ? get_network_option( null, $option, array() ) : get_option( $option, array() );
		$entries = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['key'] ?? null ) && is_string( $entry['html'] ?? null ) ) {
				$entries[] = array(
					'key'  => $entry['key'],
					'html' => $entry['html'],
				);
			}
		}
		return $entries;
	}

	/**
	 * The option of a user's snapshots.
	 *
	 * @param int $user_id The user.
	 */
	private static function option( int $user_id ): string {
		return self::OPTION_PREFIX . $user_id;
	}
}
