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

		$this->assertStringContainsString( '<style id="uip-framed-dark-css">', $head );
		$this->assertStringContainsString( 'html[data-theme=dark] body,', $head );
		$this->assertStringContainsString( '--uip-color-base-1:#1d2026;', $head );
		$this->assertSame( 1, substr_count( $head, 'uip-framed-dark-css' ) );
	}

	public function test_the_block_editor_keeps_its_own_light_interface(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->assertStringContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/edit.php?uip-framed-page=1' ) );

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
	}

	public function test_no_dark_stylesheet_on_the_interface_page_or_a_stock_page(): void {
		$this->editors_template();
		$this->act_as( 'editor' );
		$this->assertStringNotContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/edit.php' ) );

		// No template: the stock page has none; one the page content block
		// asks for framed (the builder's preview) follows dark mode too.
		$this->act_as( 'subscriber' );
		$this->assertStringNotContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/profile.php' ) );
		$this->assertStringContainsString( 'uip-framed-dark-css', $this->admin_head_of( '/wp-admin/profile.php?uip-framed-page=1' ) );
	}

	public function test_every_rule_is_scoped_to_dark_mode(): void {
		$css = FramedDarkStyle::css();
		foreach ( array( 'body', '.wrap', '.postbox', '.card', '.widefat', 'textarea', '.button-secondary', '.notice', 'a:hover' ) as $selector ) {
			$this->assertStringContainsString( 'html[data-theme=dark] ' . $selector, $css );
		}
		$rules = preg_split( '/\}/', $css, -1, PREG_SPLIT_NO_EMPTY );
		$this->assertIsArray( $rules );
		foreach ( $rules as $rule ) {
			$selectors = explode( '{', $rule )[0];
			foreach ( explode( ',', $selectors ) as $selector ) {
				$this->assertStringStartsWith( 'html[data-theme=dark]', $selector, $rule );
			}
		}
		// It goes through esc_html unchanged.
		$this->assertSame( $css, esc_html( $css ) );
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
