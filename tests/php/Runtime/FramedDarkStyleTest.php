<?php
/**
 * Tests for dark mode in framed admin pages.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\FramedDarkStyle;
use UiPress\Runtime\Preferences;
use UiPress\Runtime\Takeover;
use UiPress\Tests\Rest\RestTestCase;
use UiPress\Tests\Support\CapturesAdminHead;

/**
 * The dark stylesheet is printed on framed pages of users a template
 * applies to, and nowhere else.
 */
final class FramedDarkStyleTest extends RestTestCase {

	use CapturesAdminHead;

	private function editors_template(): void {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
	}

	public function test_a_framed_page_with_a_template_gets_the_dark_stylesheet(): void {
		$this->editors_template();
		$this->act_as( 'editor' );

		$head = $this->admin_head_of( '/wp-admin/edit.php?uip-framed-page=1' );

		$this->assertStringContainsString( '<style id="uip-framed-dark-css">html[data-theme=dark]{color-scheme:dark;', $head );
		$this->assertStringContainsString( '--uip-color-base-1:#1d2026;', $head );
		$this->assertSame( 1, substr_count( $head, 'uip-framed-dark-css' ) );
		$this->assertTrue( $this->stylesheet_enqueued() );
		$this->assertSame( UIPRESS_PLUGIN_URL . 'assets/framed-dark.css', wp_styles()->registered[ FramedDarkStyle::HANDLE ]->src );
	}

