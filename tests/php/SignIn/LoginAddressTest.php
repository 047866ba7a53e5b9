<?php
/**
 * Tests for the custom login address.
 *
 * @package UiPress
 */

namespace UiPress\Tests\SignIn;

use UiPress\Lifecycle\StoredData;
use UiPress\SignIn\LoginAddress;
use UiPress\Tests\TestCase;

/**
 * Links to wp-login.php follow the slug; wp-login.php, /wp-admin/ and the
 * shortcuts are hidden from signed-out visitors, admin-ajax.php and
 * admin-post.php are not; the constant turns it all off.
 */
final class LoginAddressTest extends TestCase {

	/**
	 * `$pagenow` before the test.
	 *
	 * @var mixed
	 */
	private $pagenow;

	protected function set_up(): void {
		parent::set_up();
		$this->pagenow = $GLOBALS['pagenow'] ?? null;
		update_option( 'permalink_structure', '/%postname%/' );
	}

	protected function tear_down(): void {
		$GLOBALS['pagenow']        = $this->pagenow; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Sets the slug.
	 *
	 * @param string $slug The slug.
	 */
	private static function use_slug( string $slug ): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'loginSlug' => $slug ) );
	}

	public function test_without_a_slug_nothing_changes(): void {
		$this->assertSame( '', LoginAddress::url() );
		$this->assertStringEndsWith( '/wp-login.php', wp_login_url() );
		$GLOBALS['pagenow'] = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertFalse( LoginAddress::is_hidden_request() );
		$this->assertSame( 'wp-login.php?checkemail=confirm', LoginAddress::filter_redirect( 'wp-login.php?checkemail=confirm' ) );
	}

	public function test_every_link_to_wp_login_follows_the_slug(): void {
		self::use_slug( 'team-door' );
		$door = home_url( '/team-door/' );
		$this->assertSame( $door, wp_login_url() );
		$this->assertSame( $door . '?redirect_to=' . rawurlencode( admin_url( 'edit.php' ) ), wp_login_url( admin_url( 'edit.php' ) ) );
		$this->assertSame( $door . '?action=lostpassword', wp_lostpassword_url() );
		$this->assertSame( $door . '?action=register', wp_registration_url() );
		$this->assertStringStartsWith( $door . '?action=logout&amp;_wpnonce=', wp_logout_url() );
		// The password reset email's link.
		$this->assertSame( $door . '?action=rp&key=abc&login=jane%40example.com', network_site_url( 'wp-login.php?action=rp&key=abc&login=jane%40example.com', 'login' ) );
		$this->assertSame( $door, site_url( 'wp-login.php', 'login_post' ) );
		// The re-login popup of an expired session (wp-auth-check) frames this.
		$this->assertSame( $door . '?interim-login=1', add_query_arg( 'interim-login', '1', wp_login_url() ) );
		// Other paths are untouched.
		$this->assertSame( site_url( '/wp-cron.php' ), site_url( 'wp-cron.php' ) );
	}

	public function test_redirects_to_wp_login_follow_the_slug(): void {
		self::use_slug( 'team-door' );
		$door = home_url( '/team-door/' );
		$this->assertSame( $door . '?checkemail=confirm', LoginAddress::filter_redirect( 'wp-login.php?checkemail=confirm' ) );
		$this->assertSame( $door . '?loggedout=true', LoginAddress::filter_redirect( home_url( '/wp-login.php?loggedout=true' ) ) );
		$this->assertSame( 'https://other.example/wp-login.php', LoginAddress::filter_redirect( 'https://other.example/wp-login.php' ) );
		$this->assertSame( admin_url( 'edit.php' ), LoginAddress::filter_redirect( admin_url( 'edit.php' ) ) );
	}

	public function test_plain_permalinks_use_a_query_flag(): void {
		update_option( 'permalink_structure', '' );
		self::use_slug( 'team-door' );
		$this->assertSame( home_url( '/?team-door' ), wp_login_url() );
		$this->assertSame( home_url( '/?team-door&action=lostpassword' ), wp_lostpassword_url() );
		$this->assertTrue( LoginAddress::is_login_url( home_url( '/?team-door&action=rp' ) ) );
		$this->assertFalse( LoginAddress::is_login_url( home_url( '/team-door/' ) ) );
	}

	public function test_the_login_address_is_recognised(): void {
		self::use_slug( 'team-door' );
		foreach ( array( home_url( '/team-door/' ), home_url( '/team-door' ), '/team-door/?action=lostpassword' ) as $url ) {
			$this->assertTrue( LoginAddress::is_login_url( $url ), $url );
		}
		foreach ( array( home_url( '/team-door-2/' ), home_url( '/' ), '/wp-login.php' ) as $url ) {
			$this->assertFalse( LoginAddress::is_login_url( $url ), $url );
		}
	}

	public function test_a_request_for_the_slug_runs_as_the_login_screen(): void {
		self::use_slug( 'team-door' );
		$uri                    = $_SERVER['REQUEST_URI'] ?? '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- put back as it was.
		$_SERVER['REQUEST_URI'] = '/team-door/?action=lostpassword';
		$GLOBALS['pagenow']     = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		LoginAddress::detect();
		$_SERVER['REQUEST_URI'] = $uri;
		$this->assertSame( 'wp-login.php', $GLOBALS['pagenow'] );
		$this->assertFalse( LoginAddress::is_hidden_request(), 'the custom address is never hidden' );
		$this->reset_detection();
	}

	public function test_wp_login_and_the_admin_are_hidden_from_signed_out_visitors_only(): void {
		self::use_slug( 'team-door' );
		$GLOBALS['pagenow'] = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertTrue( LoginAddress::is_hidden_request() );
		$_REQUEST['action'] = 'postpass';
		$this->assertFalse( LoginAddress::is_hidden_request(), 'password-protected posts still post there' );
		$_REQUEST           = array();
		$GLOBALS['pagenow'] = 'wp-signup.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertTrue( LoginAddress::is_hidden_request() );

		set_current_screen( 'dashboard' );
		$GLOBALS['pagenow'] = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertTrue( is_admin() );
		$this->assertTrue( LoginAddress::is_hidden_request(), '/wp-admin/' );
		$GLOBALS['pagenow'] = 'admin-post.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertFalse( LoginAddress::is_hidden_request(), 'admin-post.php' );
		$GLOBALS['pagenow'] = 'admin-ajax.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		add_filter( 'wp_doing_ajax', '__return_true' );
		$this->assertFalse( LoginAddress::is_hidden_request(), 'admin-ajax.php' );
		remove_filter( 'wp_doing_ajax', '__return_true' );

		$GLOBALS['pagenow'] = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->act_as( 'subscriber' );
		$this->assertFalse( LoginAddress::is_hidden_request(), 'signed-in users keep the admin' );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['pagenow']        = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->assertFalse( LoginAddress::is_hidden_request(), 'and may open wp-login.php' );
	}

	public function test_the_shortcuts_go_away_for_signed_out_visitors(): void {
		$this->assertSame( 1000, has_action( 'template_redirect', 'wp_redirect_admin_locations' ) );
		self::use_slug( 'team-door' );
		$this->act_as( 'editor' );
		LoginAddress::drop_shortcuts();
		$this->assertSame( 1000, has_action( 'template_redirect', 'wp_redirect_admin_locations' ) );
		wp_set_current_user( 0 );
		LoginAddress::drop_shortcuts();
		$this->assertFalse( has_action( 'template_redirect', 'wp_redirect_admin_locations' ) );
	}

	public function test_the_constant_turns_the_address_off(): void {
		$script = <<<'PHP'
$_SERVER['HTTP_HOST'] = 'localhost'; $_SERVER['REQUEST_URI'] = '/';
if ( '1' === getenv( 'UIPRESS_TEST_DISABLE' ) ) { define( 'UIPRESS_DISABLE_LOGIN_ADDRESS', true ); }
require getenv( 'UIPRESS_TEST_ABSPATH' ) . 'wp-load.php';
add_filter( 'pre_option_uipress_settings', static fn() => array( 'loginSlug' => 'team-door' ) );
add_filter( 'pre_option_permalink_structure', static fn() => '/%postname%/' );
echo wp_login_url();
PHP;
		$run    = static function ( bool $disable ) use ( $script ): string {
			$command = sprintf(
				'UIPRESS_TEST_ABSPATH=%s UIPRESS_TEST_DISABLE=%s %s -r %s 2>/dev/null',
				escapeshellarg( ABSPATH ),
				$disable ? '1' : '0',
				escapeshellarg( PHP_BINARY ),
				escapeshellarg( $script )
			);
			return (string) shell_exec( $command ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- a fresh WordPress to define the constant in.
		};
		$this->assertStringEndsWith( '/team-door/', $run( false ) );
		$this->assertStringEndsWith( '/wp-login.php', $run( true ) );
	}

	/**
	 * Forgets that this request was for the custom address.
	 */
	private function reset_detection(): void {
		$property = new \ReflectionProperty( LoginAddress::class, 'is_login_request' );
		$property->setValue( null, false );
	}
}
