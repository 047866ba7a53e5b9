<?php
/**
 * The admin bar of the current user.
 *
 * @package UiPress
 */

namespace UiPress\Menus;

use WP_Admin_Bar;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the admin bar nodes (after every `admin_bar_menu` callback) into
 * ToolbarItem[] (src/engine/types/runtime.ts): groups flattened into their
 * parent, submenus recursive, minus the items the interface has its own
 * blocks for (spec: site name, menu toggle, app logo, my account, the
 * WordPress logo, search, the shop visibility badge), with Material Symbols
 * icons for comments, updates, new content and customise.
 *
 * @phpstan-type ToolbarItem array{id: string, name: string, url: string, target: string, screenReaderName: string, icon: string, submenu: list<array<string, mixed>>}
 */
final class ToolbarCapture {

	/**
	 * Node ids left out (with their children).
	 */
	public const EXCLUDED = array( 'site-name', 'menu-toggle', 'app-logo', 'my-account', 'wp-logo', 'search', 'woocommerce-site-visibility-badge' );

	/**
	 * Node id → Material Symbols name replacing the core icon.
	 */
	public const ICONS = array(
		'comments'        => 'forum',
		'updates'         => 'update',
		'new-content'     => 'add',
		'customize'       => 'brush',
		'command-palette' => 'search',
	);

	/**
	 * Node id of WordPress's command palette button (7.0+).
	 */
	public const COMMAND_PALETTE = 'command-palette';

	/**
	 * Nodes read before the admin bar was rendered (rendering binds the bar,
	 * after which WordPress returns no nodes).
	 *
	 * @var array<mixed>|null
	 */
	private static ?array $nodes = null;

	/**
	 * Nodes of the admin bar built for a user, by user id.
	 *
	 * @var array<int, array<mixed>>
	 */
	private static array $built = array();

	/**
	 * Adds the hook that reads the nodes just before the bar is rendered.
	 */
	public static function register_hooks(): void {
		add_action( 'wp_before_admin_bar_render', array( self::class, 'remember' ), PHP_INT_MAX );
		// A bar built for one user is not another's.
		add_action( 'set_current_user', array( self::class, 'forget_built' ) );
	}

	/**
	 * Forgets the admin bars built so far (set_current_user).
	 */
	public static function forget_built(): void {
		self::$built = array();
	}

	/**
	 * Keeps the nodes of the global admin bar (hook callback).
	 */
	public static function remember(): void {
		$bar = $GLOBALS['wp_admin_bar'] ?? null;
		if ( $bar instanceof WP_Admin_Bar ) {
			$nodes = $bar->get_nodes();
			if ( is_array( $nodes ) ) {
				self::$nodes = $nodes;
			}
		}
	}

