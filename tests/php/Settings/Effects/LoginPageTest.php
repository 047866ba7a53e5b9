<?php
/**
 * Tests for the login page settings on wp-login.php.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\Effects\LoginPage;
use UiPress\Settings\Login\LoginPreview;
use UiPress\Settings\ThemeVariables;
use UiPress\Tests\TestCase;

/**
 * What each login setting changes in the login page's head, filters and
 * footer; nothing at all with the defaults.
 */
final class LoginPageTest extends TestCase {

	protected function tear_down(): void {
		delete_option( StoredData::SETTINGS_OPTION );
		unset( $GLOBALS['interim_login'] );
		$GLOBALS['wp_styles'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Saves login settings.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function save( array $settings ): void {
		update_option( StoredData::SETTINGS_OPTION, $settings );
	}

	/**
	 * The styles wp-login.php prints: WordPress's login stylesheet and what
	 * `login_enqueue_scripts` adds to it.
	 */
	private function login_styles(): string {
		$GLOBALS['wp_styles'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		wp_enqueue_style( 'login' );
		do_action( 'login_enqueue_scripts' );
		ob_start();
		wp_styles()->do_items( array( 'login' ) );
		return (string) ob_get_clean();
	}

	/**
	 * What our callback prints last in the head (action `login_head`).
	 */
	private function head_end(): string {
		ob_start();
		LoginPage::print_custom_css();
		return (string) ob_get_clean();
	}

	/**
	 * What our callback prints in the footer (action `login_footer`).
	 */
	private function footer(): string {
		ob_start();
		LoginPage::print_footer();
		return (string) ob_get_clean();
	}

	public function test_the_defaults_leave_the_login_page_as_wordpress_draws_it(): void {
		$this->assertStringNotContainsString( 'login-inline-css', $this->login_styles() );
		$this->assertSame( '', $this->head_end() );
		$this->assertSame( '', $this->footer() );
		$this->assertSame( 'https://wordpress.org/', apply_filters( 'login_headerurl', 'https://wordpress.org/' ) );
		$this->assertSame( 'Powered by WordPress', apply_filters( 'login_headertext', 'Powered by WordPress' ) );
		$this->assertTrue( apply_filters( 'login_display_language_dropdown', true ) );
	}

	public function test_the_logo_replaces_wordpress_s_and_links_home_with_the_site_name(): void {
		update_option( 'blogname', 'Ann & Co <b>' );
		$this->save(
			array(
				'logo'           => 'https://example.com/logo.png',
				'logo_alignment' => 'right',
			)
		);
		$this->assertSame( home_url( '/' ), apply_filters( 'login_headerurl', 'https://wordpress.org/' ) );
		$this->assertSame( 'Ann &amp; Co &lt;b&gt;', apply_filters( 'login_headertext', 'Powered by WordPress' ) );
		$css = $this->login_styles();
		$this->assertStringContainsString( 'body.login h1.wp-login-logo{display:flex;justify-content:flex-end}', $css );
		$this->assertStringContainsString( 'background-image:url(https://example.com/logo.png);background-size:contain;background-position:right center', $css );
	}

	public function test_the_form_column_sits_left_and_a_panel_takes_the_other_half(): void {
		$this->save(
			array(
				'login_form_alignment' => 'left',
				'panelHTML'            => '<h2 class="promo">Welcome</h2><script>window.x=1</script>',
			)
		);
		$css = $this->login_styles();
		$this->assertStringContainsString( '@media screen and (min-width:783px){body.login .language-switcher{width:320px}body.login:not(.interim-login) #login,body.login .language-switcher,body.login .uip-login-branding{margin-left:max(24px,8vw);margin-right:auto}}', $css );
		$this->assertStringContainsString( 'position:fixed;top:0;bottom:0;right:0;width:50vw', $css );
		// The panel's HTML as saved (only unfiltered_html users can save it).
		$this->assertSame( '<div class="uip-login-panel"><h2 class="promo">Welcome</h2><script>window.x=1</script></div>' . "\n", $this->footer() );
		$this->assertContains( 'uip-login-form-left', (array) apply_filters( 'login_body_class', array( 'login' ), 'login' ) );

		// The re-login dialog inside the admin gets no panel.
		$GLOBALS['interim_login'] = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- what wp-login.php sets for the dialog.
		$this->assertSame( '', $this->footer() );
	}

	public function test_the_background_image_covers_the_page(): void {
		$this->save( array( 'background_image' => 'https://example.com/bg.jpg?size=large&x=1' ) );
		$this->assertStringContainsString( 'body.login{background-image:url(https://example.com/bg.jpg?size=large&x=1);background-size:cover;', $this->login_styles() );
	}

	public function test_the_theme_uses_the_theme_colours_and_signs_the_page(): void {
		$this->save( array( 'loginTheme' => true ) );
		$css = $this->login_styles();
		$this->assertStringContainsString( '--uip-color-primary:' . ThemeVariables::LIGHT_DEFAULTS['--uip-color-primary'] . ';', $css );
		$this->assertStringContainsString( 'body.login form{border-radius:12px;', $css );
		$this->assertStringNotContainsString( 'color-scheme:dark', $css );
		$this->assertSame( '<p class="uip-login-branding">Login page by UiPress</p>' . "\n", $this->footer() );
		$this->assertContains( 'uip-login-theme', (array) apply_filters( 'login_body_class', array( 'login' ), 'login' ) );

		$this->save(
			array(
				'loginTheme'     => true,
				'removeBranding' => true,
			)
		);
		$this->assertSame( '', $this->footer() );
	}

	public function test_the_theme_takes_the_site_s_theme_colours(): void {
		$this->save(
			array(
				'loginTheme' => true,
				'darkMode'   => true,
				'theme'      => array( '--uip-color-primary' => array( 'darkValue' => '#ff9900' ) ),
			)
		);
		$this->assertStringContainsString( '--uip-color-primary:#ff9900;', $this->login_styles() );
	}

	public function test_dark_mode_darkens_the_page_readably(): void {
		$this->save( array( 'darkMode' => true ) );
		$css = $this->login_styles();
		$this->assertStringContainsString( 'color-scheme:dark', $css );
		$this->assertStringContainsString( '--uip-color-base-1:' . ThemeVariables::DARK_DEFAULTS['--uip-color-base-1'] . ';', $css );
		$this->assertStringContainsString( 'body.login form{background:var(--uip-color-base-0)', $css );
		// No branding without the theme.
		$this->assertSame( '', $this->footer() );
		// WordPress's dark grey logo turns light; a logo of the site's own stays as it is.
		$this->assertStringContainsString( 'body.login h1.wp-login-logo a{filter:invert(1)}', $css );
		$this->save(
			array(
				'darkMode' => true,
				'logo'     => 'https://example.org/logo.png',
			)
		);
		$this->assertStringNotContainsString( 'filter:invert(1)', $this->login_styles() );
		$this->save( array( 'darkMode' => true ) );

		// Every pair of text and background the stylesheet uses, at least 4.5:1.
		$dark  = ThemeVariables::effective( true );
		$pairs = array(
			array( 'text-base', 'base-1' ), // page text.
			array( 'text-base', 'base-0' ), // card text, labels, messages.
			array( 'text-emphasis', 'base-1' ), // typed text in fields.
			array( 'text-muted', 'base-1' ), // links under the card.
			array( 'primary', 'base-0' ), // links in the card.
			array( 'primary', 'base-1' ),
			array( 'base-0', 'primary' ), // primary button label.
			array( 'base-0', 'primary-lighter' ), // its hover.
			array( 'text-emphasis', 'base-2' ), // the language switcher's button.
		);
		foreach ( $pairs as $pair ) {
			$ratio = self::contrast( $dark[ '--uip-color-' . $pair[0] ], $dark[ '--uip-color-' . $pair[1] ] );
			$this->assertGreaterThanOrEqual( 4.5, $ratio, implode( ' on ', $pair ) );
		}
	}

	public function test_the_language_switcher_can_be_hidden(): void {
		$this->save( array( 'hideLanguage' => true ) );
		$this->assertFalse( apply_filters( 'login_display_language_dropdown', true ) );
	}

	public function test_the_login_css_is_printed_last_in_the_head(): void {
		$this->save( array( 'loginCSS' => 'body.login { --brand: "x" > y; }' ) );
		$this->assertSame( PHP_INT_MAX, has_action( 'login_head', array( LoginPage::class, 'print_custom_css' ) ) );
		$this->assertSame( "<style id=\"uip-login-custom-css\">\nbody.login { --brand: \"x\" > y; }\n</style>\n", $this->head_end() );
	}

	/**
	 * WCAG 2.1 contrast ratio of two hex colours.
	 *
	 * @param string $a Colour.
	 * @param string $b Colour.
	 */
	private static function contrast( string $a, string $b ): float {
		$la = self::luminance( $a );
		$lb = self::luminance( $b );
		return ( max( $la, $lb ) + 0.05 ) / ( min( $la, $lb ) + 0.05 );
	}

	/**
	 * Relative luminance of a #rrggbb colour.
	 *
	 * @param string $hex Colour.
	 */
	private static function luminance( string $hex ): float {
		$channels = array();
		foreach ( str_split( substr( $hex, 1, 6 ), 2 ) as $pair ) {
			$c          = hexdec( $pair ) / 255;
			$channels[] = $c <= 0.03928 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
		}
		return 0.2126 * $channels[0] + 0.7152 * $channels[1] + 0.0722 * $channels[2];
	}

	public function test_the_preview_page_does_not_take_the_focus(): void {
		$this->assertTrue( (bool) apply_filters( 'enable_login_autofocus', true ) );
		$_GET[ LoginPreview::PARAM ] = 'abc';
		$this->assertFalse( (bool) apply_filters( 'enable_login_autofocus', true ) );
	}
}
