<?php
/**
 * Tests for the htmlHead setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\TestCase;
use UiPress\Tests\Support\CapturesAdminHead;

/**
 * HTML printed as is in the admin head; saved only with unfiltered_html.
 */
final class AdminHeadHtmlTest extends TestCase {

	use CapturesAdminHead;

	private const HTML = '<meta name="uip-test" content="a&b"><script>window.uipTest = 1 < 2;</script>';

	protected function set_up(): void {
		parent::set_up();
		set_current_screen( 'dashboard' );
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	public function test_by_default_nothing_is_printed(): void {
		$this->act_as( 'administrator' );
		$this->assertStringNotContainsString( 'uip-test', $this->admin_head() );
	}

	public function test_the_html_is_printed_as_is_for_every_user(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'htmlHead' => self::HTML ) );
		$this->act_as( 'subscriber' );
		$this->assertStringContainsString( self::HTML, $this->admin_head() );
	}

	public function test_only_unfiltered_html_users_can_save_it(): void {
		$author = get_userdata( $this->create_user( 'author' ) );
		$this->assertInstanceOf( \WP_User::class, $author );
		$refused = SiteSettings::update( array( 'htmlHead' => self::HTML ), $author );
		$this->assertWPErrorCode( 'uipress_setting_needs_unfiltered_html', $refused );

		$admin = get_userdata( $this->create_user( 'administrator' ) );
		$this->assertInstanceOf( \WP_User::class, $admin );
		$this->assertTrue( SiteSettings::update( array( 'htmlHead' => self::HTML ), $admin ) );
		$this->assertSame( self::HTML, SiteSettings::get( 'htmlHead' ) );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code  Expected code.
	 * @param mixed  $error The value.
	 */
	private function assertWPErrorCode( string $code, $error ): void {
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( $code, $error->get_error_code() );
	}
}
