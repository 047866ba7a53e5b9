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
 * `window.uipressConfig` carries the app state scripts read, the current user, and no secret or unused nonce.
 */
final class AppConfigTest extends TestCase {

	public function test_app_state_holds_only_what_scripts_read(): void {
		$this->act_as( 'administrator' );
		$config = AppConfig::build();

		$this->assertSame( array( 'loading', 'adminUrl', 'menu_minimised' ), array_keys( $config['appState'] ) );
		$this->assertTrue( $config['appState']['loading'] );
		$this->assertFalse( $config['appState']['menu_minimised'] );
		$this->assertSame( admin_url(), $config['appState']['adminUrl'] );
	}

	public function test_no_unused_nonce_or_url_is_printed(): void {
		$this->act_as( 'administrator' );
		$config = AppConfig::build();
		$json   = (string) wp_json_encode( $config );

		$this->assertArrayNotHasKey( 'globalConfig', $config, 'Nothing read the ajax nonce, ajax URL or REST headers.' );
		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), $json, 'REST calls carry WordPress\'s own nonce.' );
		$this->assertStringNotContainsString( 'admin-ajax.php', $json );
	}

	public function test_current_user_is_described_without_private_fields(): void {
		$id     = $this->act_as( 'editor' );
		$user   = get_userdata( $id );
		$config = AppConfig::build();
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
		$this->assertFalse( AppConfig::build()['currentUser']['canEditCode'], 'Authors lack unfiltered_html, so their CSS and JS would be dropped.' );

		$this->act_as( 'administrator' );
		$this->assertTrue( AppConfig::build()['currentUser']['canEditCode'] );
	}

	public function test_logged_out_configuration_is_empty_user(): void {
		$config = AppConfig::build();

		$this->assertSame( 0, $config['currentUser']['id'] );
		$this->assertSame( array(), $config['currentUser']['roles'] );
		$this->assertSame( UIPRESS_VERSION, $config['version'] );
	}
}
