<?php
/**
 * The current user's account menu.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * What the account block (and the toolbar's account menu) shows
 * (AccountMenu in src/engine/types/runtime.ts): the user's name and avatar,
 * Edit profile and Log out, and whatever other entries plugins add to the
 * toolbar's account menu (`my-account`, which the toolbar capture leaves out
 * because this menu shows it).
 *
 * Log out is always there, with its nonce: the interface must never leave a
 * user without a way to sign out, whatever a plugin did to the toolbar.
 *
 * @phpstan-import-type ToolbarItem from ToolbarCapture
 * @phpstan-type Account array{name: string, avatar: string, profileUrl: string, logoutUrl: string, items: list<ToolbarItem>}
 */
final class AccountMenu {

	/**
	 * Nodes of the toolbar's account menu this menu shows in its own way.
	 */
	public const OWN_NODES = array( 'user-info', 'edit-profile', 'logout' );

	/**
	 * Avatar size in CSS pixels (account-menu.scss); the URL asks for twice
	 * that (sharp on dense screens).
	 */
	public const AVATAR_SIZE = 28;

	/**
	 * The account menu of a user (the current user's toolbar entries).
	 *
	 * @param WP_User $user The user.
	 * @return Account
	 */
	public static function for_user( WP_User $user ): array {
		$items = array();
		foreach ( ToolbarCapture::capture_under( 'my-account' ) as $item ) {
			if ( ! in_array( $item['id'], self::OWN_NODES, true ) ) {
				$items[] = $item;
			}
		}
		return array(
			'name'       => html_entity_decode( (string) $user->display_name, ENT_QUOTES, 'UTF-8' ),
			'avatar'     => self::avatar( $user ),
			'profileUrl' => esc_url_raw( get_edit_profile_url( (int) $user->ID ) ),
			// wp_logout_url() is escaped for HTML (`&amp;`); the client sets it as an attribute itself.
			'logoutUrl'  => esc_url_raw( wp_specialchars_decode( wp_logout_url(), ENT_QUOTES ) ),
			'items'      => $items,
		);
	}

	/**
	 * The avatar's URL, '' where the site shows no avatars.
	 *
	 * @param WP_User $user The user.
	 */
	private static function avatar( WP_User $user ): string {
		if ( ! get_option( 'show_avatars' ) ) {
			return '';
		}
		$url = get_avatar_url( $user, array( 'size' => 2 * self::AVATAR_SIZE ) );
		return is_string( $url ) ? esc_url_raw( $url ) : '';
	}
}
