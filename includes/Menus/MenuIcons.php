<?php
/**
 * Icons of admin menu items.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

defined( 'ABSPATH' ) || exit;

/**
 * Replaces core dashicons with Material Symbols names (spec: icon
 * overrides); other dashicons stay as their class, image and data URLs as
 * they are. The map is filtered by `uipress/menu/icons`.
 */
final class MenuIcons {

	/**
	 * Icon for items that name none, as core shows them.
	 */
	public const DEFAULT_ICON = 'dashicons-admin-generic';

	/**
	 * Dashicons class → Material Symbols name (spec: icon overrides).
	 */
	public const OVERRIDES = array(
		'dashicons-dashboard'        => 'dashboard',
		'dashicons-admin-post'       => 'keep',
		'dashicons-admin-media'      => 'photo_library',
		'dashicons-admin-page'       => 'description',
		'dashicons-admin-comments'   => 'forum',
		'dashicons-admin-appearance' => 'palette',
		'dashicons-admin-plugins'    => 'extension',
		'dashicons-admin-users'      => 'group',
		'dashicons-admin-tools'      => 'build',
		'dashicons-admin-settings'   => 'tune',
		'dashicons-archive'          => 'inventory',
		'dashicons-chart-bar'        => 'equalizer',
	);

	/**
	 * The map after the `uipress/menu/icons` filter. Entries that are not
	 * string → non-empty string are dropped; a filter returning something
	 * other than an array leaves the built-in map.
	 *
	 * @return array<string, string>
	 */
	public static function map(): array {
		/**
		 * Filters the admin menu icon map: dashicons class → icon shown.
		 *
		 * @param array<string, string> $map Dashicons class (`dashicons-admin-post`) → Material Symbols name,
		 *                                   dashicons class or image URL.
		 */
		$filtered = apply_filters( 'uipress/menu/icons', self::OVERRIDES );
		if ( ! is_array( $filtered ) ) {
			return self::OVERRIDES;
		}
		$map = array();
		foreach ( $filtered as $from => $to ) {
			if ( is_string( $from ) && is_string( $to ) && '' !== trim( $to ) ) {
				$map[ $from ] = trim( $to );
			}
		}
		return $map;
	}

	/**
	 * The icon to show for a menu item's icon value (`$menu[ n ][6]`).
	 *
	 * @param string                     $icon Core's value: a dashicons class, an image or data URL, 'none', 'div' or ''.
	 * @param array<string, string>|null $map  The map (default: map()).
	 */
	public static function resolve( string $icon, ?array $map = null ): string {
		$map  = $map ?? self::map();
		$icon = trim( $icon );
		if ( '' === $icon || 'none' === $icon || 'div' === $icon ) {
			$icon = self::DEFAULT_ICON;
		}
		if ( str_starts_with( $icon, 'data:image/' ) ) {
			return $icon;
		}
		if ( 1 === preg_match( '#^(https?:)?//#i', $icon ) ) {
			return esc_url_raw( $icon );
		}
		$class = sanitize_html_class( $icon );
		return $map[ $class ] ?? $class;
	}
}