	/**
	 * Runs admin_enqueue_scripts and tells whether the stylesheet file was
	 * queued (then forgets it, for the next request of the test).
	 */
	private function stylesheet_enqueued(): bool {
		do_action( 'admin_enqueue_scripts', 'edit.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		$enqueued = wp_style_is( FramedDarkStyle::HANDLE, 'enqueued' );
		wp_dequeue_style( FramedDarkStyle::HANDLE );
		remove_all_actions( 'admin_enqueue_scripts' );
		return $enqueued;
	}

	public function test_the_block_editor_keeps_its_own_light_interface(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/edit.php?uip-framed-page=1' ) );
		$this->assertTrue( $this->stylesheet_enqueued() );

		$_SERVER['REQUEST_URI'] = '/wp-admin/post-new.php?uip-framed-page=1';
		$GLOBALS['pagenow']     = 'post-new.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		remove_all_actions( 'admin_head' );
		( new Takeover() )->start();
		$screen = \WP_Screen::get( 'post' );
		$screen->is_block_editor( true );
		$GLOBALS['current_screen'] = $screen; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		ob_start();
		do_action( 'admin_head' );
		$this->assertStringNotContainsString( 'uip-framed-dark-css', (string) ob_get_clean() );
		$this->assertFalse( $this->stylesheet_enqueued() );
	}

	public function test_no_dark_stylesheet_on_the_interface_page_or_a_stock_page(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->assertStringNotContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/edit.php' ) );
		$this->assertFalse( $this->stylesheet_enqueued() );

		// No template: the stock page has none; one the page content block
		// asks for framed (the builder's preview) follows dark mode too.
		$this->act_as( 'subscriber' );
		$this->assertStringNotContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/profile.php' ) );
		$this->assertStringContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/profile.php?uip-framed-page=1' ) );
	}

	public function test_every_rule_is_scoped_to_dark_mode(): void {
		$css = FramedDarkStyle::css();
		$this->assertStringStartsWith( 'html[data-theme=dark]{', $css );
		$this->assertSame( 1, substr_count( $css, '}' ) );
		// It goes through esc_html unchanged.
		$this->assertSame( $css, esc_html( $css ) );

		$selectors = $this->selectors_of( $this->stylesheet() );
		$this->assertGreaterThan( 100, count( $selectors ) );
		$woocommerce = $this->selectors_of( $this->stylesheet( FramedDarkStyle::WOOCOMMERCE_FILE ) );
		$this->assertGreaterThan( 5, count( $woocommerce ) );
		foreach ( array_merge( $selectors, $woocommerce ) as $selector ) {
			$this->assertStringStartsWith( 'html[data-theme="dark"] ', $selector );
		}
	}

	public function test_the_woocommerce_rules_load_only_with_woocommerce(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->admin_head_of( '/wp-admin/edit.php?uip-framed-page=1' );
		do_action( 'admin_enqueue_scripts', 'edit.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		// This site has no WooCommerce (tests/php/Store checks the shop's frame).
		$this->assertFalse( class_exists( 'WooCommerce' ) );
		$this->assertTrue( wp_style_is( FramedDarkStyle::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( FramedDarkStyle::WOOCOMMERCE_HANDLE, 'enqueued' ) );
		wp_dequeue_style( FramedDarkStyle::HANDLE );
		remove_all_actions( 'admin_enqueue_scripts' );
	}

	public function test_the_stylesheet_covers_the_screens_people_use(): void {
		$css = $this->stylesheet();
		// The defects of issue 27: the Welcome panel's columns, the plugins'
		// rows, the media library's toolbar and its search label.
		foreach ( array( '.welcome-panel .welcome-panel-column-container', '.plugins :is(.inactive td', '.plugins :is(.active td', '.media-toolbar', '.media-search-input-label', '.health-check-accordion-trigger', '.color-option', '.theme-overlay', '.media-modal' ) as $part ) {
			$this->assertStringContainsString( $part, $css );
		}
		// The block editor keeps its own interface: nothing names it.
		foreach ( array( 'block-editor', 'edit-post', 'editor-styles-wrapper', 'interface-', 'components-' ) as $editor ) {
			$this->assertStringNotContainsString( $editor, $css );
		}
	}

	/**
	 * A stylesheet file, without its comments.
	 *
	 * @param string $file The file, relative to the plugin's folder.
	 */
	private function stylesheet( string $file = FramedDarkStyle::FILE ): string {
		$css = (string) file_get_contents( dirname( __DIR__, 3 ) . '/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		return (string) preg_replace( '#/\*.*?\*/#s', '', $css );
	}

	/**
	 * Every selector of the stylesheet's rules (commas inside `:is()` and
	 * `:not()` do not separate selectors).
	 *
	 * @param string $css The stylesheet.
	 * @return string[]
	 */
	private function selectors_of( string $css ): array {
		$selectors = array();
		preg_match_all( '/([^{}]+)\{[^{}]*\}/', $css, $rules );
		foreach ( $rules[1] as $list ) {
			$depth   = 0;
			$current = '';
			foreach ( str_split( $list ) as $char ) {
				$depth += '(' === $char ? 1 : ( ')' === $char ? -1 : 0 );
				if ( ',' === $char && 0 === $depth ) {
					$selectors[] = trim( $current );
					$current     = '';
					continue;
				}
				$current .= $char;
			}
			$selectors[] = trim( $current );
		}
		return $selectors;
	}

	public function test_the_dark_values_are_the_theme_variables_dark_values(): void {
		$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/engine/theme/variables.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		$found  = preg_match_all( "/colour\\(\\s*\\{\\s*name:\\s*'([a-z0-9-]+)',.*?value:\\s*'(#[0-9a-f]{6})',\\s*darkValue:\\s*'(#[0-9a-f]{6})',?\\s*\\}\\s*\\)/s", $source, $matches, PREG_SET_ORDER );
		$this->assertGreaterThan( 10, $found );
		$dark = array();
		foreach ( $matches as $match ) {
			$dark[ '--uip-color-' . $match[1] ] = $match[3];
		}
		foreach ( FramedDarkStyle::DARK_VALUES as $name => $value ) {
			$this->assertSame( $dark[ $name ] ?? null, $value, $name );
		}
	}

	public function test_the_frame_root_is_dark_from_the_server_when_the_preference_is_on(): void {
		$this->editors_template();
		$editor = $this->act_as( 'editor' );
		$this->admin_head_of( '/wp-admin/edit.php?uip-framed-page=1' );

		$this->assertSame( 'lang="en-US"', apply_filters( 'language_attributes', 'lang="en-US"', 'html' ) );
		Preferences::set( $editor, 'darkTheme', true );
		$this->assertSame( 'lang="en-US" data-theme="dark"', apply_filters( 'language_attributes', 'lang="en-US"', 'html' ) );
	}
}
