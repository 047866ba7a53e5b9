<?php
/**
 * Tests for the hidePlugins setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\Effects\HidePlugin;
use UiPress\Tests\TestCase;

/**
 * UiPress absent from the plugins list, updates and editor for non-managers.
 */
final class HidePluginTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		remove_filter( 'pre_site_transient_update_plugins', 'uipress_local_site_fresh_update_data' );
		$answer = (object) array(
			'last_checked' => time(),
			'response'     => array(
				HidePlugin::basename() => (object) array( 'new_version' => '9.0.0' ),
				'hello.php'            => (object) array( 'new_version' => '9.9.1' ),
			),
			'no_update'    => array(),
			'checked'      => array(),
		);
		set_site_transient( 'update_plugins', $answer );
	}

	/**
	 * An editor who may manage plugins (but not UiPress).
	 */
	private function act_as_plugin_editor(): int {
		$id   = $this->act_as( 'editor' );
		$user = wp_get_current_user();
		foreach ( array( 'activate_plugins', 'update_plugins', 'edit_plugins' ) as $cap ) {
			$user->add_cap( $cap );
		}
		$this->assertTrue( current_user_can( 'activate_plugins' ) );
		$this->assertFalse( current_user_can( 'uipress_manage' ) );
		return $id;
	}

	/**
	 * The plugins the plugins list shows.
	 *
	 * @return array<mixed>
	 */
	private function listed(): array {
		$plugins = apply_filters( 'all_plugins', get_plugins() );
		$this->assertIsArray( $plugins );
		return $plugins;
	}

	/**
	 * The plugins with an update notice.
	 *
	 * @return array<mixed>
	 */
	private function updates(): array {
		$updates = get_site_transient( 'update_plugins' );
		$this->assertIsObject( $updates );
		$response = isset( $updates->response ) ? $updates->response : null;
		$this->assertIsArray( $response );
		return $response;
	}

	public function test_by_default_everyone_sees_uipress(): void {
		$this->act_as_plugin_editor();

		$this->assertArrayHasKey( HidePlugin::basename(), $this->listed() );
		$this->assertArrayHasKey( HidePlugin::basename(), $this->updates() );
		$this->assertSame( 2, wp_get_update_data()['counts']['plugins'] );
	}

	public function test_non_managers_do_not_see_uipress_or_its_update(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'hidePlugins' => true ) );
		$this->act_as_plugin_editor();

		$this->assertArrayNotHasKey( HidePlugin::basename(), $this->listed() );
		$this->assertArrayHasKey( 'hello.php', $this->listed() );
		$this->assertSame( array( 'hello.php' ), array_keys( $this->updates() ) );
		$this->assertSame( 1, wp_get_update_data()['counts']['plugins'] );
	}

	public function test_managers_still_see_uipress(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'hidePlugins' => true ) );
		$this->act_as( 'administrator' );

		$this->assertArrayHasKey( HidePlugin::basename(), $this->listed() );
		$this->assertArrayHasKey( HidePlugin::basename(), $this->updates() );
	}

	public function test_the_plugin_editor_leaves_uipress_out_and_refuses_its_files(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'hidePlugins' => true ) );
		$this->act_as_plugin_editor();
		$this->assertArrayHasKey( HidePlugin::basename(), get_plugins() );

		do_action( 'load-plugin-editor.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		$this->assertArrayNotHasKey( HidePlugin::basename(), get_plugins() );
		$this->assertArrayHasKey( 'hello.php', get_plugins() );

		add_filter(
			'wp_die_handler',
			static function () {
				return static function ( $message ): void {
					throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die' );
				};
			}
		);
		$own_files = array(
			'plugin' => HidePlugin::basename(),
			'file'   => dirname( HidePlugin::basename() ) . '/includes/Plugin.php',
		);
		foreach ( $own_files as $name => $value ) {
			$_REQUEST = array( $name => $value );
			try {
				do_action( 'load-plugin-editor.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
				$this->fail( "The editor opened {$value}." );
			} catch ( \RuntimeException $refused ) {
				$this->assertStringContainsString( 'not allowed', $refused->getMessage() );
			}
		}
		// Another plugin's file opens.
		$_REQUEST = array( 'file' => 'hello.php' );
		do_action( 'load-plugin-editor.php' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
	}

	public function test_which_editor_paths_are_uipress_files(): void {
		$folder = dirname( HidePlugin::basename() );
		$this->assertTrue( HidePlugin::is_own_file( HidePlugin::basename() ) );
		$this->assertTrue( HidePlugin::is_own_file( $folder . '/includes/Plugin.php' ) );
		$this->assertFalse( HidePlugin::is_own_file( 'hello.php' ) );
		$this->assertFalse( HidePlugin::is_own_file( $folder . '-other/x.php' ) );
	}
}
