<?php
/**
 * The URLs a custom admin menu may hold.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A menu item's URL (`url`, and `custom.url` set in the menu creator) is
 * allowed only as an http(s) address or a path relative to the admin
 * (`edit.php?post_type=page`, `/wp-admin/tools.php`): never another scheme
 * (`javascript:`, `data:`), never a protocol-relative `//host`. Every write
 * path checks it (the REST field, the items routes, so imports too), and
 * the blocks apply the same rule before rendering or following a URL
 * (src/engine/renderer/links.ts, safeMenuUrl).
 */
final class MenuUrls {

	/**
	 * Whether a URL may be stored in, and followed from, a menu item. An
	 * empty URL (no custom address) is allowed.
	 *
	 * @param string $url The URL.
	 */
	public static function is_allowed( string $url ): bool {
		$url = trim( $url );
		if ( '' === $url ) {
			return true;
		}
		// Browsers ignore control characters and whitespace inside a scheme
		// ("java\nscript:"), so look at the URL without them.
		$compact = (string) preg_replace( '/[\x00-\x20\x7f]+/', '', $url );
		if ( str_starts_with( $compact, '//' ) || str_starts_with( $compact, '\\' ) || str_starts_with( $compact, '/\\' ) ) {
			return false;
		}
		if ( 1 === preg_match( '/^([a-z][a-z0-9+.\-]*):/i', $compact, $scheme ) ) {
			return in_array( strtolower( $scheme[1] ), array( 'http', 'https' ), true );
		}
		return true;
	}

	/**
	 * The first item (at any depth) holding a URL that is not allowed, as a
	 * 400 error naming it; null when every URL is allowed.
	 *
	 * @param array<mixed> $items Menu items (each may have a `submenu`).
	 */
	public static function check( array $items ): ?WP_Error {
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$custom = isset( $item['custom'] ) && is_array( $item['custom'] ) ? $item['custom'] : array();
			foreach ( array( $item['url'] ?? '', $custom['url'] ?? '' ) as $url ) {
				if ( ! is_string( $url ) ) {
					return self::refused( $item, '' );
				}
				if ( ! self::is_allowed( $url ) ) {
					return self::refused( $item, $url );
				}
			}
			if ( isset( $item['submenu'] ) && is_array( $item['submenu'] ) ) {
				$error = self::check( $item['submenu'] );
				if ( null !== $error ) {
					return $error;
				}
			}
		}
		return null;
	}

	/**
	 * Every item of a stored `settings.menu` (list, or the spec's `{ menu,
	 * submenu }` map), for check().
	 *
	 * @param mixed $menu The `settings.menu` value.
	 * @return array<mixed>
	 */
	public static function all_items( $menu ): array {
		if ( ! is_array( $menu ) ) {
			return array();
		}
		if ( array_is_list( $menu ) ) {
			return $menu;
		}
		$items = is_array( $menu['menu'] ?? null ) ? $menu['menu'] : array();
		foreach ( is_array( $menu['submenu'] ?? null ) ? $menu['submenu'] : array() as $submenu ) {
			if ( is_array( $submenu ) ) {
				$items = array_merge( $items, array_values( $submenu ) );
			}
		}
		return $items;
	}

	/**
	 * The error naming a refused item.
	 *
	 * @param array<mixed> $item The item.
	 * @param string       $url  Its refused URL.
	 */
	private static function refused( array $item, string $url ): WP_Error {
		$custom = isset( $item['custom'] ) && is_array( $item['custom'] ) ? $item['custom'] : array();
		$name   = '';
		foreach ( array( $custom['name'] ?? null, $item['cleanName'] ?? null, $item['name'] ?? null, $item['uip_uid'] ?? null ) as $candidate ) {
			if ( is_scalar( $candidate ) && '' !== trim( wp_strip_all_tags( (string) $candidate ) ) ) {
				$name = trim( wp_strip_all_tags( (string) $candidate ) );
				break;
			}
		}
		return new WP_Error(
			'uipress_invalid_menu_url',
			sprintf(
				/* translators: 1: menu item name, 2: the refused URL */
				__( 'The menu item “%1$s” has a URL that is not allowed (%2$s). Use an http(s) address or a path in the admin, such as edit.php.', 'uipress' ),
				$name,
				$url
			),
			array(
				'status' => 400,
				'item'   => $name,
			)
		);
	}
}
