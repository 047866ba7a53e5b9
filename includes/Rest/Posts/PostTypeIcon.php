<?php
/**
 * A post type's icon as a Material Symbols name.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Posts;

use UiPress\Menus\MenuIcons;
use WP_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The post type's `menu_icon` mapped as the admin menu maps it (MenuIcons,
 * filter `uipress/menu/icons`: `dashicons-admin-post` → `keep`,
 * `dashicons-admin-page` → `description`…). Icons that map to no Material
 * Symbols name (other dashicons, image URLs, none) give DEFAULT.
 */
final class PostTypeIcon {

	/**
	 * Icon of types whose own icon has no Material Symbols name.
	 */
	public const DEFAULT = 'article';

	/**
	 * The icon of a post type.
	 *
	 * @param string                     $name Post type name.
	 * @param array<string, string>|null $map  Icon map (default: MenuIcons::map()).
	 */
	public static function of( string $name, ?array $map = null ): string {
		$type = get_post_type_object( $name );
		$icon = $type instanceof WP_Post_Type && is_string( $type->menu_icon ) ? $type->menu_icon : '';
		if ( '' === trim( $icon ) ) {
			return self::DEFAULT;
		}
		$resolved = MenuIcons::resolve( $icon, $map );
		return 1 === preg_match( '/^[a-z0-9_]{1,64}$/', $resolved ) ? $resolved : self::DEFAULT;
	}
}
