<?php
/**
 * Tests for the jqueryMigrateBack and jqueryMigrate settings.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Tests\TestCase;

/**
 * Whether `jquery` brings jQuery Migrate, on admin and site pages.
 */
final class JqueryMigrateTest extends TestCase {

	protected function tear_down(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * The dependencies of `jquery` as WordPress registers them on an admin
	 * page or a site page.
	 *
	 * @param bool $admin Whether the request is for an admin page.
	 * @return string[]
	 */
	private function jquery_deps( bool $admin ): array {
		if ( $admin ) {
			set_current_screen( 'dashboard' ); // An admin request.
		} else {
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		$this->assertSame( $admin, is_admin() );
		$scripts = new \WP_Scripts(); // Runs wp_default_scripts, as every request does.
		$this->assertArrayHasKey( 'jquery', $scripts->registered );
		return $scripts->registered['jquery']->deps;
	}

	public function test_by_default_jquery_brings_migrate_everywhere(): void {
		$this->assertSame( array( 'jquery-core', 'jquery-migrate' ), $this->jquery_deps( true ) );
		$this->assertSame( array( 'jquery-core', 'jquery-migrate' ), $this->jquery_deps( false ) );
	}

	public function test_jquery_migrate_back_removes_it_from_admin_pages_only(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'jqueryMigrateBack' => true ) );

		$this->assertSame( array( 'jquery-core' ), $this->jquery_deps( true ) );
		$this->assertSame( array( 'jquery-core', 'jquery-migrate' ), $this->jquery_deps( false ) );
	}

	public function test_jquery_migrate_removes_it_from_site_pages_only(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'jqueryMigrate' => true ) );

		$this->assertSame( array( 'jquery-core', 'jquery-migrate' ), $this->jquery_deps( true ) );
		$this->assertSame( array( 'jquery-core' ), $this->jquery_deps( false ) );
	}

	public function test_a_page_that_queues_jquery_no_longer_prints_migrate(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'jqueryMigrate' => true ) );
		$this->jquery_deps( false );
		$scripts = new \WP_Scripts();

		ob_start();
		$scripts->do_items( array( 'jquery' ) );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'jquery.min.js', $html );
		$this->assertStringNotContainsString( 'jquery-migrate', $html );
	}
}
