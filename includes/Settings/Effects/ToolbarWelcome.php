<?php
/**
 * Settings welcomeMessage and hideWelcomeMessage: the toolbar's greeting.
 *
 * @package UiPress
 */

namespace UiPress\Settings\Effects;

use UiPress\Settings\SiteSettings;
use WP_Admin_Bar;

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites the title of the toolbar's account item (`my-account`, "Howdy,
 * Name" and the avatar) on admin and site pages alike: the welcome message
 * in place of "Howdy, Name" (`{name}` stands for the display name), or no
 * greeting at all. The avatar and the account menu stay; with the greeting
 * hidden and no avatar (avatars turned off), the display name alone stays so
 * the menu can still be opened.
 */
final class ToolbarWelcome {

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		// Last: after core adds the item (wp_admin_bar_my_account_item, priority
		// 9991 in 7.x) and after other plugins' changes to it.
		add_action( 'admin_bar_menu', array( self::class, 'rewrite' ), PHP_INT_MAX );
	}

	/**
	 * Rewrites the account item's title (admin_bar_menu).
	 *
	 * @param mixed $bar The admin bar.
	 */
	public static function rewrite( $bar ): void {
		$hide    = true === SiteSettings::get( 'hideWelcomeMessage' );
		$message = SiteSettings::get( 'welcomeMessage' );
		$message = is_string( $message ) ? trim( $message ) : '';
		if ( ! $bar instanceof WP_Admin_Bar || ( ! $hide && '' === $message ) ) {
			return;
		}
		$node = $bar->get_node( 'my-account' );
		if ( null === $node ) {
			return;
		}
		$user   = wp_get_current_user();
		$name   = '<span class="display-name">' . esc_html( $user->display_name ) . '</span>';
		$avatar = get_avatar( $user->ID, 28 );
		$avatar = is_string( $avatar ) ? $avatar : '';
		if ( $hide ) {
			$greeting = '' === $avatar ? $name : '<span class="screen-reader-text">' . esc_html( $user->display_name ) . '</span>';
		} else {
			$greeting = implode( $name, array_map( 'esc_html', explode( '{name}', $message ) ) );
		}
		$meta               = isset( $node->meta ) && is_array( $node->meta ) ? $node->meta : array();
		$meta['menu_title'] = $hide ? $user->display_name : wp_strip_all_tags( $greeting );
		$bar->add_node(
			array(
				'id'    => 'my-account',
				'title' => $greeting . $avatar,
				'meta'  => $meta,
			)
		);
	}
}
