<?php
/**
 * Tests for the screens that always open in the whole window.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Admin\AdminScreens;
use UiPress\Admin\PreviewScreen;
use UiPress\Runtime\WindowPages;
use UiPress\Tests\TestCase;

/**
 * UiPress's own screens leave the content frame for the whole window.
 */
final class WindowPagesTest extends TestCase {

	/**
	 * Server values changed by tests.
	 *
	 * @var array<mixed>
	 */
	private array $server = array();

	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
	}

	protected function tear_down(): void {
		$_SERVER = $this->server;
		$_GET    = array();
		parent::tear_down();
	}

	/**
	 * Simulates a request for an admin URL.
	 *
	 * @param string $uri         Request URI.
	 * @param string $destination The browser's Sec-Fetch-Dest.
	 */
	private function request( string $uri, string $destination = 'document' ): void {
		$_SERVER['REQUEST_URI']         = $uri;
		$_SERVER['HTTP_SEC_FETCH_DEST'] = $destination;
		$_GET                           = array();
		wp_parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets the query.
	}

	public function test_the_builder_menu_creator_settings_and_preview_are_window_pages(): void {
		$this->assertSame(
			array( AdminScreens::BUILDER_SLUG, AdminScreens::MENU_CREATOR_SLUG, AdminScreens::SETTINGS_SLUG, PreviewScreen::SLUG ),
			WindowPages::slugs()
		);
	}

	public function test_only_a_framed_request_for_one_of_them_leaves_the_frame(): void {
		$this->request( '/wp-admin/admin.php?page=uip-ui-builder&uip-framed-page=1' );
		$this->assertTrue( WindowPages::is_framed_window_page() );

		// A redirect inside the frame loses the flag; the browser still says iframe.
		$this->request( '/wp-admin/admin.php?page=uip-menu-creator', 'iframe' );
		$this->assertTrue( WindowPages::is_framed_window_page() );

		$this->request( '/wp-admin/admin.php?page=uip-ui-builder' );
		$this->assertFalse( WindowPages::is_framed_window_page() );

		$this->request( '/wp-admin/admin.php?page=some-plugin&uip-framed-page=1' );
		$this->assertFalse( WindowPages::is_framed_window_page() );
	}

	public function test_the_leaving_page_replaces_the_whole_window_with_the_screen(): void {
		$url      = admin_url( 'admin.php?page=uip-ui-builder&template=7' );
		$document = WindowPages::leave_frame_document( $url );

		$this->assertStringContainsString( '<script', $document );
		$this->assertStringContainsString( 'window.top.location.replace("' . $url . '")', str_replace( '\u0026', '&', $document ) );
		$this->assertStringContainsString( 'target="_top"', $document );
		$this->assertStringContainsString( esc_url( $url ), $document );

		// Nothing in the URL can close the script or the attribute.
		$hostile = WindowPages::leave_frame_document( admin_url( 'admin.php?page=uip-ui-builder&x="></script><script>alert(1)</script>' ) );
		$this->assertStringNotContainsString( '<script>alert(1)', $hostile );
		$this->assertSame( 1, substr_count( $hostile, '</script>' ) );
	}
}
