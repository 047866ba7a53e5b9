<?php
/**
 * Tests for the displayPluginStatus setting.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Settings\Effects\HidePlugin;
use UiPress\Settings\Effects\PluginStatusColumn;
use UiPress\Tests\TestCase;

/**
 * The Status column of the plugins list.
 */
final class PluginStatusColumnTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		// The local site's mu-plugin answers the update check itself; these
		// tests store a real answer.
		remove_filter( 'pre_site_transient_update_plugins', 'uipress_local_site_fresh_update_data' );
		$this->act_as( 'administrator' );
	}

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		unset( $GLOBALS['status'] );
		parent::tear_down();
	}

	/**
	 * The columns of the plugins screen: the table's own (which it adds to
	 * the screen's filter) and the filter's.
	 *
	 * @return array<mixed>
	 */
	private function columns(): array {
		set_current_screen( 'plugins' );
		$table = _get_list_table( 'WP_Plugins_List_Table', array( 'screen' => 'plugins' ) );
		$this->assertInstanceOf( \WP_List_Table::class, $table );
		$columns = apply_filters( 'manage_plugins_columns', array() );
		$this->assertIsArray( $columns );
		$this->assertArrayHasKey( 'description', $columns );
		return $columns;
	}

	/**
	 * The printed cell of a plugin.
	 *
	 * @param string       $file Plugin basename.
	 * @param array<mixed> $data Its data as the list table has it.
	 */
	private function cell( string $file, array $data = array() ): string {
		ob_start();
		do_action( 'manage_plugins_custom_column', PluginStatusColumn::KEY, $file, $data );
		return (string) ob_get_clean();
	}

	/**
	 * Stores an update check's answer.
	 *
	 * @param array<string, string> $updates   Plugin → new version.
	 * @param string[]              $no_update Plugins found up to date.
	 */
	private function update_check( array $updates, array $no_update ): void {
		$answer = (object) array(
			'last_checked' => time(),
			'response'     => array(),
			'no_update'    => array(),
			'checked'      => array(),
		);
		foreach ( $updates as $file => $version ) {
			$answer->response[ $file ] = (object) array(
				'plugin'      => $file,
				'new_version' => $version,
			);
		}
		foreach ( $no_update as $file ) {
			$answer->no_update[ $file ] = (object) array( 'plugin' => $file );
		}
		set_site_transient( 'update_plugins', $answer );
	}

	public function test_by_default_there_is_no_status_column(): void {
		$this->assertArrayNotHasKey( PluginStatusColumn::KEY, $this->columns() );
		$this->assertSame( '', $this->cell( 'hello.php' ) );
	}

	public function test_the_column_says_whether_each_plugin_is_active_and_up_to_date(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'displayPluginStatus' => true ) );
		$this->update_check( array( 'hello.php' => '9.9.1' ), array( HidePlugin::basename() ) );

		$this->assertSame( 'Status', $this->columns()[ PluginStatusColumn::KEY ] ?? null );
		$this->assertSame( 'Active<br />Up to date', $this->cell( HidePlugin::basename() ) );
		$this->assertSame( 'Inactive<br />Update available: 9.9.1', $this->cell( 'hello.php' ) );
		// Not checked (not from WordPress.org): only its state.
		$this->assertSame( 'Inactive', $this->cell( 'akismet/akismet.php' ) );
	}

	public function test_auto_updates_show_where_wordpress_offers_them(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'displayPluginStatus' => true ) );
		add_filter( 'plugins_auto_update_enabled', '__return_true' );
		update_site_option( 'auto_update_plugins', array( 'hello.php' ) );

		$this->assertSame( 'Inactive<br />Auto-updates on', $this->cell( 'hello.php' ) );
		$this->assertSame( 'Inactive<br />Auto-updates off', $this->cell( 'akismet/akismet.php' ) );
		// Forced by a filter, as the list table records it.
		$this->assertSame( 'Inactive<br />Auto-updates on', $this->cell( 'akismet/akismet.php', array( 'auto-update-forced' => true ) ) );
	}

	public function test_the_must_use_tab_says_must_use(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'displayPluginStatus' => true ) );
		$GLOBALS['status'] = 'mustuse'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the list table's tab.

		$this->assertSame( 'Must-use', $this->cell( 'uipress-local-site.php' ) );
	}
}
