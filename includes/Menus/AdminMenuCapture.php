<?php
/**
 * The real admin menu of the current user.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

defined( 'ABSPATH' ) || exit;

/**
 * Reads WordPress's `$menu` and `$submenu` into MenuItem[]
 * (src/engine/types/runtime.ts) as core's _wp_menu_output() would print
 * them for the current user: only items the user may open, core's URL rules
 * for plugin pages, the spec's icon overrides, counts from the bubbles,
 * separators and the active item.
 *
 * The menu is read at the latest moment: after every `admin_menu` callback
 * (priority PHP_INT_MAX), again when core prints the menu (`adminmenu`), and
 * once more when the runtime configuration is built, so items that plugins
 * add late (high priorities, `admin_init`) are included.
 *
 * @phpstan-type MenuItem array{uip_uid: string, id: string, type: string, name: string, cleanName: string, url: string, target: string, notifications: int, icon: string, active: bool, open: bool, submenu: list<array<string, mixed>>}
 */
final class AdminMenuCapture {

	/**
	 * The last capture, for code that runs after the globals were changed.
	 *
	 * @var list<MenuItem>|null
	 */
	private static ?array $last = null;

	/**
	 * Adds the hooks that read the menu late.
	 */
	public static function register_hooks(): void {
		add_action( 'admin_menu', array( self::class, 'refresh' ), PHP_INT_MAX );
		add_action( 'adminmenu', array( self::class, 'refresh' ), PHP_INT_MAX );
	}

	/**
	 * Reads the menu again (hook callback).
	 */
	public static function refresh(): void {
		self::$last = self::capture();
	}

	/**
	 * The last capture, or a fresh one.
	 *
	 * @return list<MenuItem>
	 */
	public static function last(): array {
		return self::$last ?? self::capture();
	}

	/**
	 * Forgets the last capture (tests).
	 */
	public static function reset(): void {
		self::$last = null;
	}

	/**
	 * The current user's admin menu.
	 *
	 * @param string|null $current The current admin page relative to wp-admin ('edit.php?post_type=page'); default: the request.
	 * @return list<MenuItem>
	 */
	public static function capture( ?string $current = null ): array {
		$menu    = isset( $GLOBALS['menu'] ) && is_array( $GLOBALS['menu'] ) ? $GLOBALS['menu'] : array();
		$submenu = isset( $GLOBALS['submenu'] ) && is_array( $GLOBALS['submenu'] ) ? $GLOBALS['submenu'] : array();
		// The page's own idea of its place in the menu (post.php sets edit.php…), for real requests.
		$files   = null === $current ? self::current_files() : array( '', '' );
		$current = self::normalise( $current ?? self::current_page() );
		$icons   = MenuIcons::map();

		ksort( $menu, SORT_NUMERIC );
		$items = array();
		foreach ( $menu as $position => $item ) {
			if ( ! is_array( $item ) || ! isset( $item[2] ) || ! is_string( $item[2] ) ) {
				continue;
			}
			$classes = isset( $item[4] ) && is_string( $item[4] ) ? $item[4] : '';
			if ( str_contains( $classes, 'wp-menu-separator' ) ) {
				$items[] = self::separator( $item[2], (string) $position );
				continue;
			}
			$top = self::top_item( $item, $item[2], is_array( $submenu[ $item[2] ] ?? null ) ? $submenu[ $item[2] ] : array(), $current, $files, $icons );
			if ( null !== $top ) {
				$items[] = $top;
			}
		}
		return self::tidy_separators( $items );
	}

