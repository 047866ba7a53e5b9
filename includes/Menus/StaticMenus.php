<?php
/**
 * The static menus a template's admin menu blocks show.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * An admin menu block's `staticMenu` option (`{ enabled, menuid }`) shows one
 * custom menu whoever the user is. Reading a `uip-admin-menu` post through
 * REST needs `uipress_manage`, so for everyone else the server resolves the
 * menus when it builds `runtime.staticMenus`: every published menu an admin
 * menu block of the applied template names, its items shaped as custom menus
 * are (`customMenu.menu`), keyed by the menu id.
 */
final class StaticMenus {

	/**
	 * Block modules of the admin menu (the current name and the old one).
	 */
	public const MODULES = array( 'uip-admin-menu-new', 'uip-admin-menu' );

	/**
	 * The menus of every enabled static menu option in a block tree:
	 * `{ "<id>": MenuItem[] }`. Menus that are missing, not published or not
	 * custom menus are left out (the block then keeps the user's menu).
	 *
	 * @param array<mixed> $blocks The template's blocks.
	 * @return array<int, list<array<mixed>>>
	 */
	public static function for_blocks( array $blocks ): array {
		$menus = array();
		foreach ( self::ids( $blocks ) as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof WP_Post || MenuPostType::NAME !== $post->post_type || 'publish' !== $post->post_status ) {
				continue;
			}
			$menus[ $id ] = MenuStore::items( MenuStore::read( $post ) );
		}
		return $menus;
	}

	/**
	 * The menu ids of enabled static menu options of admin menu blocks, in
	 * tree order, without repeats; none while the menu creator is off
	 * (CustomMenus::enabled()).
	 *
	 * @param array<mixed> $blocks Blocks.
	 * @return list<int>
	 */
	public static function ids( array $blocks ): array {
		return CustomMenus::enabled() ? self::tree_ids( $blocks ) : array();
	}

	/**
	 * The menu ids of enabled static menu options in a block tree.
	 *
	 * @param array<mixed> $blocks Blocks.
	 * @return list<int>
	 */
	private static function tree_ids( array $blocks ): array {
		$ids = array();
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$id = self::block_menu_id( $block );
			if ( $id > 0 && ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
			$children = $block['content'] ?? null;
			if ( is_array( $children ) ) {
				foreach ( self::tree_ids( $children ) as $child ) {
					if ( ! in_array( $child, $ids, true ) ) {
						$ids[] = $child;
					}
				}
			}
		}
		return $ids;
	}

	/**
	 * The static menu id of one block (0 when it is not an admin menu block
	 * or the option is off), read as src/blocks/admin-menu/static-menu.ts does.
	 *
	 * @param array<mixed> $block A block.
	 */
	private static function block_menu_id( array $block ): int {
		if ( ! in_array( $block['moduleName'] ?? null, self::MODULES, true ) ) {
			return 0;
		}
		$settings = is_array( $block['settings'] ?? null ) ? $block['settings'] : array();
		$group    = is_array( $settings['block'] ?? null ) ? $settings['block'] : array();
		$options  = is_array( $group['options'] ?? null ) ? $group['options'] : array();
		$value    = $options['staticMenu'] ?? null;
		if ( ! is_array( $value ) || true !== ( $value['enabled'] ?? null ) ) {
			return 0;
		}
		$id = $value['menuid'] ?? null;
		if ( is_int( $id ) ) {
			return max( 0, $id );
		}
		return is_string( $id ) && 1 === preg_match( '/^[1-9]\d*$/', trim( $id ) ) ? (int) trim( $id ) : 0;
	}
}
