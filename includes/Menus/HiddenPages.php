<?php
/**
 * Pages of hidden menu items, refused when the menu asks.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use UiPress\Capabilities;
use UiPress\Runtime\ResolvedScreen;
use UiPress\Runtime\SafeMode;
use UiPress\Runtime\Takeover;
use WP_Screen;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A custom menu with "Also block hidden pages" (`settings.blockHidden`)
 * refuses the users it applies to the screens of its hidden items (and of
 * their submenus) with a 403 error page, not only the link.
 *
 * Screens, not URL strings: the request is the screen WordPress resolved
 * (ResolvedScreen), and so is each item's URL, so any address WordPress
 * serves a screen at is that screen. A screen that is no menu item belongs
 * to the item WordPress highlights for it (ScreenParents: comment.php to
 * Comments, post.php to its post type's list), and a plugin page to the
 * top-level item WordPress lists it under. The nearest of those the menu
 * decides: a visible item linking to it keeps it open, a hidden one
 * refuses it. UiPress's own screens stay open to `uipress_manage` users,
 * and the escape hatch (`uipress-disable=1`) lifts the block for them, so
 * no menu can lock out the people who fix menus.
 *
 * Hiding guards screens only: AJAX, admin-post.php and REST answer by
 * capabilities, whatever the menu hides.
 *
 * @phpstan-type Decided array{hidden: array<string, true>, visible: array<string, true>, parents: array<string, true>}
 */
final class HiddenPages {

	/**
	 * Adds the hooks: once WordPress resolved the request (admin_init,
	 * before plugins act on it; the takeover decides at 0), and again on the
	 * screen it set up, before the screen's own code and before the
	 * interface page (printed on current_screen, last).
	 */
	public static function register_hooks(): void {
		add_action( 'admin_init', array( self::class, 'enforce' ), 1 );
		add_action( 'current_screen', array( self::class, 'enforce_screen' ), PHP_INT_MIN );
	}

	/**
	 * Refuses the requested screen when the user's menu hides it (admin_init).
	 */
	public static function enforce(): void {
		if ( self::guards_request() ) {
			self::refuse_if_blocked( ResolvedScreen::current() );
		}
	}

	/**
	 * Refuses the screen WordPress set up when the user's menu hides it
	 * (current_screen). A screen code sets while admin_init runs is not the
	 * request's yet: WordPress sets that one after.
	 *
	 * @param mixed $screen The current screen.
	 */
	public static function enforce_screen( $screen ): void {
		if ( $screen instanceof WP_Screen && ! doing_action( 'admin_init' ) && self::guards_request() ) {
			self::refuse_if_blocked( ResolvedScreen::current( $screen ) );
		}
	}

	/**
	 * Whether a user is refused a screen.
	 *
	 * @param WP_User        $user   The user.
	 * @param ResolvedScreen $screen The screen.
	 */
	public static function is_blocked( WP_User $user, ResolvedScreen $screen ): bool {
		if ( SafeMode::is_on() ) {
			return false;
		}
		$match = $user->ID > 0 ? CustomMenus::match( $user ) : null;
		if ( null === $match || true !== ( $match['fields']['settings']['blockHidden'] ?? false ) ) {
			return false;
		}
		if ( ! self::menu_hides( MenuStore::items( $match['fields'] ), $screen ) ) {
			return false;
		}
		$manager = user_can( $user, Capabilities::MANAGE );
		return ! ( $manager && ( in_array( $screen->page(), Takeover::OWN_SCREENS, true ) || Takeover::escape_hatch( $user ) ) );
	}

	/**
	 * Whether a menu hides a screen: the nearest of the screen, the items
	 * it belongs to and its live top-level item that the menu decides.
	 *
	 * @param array<mixed>   $items  Menu items.
	 * @param ResolvedScreen $screen The screen.
	 */
	public static function menu_hides( array $items, ResolvedScreen $screen ): bool {
		$decided = self::decided( $items );
		$chain   = ScreenParents::chain( $screen );
		foreach ( $chain as $step ) {
			if ( isset( $decided['visible'][ $step->key() ] ) ) {
				return false;
			}
			if ( isset( $decided['hidden'][ $step->key() ] ) ) {
				return true;
			}
		}
		$parent = self::live_parent( $chain );
		return null !== $parent && isset( $decided['parents'][ $parent ] );
	}