	/**
	 * A top-level item with its submenu, or null when the user may open none of it.
	 *
	 * @param array<mixed>                $item    `$menu` entry: [ title, capability, slug, page title, classes, id, icon ].
	 * @param string                      $slug    Its slug.
	 * @param array<mixed>                $subs    `$submenu[ slug ]`.
	 * @param string                      $current Current page, normalised.
	 * @param array{0: string, 1: string} $files   The page's parent file and submenu file ('' when unknown).
	 * @param array<string, string>       $icons   Icon map.
	 * @return MenuItem|null
	 */
	private static function top_item( array $item, string $slug, array $subs, string $current, array $files, array $icons ): ?array {
		$is_parent = '' !== $files[0] && $files[0] === $slug;

		ksort( $subs, SORT_NUMERIC );
		$submenu = array();
		$first   = null;
		foreach ( $subs as $sub ) {
			if ( ! is_array( $sub ) || ! isset( $sub[2] ) || ! is_string( $sub[2] ) || '' === $sub[2] ) {
				continue;
			}
			if ( ! self::can( $sub[1] ?? '' ) ) {
				continue;
			}
			$url = self::submenu_url( $sub[2], $slug );
			if ( null === $first ) {
				$first = $sub[2];
			}
			$label     = self::label( $sub[0] ?? '' );
			$submenu[] = array(
				'uip_uid'       => $sub[2],
				'id'            => sanitize_key( $slug . '-' . $sub[2] ),
				'type'          => 'menu',
				'name'          => $label['name'],
				'cleanName'     => $label['cleanName'],
				'url'           => self::absolute( $url ),
				'target'        => '_self',
				'notifications' => $label['notifications'],
				'icon'          => '',
				'active'        => self::normalise( $url ) === $current || ( $is_parent && '' !== $files[1] && $files[1] === $sub[2] ),
				'open'          => false,
				'submenu'       => array(),
			);
		}

		$own = self::can( $item[1] ?? '' );
		if ( ! $own && null === $first ) {
			return null;
		}

		// Core links a parent to its first submenu item (which is usually the parent itself).
		$url = null !== $first ? self::submenu_url( $first, $slug, true ) : self::top_url( $slug );

		$label  = self::label( $item[0] ?? '' );
		$active = $is_parent || self::normalise( $url ) === $current || self::normalise( self::top_url( $slug ) ) === $current;
		foreach ( $submenu as $sub ) {
			$active = $active || $sub['active'];
		}
		$id = isset( $item[5] ) && is_string( $item[5] ) && '' !== $item[5] ? $item[5] : 'menu-' . $slug;

		return array(
			'uip_uid'       => $slug,
			'id'            => sanitize_html_class( $id ),
			'type'          => 'menu',
			'name'          => $label['name'],
			'cleanName'     => $label['cleanName'],
			'url'           => self::absolute( $url ),
			'target'        => '_self',
			'notifications' => $label['notifications'],
			'icon'          => MenuIcons::resolve( isset( $item[6] ) && is_string( $item[6] ) ? $item[6] : '', $icons ),
			'active'        => $active,
			'open'          => $active && array() !== $submenu,
			'submenu'       => $submenu,
		);
	}

	/**
	 * A separator.
	 *
	 * @param string $slug     Its slug ('separator1').
	 * @param string $position Its menu position.
	 * @return MenuItem
	 */
	private static function separator( string $slug, string $position ): array {
		return array(
			'uip_uid'       => $slug,
			'id'            => sanitize_html_class( $slug . '-' . $position ),
			'type'          => 'sep',
			'name'          => '',
			'cleanName'     => '',
			'url'           => '',
			'target'        => '_self',
			'notifications' => 0,
			'icon'          => '',
			'active'        => false,
			'open'          => false,
			'submenu'       => array(),
		);
	}

	/**
	 * Drops separators at the ends and doubled ones (left when the items
	 * between them were removed for this user).
	 *
	 * @param array<mixed> $items Items.
	 * @phpstan-param list<MenuItem> $items
	 * @return list<MenuItem>
	 */
	private static function tidy_separators( array $items ): array {
		$tidy = array();
		foreach ( $items as $item ) {
			$previous = end( $tidy );
			if ( 'sep' === $item['type'] && ( false === $previous || 'sep' === $previous['type'] ) ) {
				continue;
			}
			$tidy[] = $item;
		}
		$last = end( $tidy );
		while ( false !== $last && 'sep' === $last['type'] ) {
			array_pop( $tidy );
			$last = end( $tidy );
		}
		return $tidy;
	}

	/**
	 * Whether the current user may open an item needing a capability.
	 *
	 * @param mixed $capability The item's capability.
	 */
	private static function can( $capability ): bool {
		return is_string( $capability ) && '' !== $capability && current_user_can( $capability );
	}

