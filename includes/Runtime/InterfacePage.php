<?php
/**
 * The interface page's document.
 *
 * @package UiPress
 */

namespace UiPress\Runtime;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the whole document of the interface page: a head with the
 * interface's styles and scripts, a body with the root element the runtime
 * mounts into, the content frame's first page already loading, and the
 * configuration. Takeover prints it as soon as WordPress knows the screen
 * (`current_screen`), before the screen's own code builds a page that the
 * frame shows instead: no admin menu, toolbar, notices or screen markup are
 * built, and the screen's `load-*` hooks and render run once, in the frame.
 *
 * What code outside UiPress can still put on the page goes through the
 * hooks every admin page has for it: `admin_enqueue_scripts` (how blocks
 * from other plugins load, docs/BLOCKS.md) and `admin_head` (the
 * `htmlHead` setting, the site icon). Only `uipress-*` scripts and styles
 * stay queued (Takeover::keep_own_scripts()).
 */
final class InterfacePage {

	/**
	 * Core's callbacks on `admin_enqueue_scripts` that only serve the stock
	 * screen: block library styles (and every `enqueue_block_assets`
	 * callback), the command palette (it opens in the frame), the login
	 * check, pointers, the toolbar's and emoji styles. Whatever they queue
	 * would be dropped anyway; not running them saves their time.
	 */
	public const STOCK_ENQUEUES = array(
		'wp_common_block_scripts_and_styles',
		'wp_enqueue_command_palette_assets',
		'wp_enqueue_view_transitions_admin_css',
		'wp_auth_check_load',
		'_wp_customize_loader_settings',
		'wp_localize_jquery_ui_datepicker',
		'wp_enqueue_admin_bar_header_styles',
		'wp_enqueue_emoji_styles',
		'WP_Internal_Pointers::enqueue_scripts',
	);

	/**
	 * Core's callbacks on `admin_head` for the stock screen's chrome: its
	 * canonical address script, the icon painter's colours, the toolbar's
	 * print style, the widget editor check.
	 */
	public const STOCK_HEAD = array(
		'wp_admin_canonical_url',
		'wp_color_scheme_settings',
		'wp_admin_bar_header',
		'wp_check_widget_editor_deps',
	);

	/**
	 * Core's toolbar items about the screen's own content: "Edit" and
	 * "View" links for the post the page shows, which its page file loads
	 * only after this page is printed. They belong to the page in the frame
	 * (and would go stale as the frame moves on).
	 */
	public const SCREEN_TOOLBAR_ITEMS = array( 'wp_admin_bar_edit_menu' );

	/**
	 * The takeover this page shows.
	 *
	 * @var Takeover
	 */
	private Takeover $takeover;

	/**
	 * Constructor.
	 *
	 * @param Takeover $takeover The takeover deciding this request.
	 */
	public function __construct( Takeover $takeover ) {
		$this->takeover = $takeover;
	}

