<?php
/**
 * The dashicons the interface's menus show, without the whole icon font's stylesheet.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * Admin menu entries name their icons as dashicons classes
 * (`dashicons-admin-post`). WordPress's dashicons stylesheet carries the
 * font inline and a rule for each of its 340 icons (36 KB gzipped); the
 * interface page prints only the rules of the icons its menus use, with the
 * font from WordPress's own file (cached with the framed pages' use of it).
 */
final class DashiconsSubset {

	/**
	 * The rule every dashicon shares (from WordPress's dashicons.css).
	 */
	private const BASE = '.dashicons,.dashicons-before:before{font-family:dashicons;display:inline-block;line-height:1;font-weight:400;font-style:normal;text-decoration:inherit;text-transform:none;text-rendering:auto;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;width:20px;height:20px;font-size:20px;vertical-align:top;text-align:center}';

	/**
	 * The icon → character map, once read.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $characters = null;

	/**
	 * The dashicons classes the menus of a runtime configuration use.
	 *
	 * @param array<mixed> $runtime The runtime configuration.
	 * @return list<string>
	 */
	public static function used( array $runtime ): array {
		$found = array();
		$menus = array( $runtime['adminMenu'] ?? null );
		if ( is_array( $runtime['customMenu'] ?? null ) ) {
			$menus[] = $runtime['customMenu']['menu'] ?? null;
		}
		$static = $runtime['staticMenus'] ?? null;
		foreach ( is_object( $static ) ? get_object_vars( $static ) : ( is_array( $static ) ? $static : array() ) as $menu ) {
			$menus[] = $menu;
		}
		foreach ( $menus as $menu ) {
			self::collect( $menu, $found );
		}
		return array_keys( $found );
	}

	/**
	 * The CSS of some icons: the font and their characters. '' when none is
	 * a dashicon WordPress has.
	 *
	 * @param array $classes Dashicons classes.
	 * @phpstan-param list<string> $classes
	 */
	public static function css( array $classes ): string {
		$characters = self::characters();
		$rules      = '';
		foreach ( $classes as $class ) {
			if ( isset( $characters[ $class ] ) ) {
				$rules .= sprintf( '.%s:before{content:"%s"}', $class, $characters[ $class ] );
			}
		}
		if ( '' === $rules ) {
			return '';
		}
		return sprintf(
			'@font-face{font-family:dashicons;src:url("%1$s") format("woff2"),url("%2$s") format("woff");font-weight:400;font-style:normal}',
			esc_url( includes_url( 'fonts/dashicons.woff2' ) ),
			esc_url( includes_url( 'fonts/dashicons.woff' ) )
		) . self::BASE . $rules;
	}

	/**
	 * Icon class → its character's CSS escape (`\f109`), read from
	 * WordPress's dashicons.css once per request.
	 *
	 * @return array<string, string>
	 */
	public static function characters(): array {
		if ( null !== self::$characters ) {
			return self::$characters;
		}
		self::$characters = array();
		$file             = ABSPATH . WPINC . '/css/dashicons.min.css';
		$css              = is_readable( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local core file.
		if ( preg_match_all( '/\.(dashicons-[a-z0-9-]+):before\{content:"(\\\\f[0-9a-f]{3})"\}/', $css, $matches, PREG_SET_ORDER ) ) {
			foreach ( $matches as $match ) {
				self::$characters[ $match[1] ] = $match[2];
			}
		}
		return self::$characters;
	}

	/**
	 * Collects the dashicons classes of menu entries and their submenus.
	 *
	 * @param mixed               $items Menu entries.
	 * @param array<string, true> $found Classes found so far.
	 */
	private static function collect( $items, array &$found ): void {
		if ( ! is_array( $items ) ) {
			return;
		}
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$custom = is_array( $item['custom'] ?? null ) ? $item['custom'] : array();
			foreach ( array( $item['icon'] ?? null, $custom['icon'] ?? null ) as $icon ) {
				if ( is_string( $icon ) && 1 === preg_match( '/^dashicons-[a-z0-9-]+$/', $icon ) ) {
					$found[ $icon ] = true;
				}
			}
			self::collect( $item['submenu'] ?? null, $found );
		}
	}
}