	/**
	 * URL of a top-level item without submenu (core: admin.php?page= for plugin pages).
	 *
	 * @param string $slug Menu slug.
	 */
	private static function top_url( string $slug ): string {
		return self::is_plugin_page( $slug, 'admin.php' ) ? 'admin.php?page=' . $slug : $slug;
	}

	/**
	 * URL of a submenu item (core's rules in _wp_menu_output()).
	 *
	 * @param string $slug      Submenu slug.
	 * @param string $parent    Parent slug.
	 * @param bool   $for_first Whether this is the link of the parent (its first submenu item).
	 */
	private static function submenu_url( string $slug, string $parent, bool $for_first = false ): string {
		if ( ! self::is_plugin_page( $slug, $parent ) ) {
			return $slug;
		}
		if ( $for_first ) {
			return 'admin.php?page=' . $slug;
		}
		$parent_file = self::without_query( $parent );
		$in_admin    = '' !== $parent_file && file_exists( ABSPATH . 'wp-admin/' . $parent_file ) && ! is_dir( ABSPATH . 'wp-admin/' . $parent_file );
		$in_plugins  = '' !== $parent_file && file_exists( self::plugin_dir() . '/' . $parent_file ) && ! is_dir( self::plugin_dir() . '/' . $parent );
		if ( $in_admin || $in_plugins ) {
			return add_query_arg( array( 'page' => $slug ), $parent );
		}
		return add_query_arg( array( 'page' => $slug ), 'admin.php' );
	}

	/**
	 * Whether a slug is a plugin page (a registered page hook, or a file in
	 * the plugins folder that is not an admin file), as core decides.
	 *
	 * @param string $slug   Slug.
	 * @param string $parent Parent slug.
	 */
	private static function is_plugin_page( string $slug, string $parent ): bool {
		if ( ! empty( get_plugin_page_hook( $slug, $parent ) ) ) {
			return true;
		}
		$file = self::without_query( $slug );
		return 'index.php' !== $slug && '' !== $file
			&& file_exists( self::plugin_dir() . '/' . $file )
			&& ! file_exists( ABSPATH . 'wp-admin/' . $file );
	}

	/**
	 * The plugins folder.
	 */
	private static function plugin_dir(): string {
		$dir = defined( 'WP_PLUGIN_DIR' ) ? constant( 'WP_PLUGIN_DIR' ) : '';
		return is_string( $dir ) && '' !== $dir ? $dir : ABSPATH . 'wp-content/plugins';
	}

	/**
	 * A path without its query string.
	 *
	 * @param string $path Path.
	 */
	private static function without_query( string $path ): string {
		$position = strpos( $path, '?' );
		return false === $position ? $path : substr( $path, 0, $position );
	}

	/**
	 * An absolute URL for a menu link (relative links are relative to the
	 * admin they are in: wp-admin, or wp-admin/network and wp-admin/user).
	 *
	 * @param string $url Link.
	 */
	private static function absolute( string $url ): string {
		if ( 1 === preg_match( '#^[a-z][a-z0-9+.-]*://#i', $url ) ) {
			return esc_url_raw( $url );
		}
		return esc_url_raw( self_admin_url( ltrim( $url, '/' ) ) );
	}

	/**
	 * The label of an item: the text shown (`name`), the text without the
	 * count bubble (`cleanName`) and the bubble's number.
	 *
	 * @param mixed $title The item's title as registered (may hold bubble markup).
	 * @return array{name: string, cleanName: string, notifications: int}
	 */
	public static function label( $title ): array {
		$title = is_string( $title ) ? $title : '';

		// Text only for screen readers is not part of the label.
		$visible = (string) preg_replace( '#<(span|div)[^>]*class=(["\'])[^"\']*screen-reader-text[^"\']*\2[^>]*>.*?</\1>#is', '', $title );
		$name    = self::text( $visible );

		$notifications = 0;
		$clean         = $visible;
		if ( 1 === preg_match( '#<span[^>]*class=(["\'])[^"\']*\b(?:update-plugins|awaiting-mod|menu-counter|count-\d+)\b[^"\']*\1[^>]*>.*$#is', $visible, $bubble ) ) {
			$clean = substr( $visible, 0, (int) strpos( $visible, $bubble[0] ) );
			if ( 1 === preg_match( '#\bcount-(\d+)\b#', $bubble[0], $count ) ) {
				$notifications = (int) $count[1];
			} elseif ( 1 === preg_match( '#\d[\d,.\s]*#', self::text( $bubble[0] ), $count ) ) {
				$notifications = (int) preg_replace( '#\D#', '', $count[0] );
			}
		}

		return array(
			'name'          => $name,
			'cleanName'     => self::text( $clean ),
			'notifications' => $notifications,
		);
	}

