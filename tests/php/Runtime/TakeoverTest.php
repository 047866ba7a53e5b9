<?php
/**
 * Tests for the admin takeover by a template.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\Takeover;
use UiPress\Tests\Menus\AdminMenuTestCase;

/**
 * Who gets the interface, who gets the stock admin, and what the page holds.
 */
final class TakeoverTest extends AdminMenuTestCase {

	/**
	 * Server values changed by tests.
	 *
	 * @var array<mixed>
	 */
	private array $server = array();

	/**
	 * How many times a takeover of takeover_counting_ends() ended the request.
	 *
	 * @var int
	 */
	private int $ended = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
		$_COOKIE      = array();
		$this->request( '/wp-admin/index.php' );
		// Pages printed by earlier tests marked their files as printed.
		unset( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] );
	}

	protected function tear_down(): void {
		$_SERVER                   = $this->server;
		$_COOKIE                   = array();
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Simulates a request for an admin URL.
	 *
	 * @param string $uri Request URI.
	 */
	private function request( string $uri ): void {
		$_SERVER['REQUEST_URI'] = $uri;
		$_GET                   = array();
		$query                  = (string) wp_parse_url( $uri, PHP_URL_QUERY );
		wp_parse_str( $query, $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets the query.
		$GLOBALS['pagenow'] = basename( (string) wp_parse_url( $uri, PHP_URL_PATH ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * A published template for editors.
	 *
	 * @param array<string, mixed> $fields Field members.
	 */
	private function editors_template( array $fields = array() ): int {
		return $this->create_template( array_merge( array( 'forRoles' => array( 'editor', 'administrator' ) ), $fields ), array( 'post_title' => 'Editors' ) );
	}

	/**
	 * The admin body classes after the filter.
	 *
	 * @param string $classes Classes before.
	 */
	private function body_classes( string $classes ): string {
		$filtered = apply_filters( 'admin_body_class', $classes );
		$this->assertIsString( $filtered );
		return $filtered;
	}

	/**
	 * A takeover whose end of the request is counted in `$this->ended`.
	 */
	private function takeover_counting_ends(): Takeover {
		$this->ended = 0;
		return new Takeover(
			null,
			function (): void {
				++$this->ended;
			}
		);
	}

	/**
	 * The interface page a takeover prints (its request does not end here).
	 *
	 * @param Takeover $takeover A takeover that took this request over.
	 */
	private function interface_page( Takeover $takeover ): string {
		ob_start();
		$takeover->print_page();
		return (string) ob_get_clean();
	}

	private function decide(): string {
		return ( new Takeover() )->decide( wp_get_current_user() )['mode'];
	}

	public function test_the_content_frames_first_page_starts_loading_with_the_interface_page(): void {
		$frame = array(
			'uid'        => 'frame1',
			'name'       => 'Page content',
			'moduleName' => 'uip-content-frame',
		);
		$this->editors_template(
			array(
				'content' => array(
					array(
						'uid'        => 'box1',
						'name'       => 'Container',
						'moduleName' => 'uip-container',
						'content'    => array( $frame ),
					),
				),
			)
		);
		$this->act_as( 'editor' );
		set_current_screen( 'edit-page' );
		$this->request( '/wp-admin/edit.php?post_type=page' );
		$takeover = new Takeover( null, static function (): void {} );
		$takeover->start();

		$script = $takeover->early_frame_script();
		$this->assertStringContainsString( 'Element.prototype.moveBefore', $script, 'Only where the frame can move with its document.' );
		$this->assertStringContainsString( '"uip-early-frame"', $script );
		$this->assertStringContainsString( (string) wp_json_encode( admin_url( 'edit.php?post_type=page&uip-framed-page=1' ) ), $script );
		$page = $this->interface_page( $takeover );
		$this->assertStringContainsString( $script, $page );
		$this->assertLessThan( strpos( $page, "rel='stylesheet'" ), strpos( $page, $script ), 'No stylesheet holds the frame back.' );

		// WordPress isolates the block editor's pages: the block loads those itself.
		$this->request( '/wp-admin/post-new.php' );
		$this->assertSame( '', $takeover->early_frame_script() );
	}

	public function test_a_template_without_a_content_frame_starts_no_early_frame(): void {
		$this->editors_template(
			array(
				'content' => array(
					array(
						'uid'        => 'h1',
						'name'       => 'Heading',
						'moduleName' => 'uip-heading',
					),
				),
			)
		);
		$this->act_as( 'editor' );
		set_current_screen( 'dashboard' );
		$takeover = new Takeover( null, static function (): void {} );
		$takeover->start();
		$this->assertSame( Takeover::MODE_TAKEOVER, $takeover->decision()['mode'] ?? null );
		$this->assertSame( '', $takeover->early_frame_script() );
	}

	public function test_a_template_for_editors_applies_to_an_editor(): void {
		$id = $this->editors_template();
		$this->act_as( 'editor' );

		$decision = ( new Takeover() )->decide( wp_get_current_user() );
		$this->assertSame( Takeover::MODE_TAKEOVER, $decision['mode'] );
		$this->assertNotNull( $decision['template'] );
		$this->assertSame( $id, $decision['template']->ID );
	}

	public function test_an_excluded_user_gets_the_stock_admin(): void {
		$user = $this->act_as( 'editor' );
		$this->editors_template( array( 'excludesUsers' => array( $user ) ) );

		$decision = ( new Takeover() )->decide( wp_get_current_user() );
		$this->assertSame( Takeover::MODE_STOCK, $decision['mode'] );
		$this->assertSame( 'no-template', $decision['reason'] );
	}

	public function test_the_escape_hatch_is_for_managers_only_and_sticks_until_turned_off(): void {
		$this->editors_template();
		$this->act_as( 'administrator' );

		$this->request( '/wp-admin/index.php?uipress-disable=1' );
		$this->assertSame( Takeover::MODE_STOCK, $this->decide() );
		$this->assertSame( '1', $_COOKIE[ Takeover::ESCAPE_COOKIE ] ?? null ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared only.

		// Later pages of the session keep the stock admin.
		$this->request( '/wp-admin/edit.php' );
		$this->assertSame( Takeover::MODE_STOCK, $this->decide() );

		$this->request( '/wp-admin/edit.php?uipress-disable=0' );
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decide() );
		$this->assertArrayNotHasKey( Takeover::ESCAPE_COOKIE, $_COOKIE );

		// An editor's flag or cookie does nothing.
		$this->act_as( 'editor' );
		$this->request( '/wp-admin/index.php?uipress-disable=1' );
		$_COOKIE[ Takeover::ESCAPE_COOKIE ] = '1';
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decide() );
	}

	public function test_screens_in_uip_disabled_for_get_the_stock_admin(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		update_option( StoredData::SETTINGS_OPTION, array( 'uipDisabledFor' => 'post.php?post=12, tools.php' ) );

		$this->request( '/wp-admin/tools.php' );
		$this->assertSame( Takeover::MODE_STOCK, $this->decide() );
		$this->request( '/wp-admin/post.php?post=12&action=edit' );
		$this->assertSame( Takeover::MODE_STOCK, $this->decide() );
		$this->request( '/wp-admin/edit.php' );
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decide() );
		// A listed file named in the query string is not that screen.
		$this->request( '/wp-admin/edit.php?x=tools.php' );
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decide() );
		$this->request( '/wp-admin/post.php?post=13&action=edit&x=post.php?post=12' );
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decide() );
		$this->request( '/wp-admin/edit.php' );

		// Grouped settings (advanced.uipDisabledFor) are read too.
		update_option( StoredData::SETTINGS_OPTION, array( 'advanced' => array( 'uipDisabledFor' => 'edit.php' ) ) );
		$this->assertSame( Takeover::MODE_STOCK, $this->decide() );
	}

	public function test_without_a_built_runtime_the_stock_admin_stays(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$decision = ( new Takeover( new \UiPress\Assets\ScriptAsset( 'no-such-entry' ) ) )->decide( wp_get_current_user() );
		$this->assertSame( Takeover::MODE_STOCK, $decision['mode'] );
		$this->assertSame( 'not-built', $decision['reason'] );
	}

	public function test_uipress_screens_are_never_taken_over(): void {
		$this->editors_template();
		$this->act_as( 'administrator' );
		foreach ( array( 'uip-ui-builder', 'uip-menu-creator', 'uip-settings', 'uip-preview' ) as $page ) {
			$this->request( '/wp-admin/admin.php?page=' . $page );
			$this->assertSame( Takeover::MODE_STOCK, $this->decide(), $page );
		}
		$this->request( '/wp-admin/admin-post.php' );
		$this->assertSame( Takeover::MODE_STOCK, $this->decide() );
	}

	public function test_the_interface_page_is_its_own_document_printed_when_the_screen_is_known(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->build_admin_menu();
		set_current_screen( 'dashboard' );

		$takeover = $this->takeover_counting_ends();
		$takeover->start();
		$this->assertSame( Takeover::MODE_TAKEOVER, $takeover->decision()['mode'] ?? null );
		$this->assertSame( PHP_INT_MAX, has_action( 'current_screen', array( $takeover, 'print_page' ) ) );

		// What the screen queued or adds to the body is not the interface's.
		wp_enqueue_script( 'dashboard' );
		wp_enqueue_script( 'heartbeat' );
		add_filter(
			'admin_body_class',
			static function ( string $classes ): string {
				return $classes . ' is-fullscreen-mode';
			}
		);
		ob_start();
		set_current_screen( 'dashboard' );
		$page = (string) ob_get_clean();
		$this->assertSame( 1, $this->ended, 'The request ends after the page.' );

		$this->assertStringStartsWith( "<!DOCTYPE html>\n<html lang=\"en-US\">\n<head>\n<meta charset=\"UTF-8\">\n<title>", $page );
		$this->assertStringContainsString( '<style id="uip-takeover-css">' . Takeover::takeover_css() . '</style>', $page );
		$this->assertMatchesRegularExpression( '/<body class="wp-admin wp-core-ui no-js admin-color-[a-z]+ locale-en-us uip-takeover">/', $page );
		$this->assertStringContainsString( '<div id="uip-runtime-root" class="uip-runtime-root"></div>', $page );
		$this->assertMatchesRegularExpression( '/window\.uipressConfig = \{.*"runtime":\{/', $page );
		$this->assertStringContainsString( '"appState":{"loading":true', $page );
		$this->assertStringContainsString( 'window.uipressLaterChunks = {"later\\/toasts":', $page, 'The toasts load when the first one shows.' );
		$this->assertLessThan( strpos( $page, 'id="uipress-runtime-js"' ), strpos( $page, 'window.uipressConfig' ), 'The configuration comes before the runtime.' );
		$this->assertStringContainsString( "id='uipress-runtime-css'", $page );
		$this->assertStringEndsWith( "</body>\n</html>\n", $page );
		// Nothing of the stock page: its scripts, menu, toolbar, notices, footer.
		foreach ( array( 'id="heartbeat-js"', 'id="dashboard-js"', 'id="common-js"', 'adminmenu', 'wpadminbar', 'wpbody', 'wpfooter', 'emoji', 'wp-fonts-local', 'is-fullscreen-mode' ) as $stock ) {
			$this->assertStringNotContainsString( $stock, $page, $stock );
		}

		// Printed through esc_html(): no quotes, which it would turn into entities.
		$this->assertSame( esc_html( Takeover::takeover_css() ), Takeover::takeover_css() );
		$this->assertStringContainsString( 'body.uip-takeover .screen-reader-text{', Takeover::takeover_css() );
	}

	public function test_the_example_block_plugin_of_the_docs_loads_on_the_interface_page(): void {
		require_once dirname( __DIR__, 3 ) . '/docs/examples/uipress-example-block/uipress-example-block.php';
		$this->editors_template();
		$this->act_as( 'editor' );
		set_current_screen( 'dashboard' );
		$takeover = $this->takeover_counting_ends();
		$takeover->start();

		$page = $this->interface_page( $takeover );
		$this->assertStringContainsString( 'id="uipress-example-block-js"', $page );
		$this->assertLessThan( strpos( $page, 'id="uipress-example-block-js"' ), strpos( $page, 'id="uipress-runtime-js"' ) );
	}

	public function test_code_that_sets_the_screen_during_admin_init_gets_the_page_after_it(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$takeover = $this->takeover_counting_ends();
		set_current_screen( 'dashboard' );
		$takeover->start();
		// As if an admin_init callback set the screen.
		global $wp_current_filter;
		$this->assertIsArray( $wp_current_filter );
		$wp_current_filter[] = 'admin_init'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
		set_current_screen( 'dashboard' );
		array_pop( $wp_current_filter );
		$this->assertSame( 0, $this->ended );
		$this->assertNotSame( '', $this->interface_page( $takeover ) );
		$this->assertSame( 1, $this->ended );
	}

	public function test_a_request_that_acts_runs_the_screen_before_the_interface_page(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->request( '/wp-admin/plugins.php?action=activate&plugin=hello.php&_wpnonce=abc' );
		$this->assertTrue( Takeover::request_acts(), 'An action link.' );
		$this->request( '/wp-admin/options-general.php' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->assertTrue( Takeover::request_acts(), 'A form sent to the window.' );
		set_current_screen( 'options-general' );

		$takeover = $this->takeover_counting_ends();
		$takeover->start();
		$this->assertSame( Takeover::MODE_TAKEOVER, $takeover->decision()['mode'] ?? null );
		$this->assertFalse( has_action( 'current_screen', array( $takeover, 'print_page' ) ), 'The screen runs first.' );
		set_current_screen( 'options-general' );
		$this->assertSame( 0, $this->ended );

		// Where the screen's page would start printing, its title set.
		$GLOBALS['title'] = 'General Settings'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as options-general.php sets it.
		ob_start();
		apply_filters( 'admin_title', 'General Settings', 'General Settings' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$page = (string) ob_get_clean();
		$this->assertSame( 1, $this->ended );
		$this->assertStringContainsString( '<div id="uip-runtime-root" class="uip-runtime-root"></div>', $page );
		unset( $GLOBALS['title'] );
		$this->assertStringContainsString( '<title>General Settings ‹ ' . get_bloginfo( 'name' ) . ' — WordPress</title>', $page );

		$_SERVER['REQUEST_METHOD'] = 'GET';
		$this->assertFalse( Takeover::request_acts() );
	}

	public function test_a_framed_page_hides_the_chrome_and_what_the_flags_ask(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		set_current_screen( 'edit' );
		$this->request( '/wp-admin/edit.php?uip-framed-page=1&uip-hide-notices=1&uip-hide-help-tab=1' );

		$takeover = new Takeover();
		$takeover->start();
		$this->assertSame( Takeover::MODE_FRAMED, $takeover->decision()['mode'] ?? null );

		$classes = explode( ' ', $this->body_classes( '' ) );
		$this->assertContains( 'uip-framed', $classes );
		$this->assertContains( 'uip-hide-notices', $classes );
		$this->assertContains( 'uip-hide-help-tab', $classes );
		$this->assertNotContains( 'uip-hide-screen-options', $classes );
		$this->assertFalse( has_action( 'in_admin_header', 'wp_admin_bar_render' ) );
		$this->assertFalse( apply_filters( 'show_admin_bar', true ) );

		// The frame loads no interface of its own, nor the hidden chrome's assets.
		wp_enqueue_script( 'admin-bar' );
		wp_enqueue_style( 'admin-bar' );
		wp_enqueue_script( 'svg-painter' );
		wp_enqueue_script( 'common' );
		do_action( 'admin_enqueue_scripts', 'edit.php' );
		$this->assertNotContains( 'uipress-runtime', wp_scripts()->queue );
		$this->assertNotContains( 'admin-bar', wp_scripts()->queue );
		$this->assertNotContains( 'svg-painter', wp_scripts()->queue );
		$this->assertNotContains( 'admin-bar', wp_styles()->queue );
		// WordPress 7 queues its cross-document view transitions on every admin page (core's own callback ran above).
		$this->assertNotContains( 'wp-view-transitions-admin', wp_styles()->queue, 'A framed page navigates without a view transition.' );
		$this->assertContains( 'common', wp_scripts()->queue );
		$css = Takeover::framed_css();
		foreach ( array( '#adminmenumain', '#wpadminbar', '#wpfooter', 'margin-left:0', '#screen-options-link-wrap', '#contextual-help-link-wrap', '.notice', '.woocommerce-layout__header{top:0' ) as $part ) {
			$this->assertStringContainsString( $part, $css );
		}
	}

	public function test_framed_pages_print_the_themes_font_faces_only_in_the_block_editor(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		set_current_screen( 'edit' );
		$this->request( '/wp-admin/edit.php?uip-framed-page=1' );
		( new Takeover() )->start();
		$this->assertSame( 49, has_action( 'admin_print_styles', array( Takeover::class, 'skip_editor_fonts' ) ) );

		Takeover::skip_editor_fonts();
		$this->assertFalse( has_action( 'admin_print_styles', 'wp_print_font_faces' ) );
		$this->assertFalse( has_action( 'admin_print_styles', 'wp_print_font_faces_from_style_variations' ) );

		add_action( 'admin_print_styles', 'wp_print_font_faces', 50 );
		add_action( 'admin_print_styles', 'wp_print_font_faces_from_style_variations', 50 );
		$screen = \WP_Screen::get( 'post' );
		$screen->is_block_editor( true );
		$GLOBALS['current_screen'] = $screen; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		Takeover::skip_editor_fonts();
		$this->assertSame( 50, has_action( 'admin_print_styles', 'wp_print_font_faces' ) );
		$this->assertSame( 50, has_action( 'admin_print_styles', 'wp_print_font_faces_from_style_variations' ) );
	}

	public function test_a_framed_page_loads_the_bridge_in_its_head_with_the_admin_url(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		set_current_screen( 'post' );
		$this->request( '/wp-admin/post-new.php?uip-framed-page=1' );

		$takeover = new Takeover();
		$takeover->start();
		do_action( 'admin_enqueue_scripts', 'post-new.php' );

		$this->assertContains( 'uipress-frame-bridge', wp_scripts()->queue );
		$bridge = wp_scripts()->query( 'uipress-frame-bridge' );
		$this->assertInstanceOf( \_WP_Dependency::class, $bridge );
		$this->assertSame( array(), $bridge->deps, 'The bridge needs nothing else.' );
		$this->assertNotSame( 1, $bridge->extra['group'] ?? 0, 'The bridge prints in the head.' );
		$this->assertSame(
			'window.uipressFrame = {"adminUrl":"' . admin_url() . '","windowPages":["uip-ui-builder","uip-menu-creator","uip-settings","uip-preview"]};',
			$this->inline_script( 'uipress-frame-bridge', 'before' )
		);
		if ( function_exists( 'wp_set_up_cross_origin_isolation' ) ) {
			// WordPress 7.1's isolation of the editor stays on in the frame.
			$this->assertSame( 10, has_action( 'load-post-new.php', 'wp_set_up_cross_origin_isolation' ) );
		}
	}

	public function test_the_interface_shell_is_not_isolated_and_gets_the_command_palette_button(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		set_current_screen( 'post' );
		// A form sent to the editor's screen runs its load-* hooks before
		// the interface page shows.
		$this->request( '/wp-admin/post.php' );
		$_SERVER['REQUEST_METHOD'] = 'POST';

		$takeover = new Takeover( null, static function (): void {} );
		$takeover->start();
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$this->assertSame( Takeover::MODE_TAKEOVER, $takeover->decision()['mode'] ?? null );
		foreach ( array( 'load-post.php', 'load-post-new.php', 'load-site-editor.php', 'load-widgets.php' ) as $hook ) {
			$this->assertFalse( has_action( $hook, 'wp_set_up_cross_origin_isolation' ), $hook );
		}
		$this->assertNotContains( 'uipress-frame-bridge', wp_scripts()->queue );

		// The palette opens in the frame: its stylesheet is not loaded on the
		// shell, nor are the stock screen's (the frame has them), nor the
		// whole icon font (the menus' icons come as their own rules).
		wp_enqueue_style( 'wp-commands' );
		wp_enqueue_style( 'colors' );
		wp_enqueue_style( 'dashicons' );
		do_action( 'admin_enqueue_scripts', 'post-new.php' );
		$this->assertSame( array(), array_values( array_filter( wp_styles()->queue, static fn( $handle ) => ! str_starts_with( $handle, 'uipress-' ) ) ) );

		if ( ! function_exists( 'wp_admin_bar_command_palette_menu' ) ) {
			return; // WordPress before 7.0 has no palette button.
		}
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php'; // @phpstan-ignore requireOnce.fileNotFound
		$bar = new \WP_Admin_Bar();
		do_action_ref_array( 'admin_bar_menu', array( &$bar ) );
		$node = $bar->get_node( 'command-palette' );
		$this->assertInstanceOf( \stdClass::class, $node );
		$this->assertSame( '#', $node->href );
		$this->assertIsString( $node->title );
		$this->assertStringContainsString( '<kbd>Ctrl+K</kbd>', $node->title );
		$this->assertStringContainsString( 'Open command palette', $node->title );
	}

	public function test_a_page_the_browser_loads_in_a_frame_is_framed_without_the_flag(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->request( '/wp-admin/post.php?post=1&action=edit' );
		$_SERVER['HTTP_SEC_FETCH_DEST'] = 'iframe';
		$this->assertSame( Takeover::MODE_FRAMED, $this->decide() );
		$_SERVER['HTTP_SEC_FETCH_DEST'] = 'document';
		$this->assertSame( Takeover::MODE_TAKEOVER, $this->decide() );
	}

	public function test_no_uipress_asset_for_a_subscriber_without_template(): void {
		$this->editors_template();
		$this->act_as( 'subscriber' );
		set_current_screen( 'dashboard' );

		$takeover = new Takeover();
		$takeover->start();
		$this->assertSame( Takeover::MODE_STOCK, $takeover->decision()['mode'] ?? null );

		do_action( 'admin_enqueue_scripts', 'index.php' );
		do_action( 'admin_footer' );
		foreach ( array( wp_scripts()->queue, wp_styles()->queue ) as $queue ) {
			foreach ( $queue as $handle ) {
				$this->assertStringStartsNotWith( 'uipress-', $handle );
			}
		}
		$this->assertSame( '', trim( $this->body_classes( '' ) ) );
	}

	public function test_a_page_asked_for_framed_is_framed_without_a_template(): void {
		$this->editors_template();
		$this->act_as( 'subscriber' );
		$this->request( '/wp-admin/profile.php?uip-framed-page=1' );
		$decision = ( new Takeover() )->decide( wp_get_current_user() );
		$this->assertSame( Takeover::MODE_FRAMED, $decision['mode'] );
		$this->assertSame( 'framed-without-template', $decision['reason'] );

		// Only the page content block's flag: other plugins' frames, and the
		// same page as a whole window, keep the stock chrome.
		$this->request( '/wp-admin/profile.php' );
		$_SERVER['HTTP_SEC_FETCH_DEST'] = 'iframe';
		$other_frame                    = $this->decide();
		unset( $_SERVER['HTTP_SEC_FETCH_DEST'] );
		$whole_window = $this->decide();
		$this->assertSame( array( Takeover::MODE_STOCK, Takeover::MODE_STOCK ), array( $other_frame, $whole_window ) );
	}
}
