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
	 * How many snapshots a user keeps (the most recently saved, of any page
	 * and width band).
	 */
	public const KEEP = 6;

	/**
	 * Largest snapshot, in bytes, as sent and as kept.
	 */
	public const MAX_BYTES = 262144;

	/**
	 * Window widths whose interface may render other markup, with their
	 * media queries: the engine's viewports (mobile below 699 px, desktop
	 * from 990 px: src/engine/viewport/media-queries.ts) and WordPress's
	 * admin breakpoint, below which an off-canvas menu leaves the page
	 * (src/runtime/small-screen.ts). A snapshot is kept per width band and
	 * CSS shows the one of the window's width, before any script.
	 */
	public const BANDS = array(
		'phone'   => array( 0, '(max-width: 698.98px)' ),
		'small'   => array( 699, '(min-width: 699px) and (max-width: 781.98px)' ),
		'tablet'  => array( 782, '(min-width: 782px) and (max-width: 989.98px)' ),
		'desktop' => array( 990, '(min-width: 990px)' ),
	);

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
		if ( is_array( $config['runtime'] ?? null ) ) {
			unset( $config['runtime']['snapshot'] );
		}
		$json = (string) wp_json_encode(
			array(
				UIPRESS_VERSION,
				$build,
				get_user_locale(),
				is_rtl(),
				$classes,
				home_url( '/' ),
				$config,
			)
		);
		// Nonces in addresses (the log-out link's) change every 12 hours and with
		// every session; the picture is inert, and the runtime draws the links anew.
		return md5( (string) preg_replace( '/([?&](?:amp;)?_wpnonce=)[a-f0-9]+/i', '$1', $json ) );
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
	 * The width band of a window width.
	 *
	 * @param int $width The window's width in CSS pixels.
	 */
	public static function band( int $width ): string {
		$found = 'phone';
		foreach ( self::BANDS as $band => $range ) {
			if ( $width >= $range[0] ) {
				$found = $band;
			}
		}
		return $found;
	}

	/**
	 * The markup kept under a key, per width band.
	 *
	 * @param int    $user_id The user.
	 * @param string $key     The key.
	 * @return array<string, string>
	 */
	public static function bands( int $user_id, string $key ): array {
		$bands = array();
		foreach ( self::entries( $user_id ) as $entry ) {
			if ( $entry['key'] === $key ) {
				$bands[ $entry['band'] ] = $entry['html'];
			}
		}
		return $bands;
	}

	/**
	 * Keeps markup (already sanitised: ChromeSnapshotMarkup) under a key and
	 * width band, as the newest of the user's snapshots.
	 *
	 * @param int    $user_id The user.
	 * @param string $key     The key.
	 * @param string $html    The markup.
	 * @param string $band    The width band (BANDS).
	 */
	public static function store( int $user_id, string $key, string $html, string $band = 'desktop' ): void {
		$entries = array_filter(
			self::entries( $user_id ),
			static fn( array $entry ): bool => $entry['key'] !== $key || $entry['band'] !== $band
		);
		array_unshift(
			$entries,
			array(
				'key'  => $key,
				'band' => $band,
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
	 * The rules that show each printed snapshot only in its width band.
	 */
	public static function band_css(): string {
		$css = '';
		foreach ( self::BANDS as $band => $range ) {
			$css .= '@media not all and ' . $range[1] . '{[data-uip-chrome-snapshot=' . $band . ']{display:none}}';
		}
		return $css;
	}

	/**
	 * Deletes a user's snapshots (sign-out, role change, deleted user).
	 *
	 * @param int|mixed $user_id The user.
	 */
	public static function forget( $user_id ): void {
		$user_id = is_numeric( $user_id ) ? (int) $user_id : 0;
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
	 * @return list<array{key: string, band: string, html: string}>
	 */
	public static function entries( int $user_id ): array {
		$option = self::option( $user_id );
		// One store for a network: a user signs out of all its sites at once.
		$stored  = is_multisite() ? get_network_option( null, $option, array() ) : get_option( $option, array() );
		$entries = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['key'] ?? null ) && is_string( $entry['html'] ?? null ) ) {
				$band      = $entry['band'] ?? 'desktop';
				$entries[] = array(
					'key'  => $entry['key'],
					'band' => is_string( $band ) && isset( self::BANDS[ $band ] ) ? $band : 'desktop',
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