	/**
	 * On the interface page, WordPress's command palette button. WordPress
	 * adds it only where its palette script is queued; the interface page
	 * queues none of WordPress's scripts, as the palette opens in the framed
	 * page, which has its own. Same label and shortcut text as WordPress's.
	 *
	 * @param WP_Admin_Bar $bar The admin bar (admin_bar_menu).
	 */
	public static function add_command_palette( $bar ): void {
		if ( ! $bar instanceof WP_Admin_Bar || ! function_exists( 'wp_admin_bar_command_palette_menu' ) || null !== $bar->get_node( self::COMMAND_PALETTE ) ) {
			return;
		}
		$agent    = isset( $_SERVER['HTTP_USER_AGENT'] ) && is_string( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		$shortcut = 1 === preg_match( '/Macintosh|Mac OS X|Mac_PowerPC/i', $agent )
			? _x( '⌘K', 'keyboard shortcut to open the command palette', 'uipress' )
			: _x( 'Ctrl+K', 'keyboard shortcut to open the command palette', 'uipress' );
		$bar->add_node(
			array(
				'id'    => self::COMMAND_PALETTE,
				'title' => '<span class="ab-label"><kbd>' . esc_html( $shortcut ) . '</kbd><span class="screen-reader-text"> ' . esc_html__( 'Open command palette', 'uipress' ) . '</span></span>',
				'href'  => '#',
			)
		);
	}

	/**
	 * Forgets the remembered nodes (tests).
	 */
	public static function reset(): void {
		self::$nodes = null;
		self::$built = array();
	}

	/**
	 * The toolbar items of the current user.
	 *
	 * @return list<ToolbarItem>
	 */
	public static function capture(): array {
		return self::capture_under( '' );
	}

	/**
	 * The toolbar items under one node of the current user's admin bar
	 * (groups flattened), '' for the top level.
	 *
	 * @param string $parent The node's id.
	 * @return list<ToolbarItem>
	 */
	public static function capture_under( string $parent ): array {
		return self::tree( self::nodes(), $parent );
	}

	/**
	 * The nodes the page's admin bar had, else those of an admin bar built
	 * for the current user (once per user and request: the toolbar and the
	 * account menu read the same bar).
	 *
	 * @return array<mixed>
	 */
	private static function nodes(): array {
		if ( null !== self::$nodes ) {
			return self::$nodes;
		}
		$user = get_current_user_id();
		if ( ! isset( self::$built[ $user ] ) ) {
			self::$built = array( $user => self::build_nodes() );
		}
		return self::$built[ $user ];
	}

	/**
	 * Builds an admin bar and runs `admin_bar_menu` on it, for when the page
	 * rendered none yet.
	 *
	 * @return array<mixed>
	 */
	private static function build_nodes(): array {
		if ( ! is_user_logged_in() ) {
			return array();
		}
		if ( ! class_exists( 'WP_Admin_Bar', false ) ) {
			require_once ABSPATH . WPINC . '/class-wp-admin-bar.php'; // @phpstan-ignore requireOnce.fileNotFound
		}
		$bar       = new WP_Admin_Bar();
		$bar->user = self::bar_user( get_current_user_id() );
		if ( false === has_action( 'admin_bar_menu', 'wp_admin_bar_my_account_menu' ) ) {
			$bar->add_menus(); // Core's own nodes, as _wp_admin_bar_init() adds them.
		}
		do_action_ref_array( 'admin_bar_menu', array( &$bar ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, run as core runs it.
		$nodes = $bar->get_nodes();
		return is_array( $nodes ) ? $nodes : array();
	}

	/**
	 * What WP_Admin_Bar::initialize() keeps about the user, without the
	 * scripts and head hooks it also adds. On a network the active blog is
	 * the user's primary site (get_active_blog_for_user(), a WP_Site with
	 * `blog_id`), which core's "My Sites" links to; get_blogs_of_user()
	 * gives the sites each item of that menu is built from.
	 *
	 * @param int $user_id The user.
	 */
	private static function bar_user( int $user_id ): object {
		$blogs = get_blogs_of_user( $user_id );
		if ( is_multisite() ) {
			$active = get_active_blog_for_user( $user_id );
			$active = is_object( $active ) ? $active : null;
			$domain = null !== $active && isset( $active->blog_id ) && is_numeric( $active->blog_id ) ? trailingslashit( get_home_url( (int) $active->blog_id ) ) : user_admin_url();
		} else {
			$active = $blogs[ get_current_blog_id() ] ?? null;
			$domain = trailingslashit( home_url() );
		}
		return (object) array(
			'blogs'          => $blogs,
			'active_blog'    => $active,
			'domain'         => $domain,
			'account_domain' => $domain,
		);
	}

	/**
	 * The items under a parent, groups flattened.
	 *
	 * @param array<mixed> $nodes  Nodes by id.
	 * @param string       $parent Parent id ('' for the top).
	 * @return list<ToolbarItem>
	 */
	private static function tree( array $nodes, string $parent = '' ): array {
		$items = array();
		foreach ( $nodes as $node ) {
			if ( ! is_object( $node ) ) {
				continue;
			}
			$id        = isset( $node->id ) && is_scalar( $node->id ) ? (string) $node->id : '';
			$of        = isset( $node->parent ) && is_scalar( $node->parent ) ? (string) $node->parent : '';
			$effective = self::effective_parent( $nodes, $of );
			if ( '' === $id || $effective !== $parent || in_array( $id, self::EXCLUDED, true ) ) {
				continue;
			}
			if ( ! empty( $node->group ) ) {
				continue; // A group's children are found through effective_parent().
			}
			$items[] = self::item( $node, $id, self::tree( $nodes, $id ) );
		}
		return $items;
	}

	/**
	 * The nearest ancestor that is not a group ('' for the top).
	 *
	 * @param array<mixed> $nodes  Nodes by id.
	 * @param string       $parent A parent id.
	 */
	private static function effective_parent( array $nodes, string $parent ): string {
		$seen = array();
		while ( '' !== $parent && 'root' !== $parent && isset( $nodes[ $parent ] ) && is_object( $nodes[ $parent ] ) && ! empty( $nodes[ $parent ]->group ) && ! isset( $seen[ $parent ] ) ) {
			$seen[ $parent ] = true;
			$next            = $nodes[ $parent ]->parent ?? '';
			$parent          = is_scalar( $next ) ? (string) $next : '';
		}
		return 'root' === $parent ? '' : $parent;
	}

	/**
	 * One item.
	 *
	 * @param object                     $node    Admin bar node.
	 * @param string                     $id      Its id.
	 * @param list<array<string, mixed>> $submenu Its children.
	 * @return ToolbarItem
	 */
	private static function item( object $node, string $id, array $submenu ): array {
		$title = isset( $node->title ) && is_string( $node->title ) ? $node->title : '';
		$meta  = isset( $node->meta ) && is_array( $node->meta ) ? $node->meta : array();
		$href  = isset( $node->href ) && is_string( $node->href ) ? $node->href : '';

		$screen_reader = '';
		if ( preg_match_all( '#<span[^>]*class=(["\'])[^"\']*screen-reader-text[^"\']*\1[^>]*>(.*?)</span>#is', $title, $matches ) > 0 ) {
			$screen_reader = self::text( implode( ' ', $matches[2] ) );
		}
		$visible = (string) preg_replace( '#<span[^>]*class=(["\'])[^"\']*screen-reader-text[^"\']*\1[^>]*>.*?</span>#is', '', $title );
		$name    = self::text( $visible );
		if ( '' === $screen_reader ) {
			$screen_reader = isset( $meta['title'] ) && is_string( $meta['title'] ) ? self::text( $meta['title'] ) : $name;
		}

		return array(
			'id'               => $id,
			'name'             => $name,
			'url'              => '' === $href ? '' : esc_url_raw( $href ),
			'target'           => isset( $meta['target'] ) && '_blank' === $meta['target'] ? '_blank' : '_self',
			'screenReaderName' => $screen_reader,
			'icon'             => self::ICONS[ $id ] ?? '',
			'submenu'          => $submenu,
		);
	}

	/**
	 * Plain text of markup, white space collapsed.
	 *
	 * @param string $markup Markup.
	 */
	private static function text( string $markup ): string {
		$text = html_entity_decode( wp_strip_all_tags( $markup ), ENT_QUOTES, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