	/**
	 * Plain text of a piece of markup, white space collapsed.
	 *
	 * @param string $markup Markup.
	 */
	private static function text( string $markup ): string {
		$text = html_entity_decode( wp_strip_all_tags( $markup ), ENT_QUOTES, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * The parent file and submenu file the current admin page declared
	 * (core's `$parent_file`, `$submenu_file` globals).
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function current_files(): array {
		$parent = isset( $GLOBALS['parent_file'] ) && is_string( $GLOBALS['parent_file'] ) ? $GLOBALS['parent_file'] : '';
		if ( '' === $parent ) {
			return self::editor_files();
		}
		$real = isset( $GLOBALS['_wp_real_parent_file'] ) && is_array( $GLOBALS['_wp_real_parent_file'] ) ? $GLOBALS['_wp_real_parent_file'] : array();
		if ( isset( $real[ $parent ] ) && is_string( $real[ $parent ] ) ) {
			$parent = $real[ $parent ];
		}
		$sub = isset( $GLOBALS['submenu_file'] ) && is_string( $GLOBALS['submenu_file'] ) ? $GLOBALS['submenu_file'] : '';
		return array( $parent, $sub );
	}

	/**
	 * The parent and submenu files of the post editor's screens, which
	 * their page files declare only as they build the page: the interface
	 * page is printed before (Runtime\InterfacePage), and an item is active
	 * while one of its posts is edited.
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function editor_files(): array {
		$file = isset( $GLOBALS['pagenow'] ) && is_string( $GLOBALS['pagenow'] ) ? $GLOBALS['pagenow'] : '';
		$type = isset( $GLOBALS['typenow'] ) && is_string( $GLOBALS['typenow'] ) && '' !== $GLOBALS['typenow'] ? $GLOBALS['typenow'] : 'post';
		if ( ! in_array( $file, array( 'post.php', 'post-new.php' ), true ) ) {
			return array( '', '' );
		}
		if ( 'attachment' === $type ) {
			return array( 'upload.php', 'upload.php' );
		}
		$list = 'post' === $type ? 'edit.php' : 'edit.php?post_type=' . $type;
		$new  = 'post' === $type ? 'post-new.php' : 'post-new.php?post_type=' . $type;
		return array( $list, 'post.php' === $file ? $list : $new );
	}

	/**
	 * The current admin page relative to wp-admin, from the request.
	 */
	private static function current_page(): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		return $uri;
	}

	/**
	 * A page as compared for the active item: relative to the admin it is in
	 * (wp-admin, or wp-admin/network in the network admin), without
	 * UiPress's own parameters, query arguments sorted.
	 *
	 * @param string $url URL or path.
	 */
	public static function normalise( string $url ): string {
		$admin_path = (string) wp_parse_url( self_admin_url(), PHP_URL_PATH );
		$path       = (string) wp_parse_url( $url, PHP_URL_PATH );
		$query      = (string) wp_parse_url( $url, PHP_URL_QUERY );
		if ( '' !== $admin_path && str_starts_with( $path, $admin_path ) ) {
			$path = substr( $path, strlen( $admin_path ) );
		}
		$path = ltrim( $path, '/' );
		if ( '' === $path ) {
			$path = 'index.php';
		}
		$args = array();
		wp_parse_str( $query, $args );
		foreach ( \UiPress\Runtime\RuntimeConfig::STRIPPED_PARAMS as $param ) {
			unset( $args[ $param ] );
		}
		ksort( $args );
		return array() === $args ? $path : $path . '?' . http_build_query( $args );
	}
}
