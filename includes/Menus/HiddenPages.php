<?php
/**
 * Pages of hidden menu items, refused when the menu asks.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Capabilities;
use UiPress\Runtime\Takeover;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A custom menu with "Also block hidden pages" (`settings.blockHidden`)
 * refuses the users it applies to the pages of its hidden items (and of
 * their submenus) with a 403 error page, not only the link. A page another
 * visible item still links to stays open. UiPress's own screens stay open to
 * `uipress_manage` users, and the escape hatch (`uipress-disable=1`) lifts
 * the block for them, so no menu can lock out the people who fix menus.
 */
final class HiddenPages {

	/**
	 * Query arguments that name a different screen of the same file
	 * (edit.php?post_type=page is Pages, not Posts).
	 */
	public const SCREEN_ARGS = array( 'page', 'post_type', 'taxonomy' );

	/**
	 * Adds the hook: after the takeover has decided (admin_init, 0).
	 */
	public static function register_hooks(): void {
		add_action( 'admin_init', array( self::class, 'enforce' ), 1 );
	}

	/**
	 * Refuses the current admin page when the user's menu hides it.
	 */
	public static function enforce(): void {
		if ( wp_doing_ajax() || ! is_admin() ) {
			return;
		}
		$request = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		if ( ! self::is_blocked( wp_get_current_user(), $request ) ) {
			return;
		}
		$message = __( 'This page is hidden from your admin menu, so it is not available to you.', 'uipress' );
		if ( Capabilities::current_user_can_manage() ) {
			$message .= ' ' . __( 'To open it with the stock admin, add uipress-disable=1 to the address.', 'uipress' );
		}
		wp_die(
			esc_html( $message ),
			esc_html__( 'Page not available', 'uipress' ),
			array(
				'response'  => 403,
				'back_link' => true,
			)
		);
	}

	/**
	 * Whether a user is refused an admin URL.
	 *
	 * @param WP_User $user    The user.
	 * @param string  $request The requested URL (path and query).
	 */
	public static function is_blocked( WP_User $user, string $request ): bool {
		if ( $user->ID < 1 ) {
			return false;
		}
		$manager = user_can( $user, Capabilities::MANAGE );
		if ( $manager && ( Takeover::escape_hatch( $user ) || self::is_own_screen( $request ) ) ) {
			return false;
		}
		$match = CustomMenus::match( $user );
		if ( null === $match || true !== ( $match['fields']['settings']['blockHidden'] ?? false ) ) {
			return false;
		}
		$target = AdminMenuCapture::normalise( $request );
		foreach ( self::blocked_urls( MenuStore::items( $match['fields'] ) ) as $hidden ) {
			if ( self::same_screen( $target, $hidden ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The normalised URLs of hidden items and of everything under them,
	 * without those a visible item also links to.
	 *
	 * @param array<mixed> $items Menu items.
	 * @return list<string>
	 */
	public static function blocked_urls( array $items ): array {
		$hidden  = array();
		$visible = array();
		self::collect( $items, false, $hidden, $visible );
		return array_values( array_diff( array_unique( $hidden ), $visible ) );
	}

	/**
	 * Whether a requested page is the screen a hidden URL names: the same
	 * file, every argument of the hidden URL with the same value, and no
	 * screen-naming argument it lacks.
	 *
	 * @param string $target The normalised request.
	 * @param string $hidden The normalised hidden URL.
	 */
	public static function same_screen( string $target, string $hidden ): bool {
		list( $target_path, $target_args ) = self::split( $target );
		list( $hidden_path, $hidden_args ) = self::split( $hidden );
		if ( $target_path !== $hidden_path ) {
			return false;
		}
		foreach ( $hidden_args as $key => $value ) {
			if ( ! array_key_exists( $key, $target_args ) || $target_args[ $key ] !== $value ) {
				return false;
			}
		}
		foreach ( self::SCREEN_ARGS as $key ) {
			if ( array_key_exists( $key, $target_args ) && ! array_key_exists( $key, $hidden_args ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Sorts item URLs into hidden and visible, depth first.
	 *
	 * @param array<mixed> $items   Items.
	 * @param bool         $inside  Whether a hidden item holds them.
	 * @param string[]     $hidden  Hidden URLs (appended to).
	 * @param string[]     $visible Visible URLs (appended to).
	 */
	private static function collect( array $items, bool $inside, array &$hidden, array &$visible ): void {
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$custom    = isset( $item['custom'] ) && is_array( $item['custom'] ) ? $item['custom'] : array();
			$is_hidden = $inside || true === ( $custom['hidden'] ?? false );
			foreach ( array( $item['url'] ?? '', $is_hidden ? '' : ( $custom['url'] ?? '' ) ) as $url ) {
				if ( ! is_string( $url ) || '' === $url || ! MenuUrls::is_allowed( $url ) ) {
					continue;
				}
				$normalised = AdminMenuCapture::normalise( $url );
				if ( $is_hidden ) {
					$hidden[] = $normalised;
				} else {
					$visible[] = $normalised;
				}
			}
			if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
				self::collect( $item['submenu'], $is_hidden, $hidden, $visible );
			}
		}
	}

	/**
	 * A normalised URL's file and arguments.
	 *
	 * @param string $url Normalised URL.
	 * @return array{0: string, 1: array<mixed>}
	 */
	private static function split( string $url ): array {
		$position = strpos( $url, '?' );
		if ( false === $position ) {
			return array( $url, array() );
		}
		$args = array();
		wp_parse_str( substr( $url, $position + 1 ), $args );
		return array( substr( $url, 0, $position ), $args );
	}

	/**
	 * Whether a request is one of UiPress's own screens (builder, menu
	 * creator, preview).
	 *
	 * @param string $request The request.
	 */
	private static function is_own_screen( string $request ): bool {
		$query = (string) wp_parse_url( $request, PHP_URL_QUERY );
		$args  = array();
		wp_parse_str( $query, $args );
		return isset( $args['page'] ) && in_array( $args['page'], Takeover::OWN_SCREENS, true );
	}
}
