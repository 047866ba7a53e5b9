<?php
/**
 * Tests for the page configuration object.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Admin;

use UiPress\Admin\AppConfig;
use UiPress\Tests\TestCase;

/**
 * `window.uipressConfig` carries the spec's global configuration and app state, and no secret.
 */
final class AppConfigTest extends TestCase {

	public function test_global_configuration_has_working_nonces_and_urls(): void {
		$this->act_as( 'administrator' );
		$config = AppConfig::for_page( 'uip-ui-builder' )['globalConfig'];

		$this->assertSame( 1, wp_verify_nonce( $config['security'], AppConfig::SECURITY_NONCE_ACTION ) );
		$this->assertSame( 1, wp_verify_nonce( $config['restHeaders']['X-WP-Nonce'], 'wp_rest' ) );
		$this->assertSame( admin_url( 'admin-ajax.php' ), $config['ajaxUrl'] );
		$this->assertSame( rest_url(), $config['restUrl'] );
		$this->assertSame( UIPRESS_PLUGIN_URL, $config['pluginUrl'] );
	}

	public function test_app_state_starts_loading_on_the_named_page(): void {
		$this->act_as( 'administrator' );
		$state = AppConfig::for_page( 'uip-menu-creator' )['appState'];

		$this->assertSame(
			array( 'loading', 'adminUrl', 'pluginBase', 'restNonce', 'restBase', 'fullScreen', 'currentPageName', 'menu_minimised' ),
			array_keys( $state )
		);
		$this->assertTrue( $state['loading'] );
		$this->assertFalse( $state['fullScreen'] );
		$this->assertFalse( $state['menu_minimised'] );
		$this->assertSame( 'uip-menu-creator', $state['currentPageName'] );
		$this->assertSame( admin_url(), $state['adminUrl'] );
		$this->assertSame( rest_url(), $state['restBase'] );
		$this->assertSame( 1, wp_verify_nonce( $state['restNonce'], 'wp_rest' ) );
	}

	public function test_current_user_is_described_without_private_fields(): void {
		$id     = $this->act_as( 'editor' );
		$user   = get_userdata( $id );
		$config = AppConfig::for_page( 'index.php' );
		$this->assertInstanceOf( \WP_User::class, $user );

		$this->assertSame(
			array(
				'id'          => $id,
				'login'       => $user->user_login,
				'displayName' => $user->display_name,
				'email'       => $user->user_email,
				'roles'       => array( 'editor' ),
				'canEditCode' => true,
			),
			$config['currentUser']
		);

		$json = (string) wp_json_encode( $config );
		$this->assertStringNotContainsString( $user->user_pass, $json, 'The password hash must never reach the page.' );
		$this->assertStringNotContainsString( AUTH_KEY, $json );
		$this->assertStringNotContainsString( '"caps"', $json );
	}

	public function test_code_editing_follows_unfiltered_html(): void {
		$this->act_as( 'author' );
		$this->assertFalse( AppConfig::for_page( 'index.php' )['currentUser']['canEditCode'], 'Authors lack unfiltered_html, so their CSS and JS would be dropped.' );

		$this->act_as( 'administrator' );
		$this->assertTrue( AppConfig::for_page( 'index.php' )['currentUser']['canEditCode'] );
	}

	public function test_logged_out_configuration_is_empty_user(): void {
		$config = AppConfig::for_page( 'index.php' );

		$this->assertSame( 0, $config['currentUser']['id'] );
		$this->assertSame( array(), $config['currentUser']['roles'] );
		$this->assertSame( UIPRESS_VERSION, $config['version'] );
	}
}