	/**
	 * Prints the document.
	 */
	public function print(): void {
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/html; charset=' . get_bloginfo( 'charset' ) );
		}
		$this->print_head();
		$this->print_body();
	}

	/**
	 * The doctype, `<html>` and the head. What needs no queue goes first and
	 * is sent at once: the browser starts the content frame's page before
	 * the interface's files are even named, and no stylesheet holds back
	 * the script that starts it (scripts wait for the stylesheets above
	 * them).
	 */
	private function print_head(): void {
		echo "<!DOCTYPE html>\n";
		printf( "<html %s%s>\n<head>\n", get_language_attributes(), self::state_attributes() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's attributes, escaped by it; ours are constants.
		printf( "<meta charset=\"%s\">\n", esc_attr( get_bloginfo( 'charset' ) ) );
		printf( "<title>%s</title>\n", esc_html( self::title() ) );
		printf( "<style id=\"uip-takeover-css\">%s</style>\n", esc_html( Takeover::takeover_css() ) );
		$early_frame = $this->takeover->early_frame_script();
		if ( '' !== $early_frame ) {
			wp_print_inline_script_tag( $early_frame );
		}
		flush();

		self::remove_callbacks( 'admin_enqueue_scripts', self::STOCK_ENQUEUES );
		self::remove_callbacks( 'admin_head', self::STOCK_HEAD );
		// Browsers draw emoji: the page's own text needs no emoji images.
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		$hook_suffix = isset( $GLOBALS['hook_suffix'] ) && is_string( $GLOBALS['hook_suffix'] ) ? $GLOBALS['hook_suffix'] : '';
		do_action( 'admin_enqueue_scripts', $hook_suffix ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, where other plugins add their blocks.
		$this->takeover->keep_own_scripts();
		wp_print_styles();
		print_head_scripts();
		do_action( 'admin_head' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as every admin page runs it.
		echo "</head>\n";
	}

	/**
	 * The body: the root, the chrome as the user last saw this page
	 * (ChromeSnapshot), then the configuration and the interface's scripts.
	 * The snapshot comes after every stylesheet, so it paints styled, and
	 * before the scripts, so it paints before they run.
	 */
	private function print_body(): void {
		$classes = self::body_classes();
		printf( "<body class=\"%s\">\n", esc_attr( $classes ) );
		wp_print_inline_script_tag( 'document.body.className=document.body.className.replace("no-js","js");' );
		printf( "<div id=\"%1\$s\" class=\"%1\$s\"></div>\n", esc_attr( Takeover::ROOT_ID ) );
		flush();
		self::remove_callbacks( 'admin_bar_menu', self::SCREEN_TOOLBAR_ITEMS );
		$config    = $this->takeover->config();
		$snapshots = array();
		if ( null !== $config ) {
			$snapshots = $this->add_snapshot_key( $config, $classes );
			$this->takeover->print_config( $config );
		}
		$this->takeover->keep_own_scripts();
		print_late_styles();
		if ( array() !== $snapshots ) {
			self::print_snapshots( $snapshots );
			flush();
		}
		print_footer_scripts();
		echo "</body>\n</html>\n";
	}

	/**
	 * Gives the runtime the key and token it sends its snapshot with, and
	 * returns the snapshots kept under that key, per width band.
	 *
	 * @param array<string, mixed> $config  The page's configuration.
	 * @param string               $classes The body's classes.
	 * @return array<string, string>
	 */
	private function add_snapshot_key( array &$config, string $classes ): array {
		if ( ! is_array( $config['runtime'] ?? null ) ) {
			return array();
		}
		$user_id = get_current_user_id();
		$key     = ChromeSnapshot::key( $config, $this->takeover->build_version(), $classes );

		$config['runtime']['snapshot'] = array(
			'key'   => $key,
			'token' => ChromeSnapshot::token( $key, $user_id ),
		);
		return ChromeSnapshot::bands( $user_id, $key );
	}

	/**
	 * Prints the snapshots over the empty root, inert: a picture of the
	 * chrome until the runtime has rendered the real one beneath and
	 * removes it (src/runtime/chrome-snapshot). Each shows only in its
	 * width band (ChromeSnapshot::band_css()).
	 *
	 * @param array<string, string> $snapshots The kept markup per width band.
	 */
	private static function print_snapshots( array $snapshots ): void {
		printf( "<style id=\"uip-chrome-snapshot-css\">%s</style>\n", esc_html( ChromeSnapshot::band_css() ) );
		foreach ( $snapshots as $band => $snapshot ) {
			$snapshot = ChromeSnapshotMarkup::sanitize( $snapshot );
			if ( null === $snapshot ) {
				continue;
			}
			printf(
				"<div class=\"%s uip-chrome-snapshot\" data-uip-chrome-snapshot=\"%s\" inert>%s</div>\n",
				esc_attr( Takeover::ROOT_ID ),
				esc_attr( $band ),
				$snapshot // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- through the snapshot's guard just above: wp_kses(), whole markup, checked style rules.
			);
		}
	}

	/**
	 * The attributes the runtime sets on `<html>` for the user's dark mode
	 * and collapsed menu, printed from their preferences so the page (and
	 * the chrome's snapshot) paints in that state before any script.
	 */
	private static function state_attributes(): string {
		$preferences = Preferences::first_paint( get_current_user_id() );
		$attributes  = '';
		if ( Preferences::is_on( $preferences['darkTheme'] ?? null ) ) {
			$attributes .= ' data-theme="dark"';
		}
		if ( Preferences::is_on( $preferences['menuCollapsed'] ?? null ) ) {
			$attributes .= ' uip-menu-collapsed=""';
		}
		return $attributes;
	}

	/**
	 * The document's title until the framed page gives its own, as
	 * WordPress writes admin titles: the screen's name as the admin menu has
	 * it, the site's name, through core's `admin_title` filter.
	 */
	public static function title(): string {
		$site   = wp_strip_all_tags( (string) get_bloginfo( 'name' ) );
		$screen = wp_strip_all_tags( self::screen_name() );
		$title  = '' === $screen || $screen === $site
			/* translators: %s: site name. */
			? sprintf( __( '%s &#8212; WordPress', 'uipress' ), $site )
			/* translators: 1: admin screen name, 2: site name. */
			: sprintf( __( '%1$s &lsaquo; %2$s &#8212; WordPress', 'uipress' ), $screen, $site );
		$title = apply_filters( 'admin_title', $title, $screen ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter of admin page titles.
		return html_entity_decode( is_string( $title ) ? $title : $site, ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * The screen's name as WordPress finds it for a page that set no title
	 * of its own yet (get_admin_page_title(), from the admin menu), '' when
	 * the menu does not have it.
	 */
	private static function screen_name(): string {
		if ( ! function_exists( 'get_admin_page_title' ) ) {
			return '';
		}
		// Core pages have no plugin page: WordPress reads it as a string.
		$had_plugin_page = isset( $GLOBALS['plugin_page'] );
		if ( ! $had_plugin_page ) {
			$GLOBALS['plugin_page'] = ''; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		}
		$name = get_admin_page_title();
		if ( ! $had_plugin_page ) {
			unset( $GLOBALS['plugin_page'] );
		}
		return is_string( $name ) ? $name : '';
	}

	/**
	 * The body's classes: those every admin page has (the admin colour
	 * scheme, the locale, right to left), `no-js` until the first script
	 * runs, and what `admin_body_class` gives, which on the interface page
	 * is `uip-takeover` and the user's role classes (Takeover::body_class()).
	 */
	public static function body_classes(): string {
		$scheme  = get_user_option( 'admin_color' );
		$classes = array(
			'wp-admin',
			'wp-core-ui',
			'no-js',
			'admin-color-' . sanitize_html_class( is_string( $scheme ) ? $scheme : '', 'fresh' ),
			'locale-' . sanitize_html_class( strtolower( str_replace( '_', '-', get_user_locale() ) ) ),
		);
		if ( is_rtl() ) {
			$classes[] = 'rtl';
		}
		$filtered = apply_filters( 'admin_body_class', '' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter of admin body classes.
		return trim( implode( ' ', $classes ) . ' ' . ( is_string( $filtered ) ? $filtered : '' ) );
	}

	/**
	 * Removes core's callbacks from a hook, at whatever priority they are.
	 *
	 * @param string   $hook      Hook name.
	 * @param string[] $callbacks Function names, or `Class::method`.
	 */
	private static function remove_callbacks( string $hook, array $callbacks ): void {
		foreach ( $callbacks as $callback ) {
			$callable = str_contains( $callback, '::' ) ? explode( '::', $callback, 2 ) : $callback;
			$priority = has_action( $hook, $callable );
			if ( false !== $priority ) {
				remove_action( $hook, $callable, $priority );
			}
		}
	}
}