	/**
	 * What a menu decides: the screens its hidden items and everything under
	 * them link to, those its visible items link to, and the live top-level
	 * items it hides (by uip_uid: the items a plugin adds later under them
	 * are not shown either).
	 *
	 * @param array<mixed> $items Menu items.
	 * @return Decided
	 */
	public static function decided( array $items ): array {
		$decided = array(
			'hidden'  => array(),
			'visible' => array(),
			'parents' => array(),
		);
		self::collect( $items, false, '', $decided );
		return $decided;
	}

	/**
	 * Sorts items into what they decide, depth first.
	 *
	 * @param array<mixed> $items     Items.
	 * @param bool         $inside    Whether a hidden item holds them.
	 * @param string       $container The uip_uid of the item holding them ('' at the top).
	 * @param array<mixed> $decided   What is decided so far (added to).
	 * @phpstan-param Decided $decided
	 */
	private static function collect( array $items, bool $inside, string $container, array &$decided ): void {
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$custom    = isset( $item['custom'] ) && is_array( $item['custom'] ) ? $item['custom'] : array();
			$is_hidden = $inside || true === ( $custom['hidden'] ?? false );
			$uid       = isset( $item['uip_uid'] ) && is_string( $item['uip_uid'] ) ? $item['uip_uid'] : '';
			foreach ( array( $item['url'] ?? '', $is_hidden ? '' : ( $custom['url'] ?? '' ) ) as $url ) {
				$screen = is_string( $url ) && '' !== $url && MenuUrls::is_allowed( $url ) ? ResolvedScreen::of_url( $url ) : null;
				if ( null !== $screen ) {
					$decided[ $is_hidden ? 'hidden' : 'visible' ][ $screen->key() ] = true;
				}
			}
			$live_parent = isset( $item['parent_uid'] ) && is_string( $item['parent_uid'] ) ? $item['parent_uid'] : $container;
			if ( $is_hidden && '' !== $uid && '' === $live_parent && true !== ( $item['customItem'] ?? false ) ) {
				$decided['parents'][ $uid ] = true;
			}
			if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
				self::collect( $item['submenu'], $is_hidden, $uid, $decided );
			}
		}
	}

	/**
	 * The uip_uid of the live top-level item the nearest screen of a chain
	 * is listed under (its link, or one of its submenu's), or null.
	 *
	 * @param ResolvedScreen[] $chain A screen and the items it belongs to.
	 * @phpstan-param list<ResolvedScreen> $chain
	 */
	private static function live_parent( array $chain ): ?string {
		$parents = array();
		foreach ( AdminMenuCapture::last() as $top ) {
			// A top-level slug is a file, or a plugin page (core links those to admin.php).
			$urls = array( $top['url'], str_contains( $top['uip_uid'], '.php' ) ? $top['uip_uid'] : 'admin.php?page=' . $top['uip_uid'] );
			foreach ( $top['submenu'] as $sub ) {
				$urls[] = is_string( $sub['url'] ?? null ) ? $sub['url'] : '';
			}
			foreach ( $urls as $url ) {
				$screen = '' !== $url && 'sep' !== $top['type'] ? ResolvedScreen::of_url( $url ) : null;
				if ( null !== $screen && ! isset( $parents[ $screen->key() ] ) ) {
					$parents[ $screen->key() ] = $top['uip_uid'];
				}
			}
		}
		foreach ( $chain as $step ) {
			if ( isset( $parents[ $step->key() ] ) ) {
				return $parents[ $step->key() ];
			}
		}
		return null;
	}

	/**
	 * Whether this request is one hiding guards: a page of the site's
	 * admin (not AJAX; the network and user admins have menus of their own).
	 */
	private static function guards_request(): bool {
		return is_admin() && ! wp_doing_ajax() && ! is_network_admin() && ! is_user_admin();
	}

	/**
	 * Ends the request with the 403 error page when the current user is
	 * refused a screen.
	 *
	 * @param ResolvedScreen $screen The screen.
	 */
	private static function refuse_if_blocked( ResolvedScreen $screen ): void {
		if ( ! self::is_blocked( wp_get_current_user(), $screen ) ) {
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
}
