<?php
/**
 * Tests for the screens the site setting `uipDisabledFor` lists.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\DisabledFor;
use UiPress\Runtime\ResolvedScreen;
use UiPress\Tests\Support\ResolvesAdminRequests;
use UiPress\Tests\TestCase;

/**
 * An entry names a screen by the file WordPress runs and the screen it
 * resolved: an argument a user adds to any URL never switches the
 * interface off.
 */
final class DisabledForTest extends TestCase {

	use ResolvesAdminRequests;

	protected function tear_down(): void {
		$this->forget_admin_request();
		parent::tear_down();
	}

	/**
	 * Whether the setting lists a request.
	 *
	 * @param string $uri Request URI.
	 */
	private function lists( string $uri ): bool {
		$this->resolve_request( $uri );
		return DisabledFor::lists( ResolvedScreen::current() );
	}

	public function test_entries_match_the_file_and_screen_never_the_query_string(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'uipDisabledFor' => "options-general.php\ntools.php, edit.php?post_type=page\nadmin.php?page=shop\npost.php?post=12\n/wp-admin/users.php" ) );

		$listed = array(
			'/wp-admin/tools.php',
			'/wp-admin/./tools.php',
			'/wp-admin/tools.php?tab=x',
			'/wp-admin/options-general.php',
			// Settings' plugin pages are served by its file, as before.
			'/wp-admin/options-general.php?page=other',
			'/wp-admin/edit.php?post_type=page',
			'/wp-admin/edit.php?post_type=%70age&paged=2',
			'/wp-admin/admin.php?page=shop',
			'/wp-admin/edit.php?post_type=page&page=shop',
			'/wp-admin/post.php?post=12&action=edit',
			'/wp-admin/users.php',
		);
		foreach ( $listed as $uri ) {
			$this->assertTrue( $this->lists( $uri ), $uri );
		}

		$not_listed = array(
			'/wp-admin/index.php?x=tools.php',
			'/wp-admin/index.php?x=options-general.php',
			'/wp-admin/edit.php?x=edit.php%3Fpost_type%3Dpage',
			'/wp-admin/edit.php',
			'/wp-admin/edit.php?post_type=post&x=post_type=page',
			'/wp-admin/admin.php?page=shop-orders',
			'/wp-admin/post.php?post=13&action=edit&x=post.php?post=12',
			'/wp-admin/index.php/tools.php',
			'/wp-admin/',
		);
		foreach ( $not_listed as $uri ) {
			$this->assertFalse( $this->lists( $uri ), $uri );
		}
	}

	public function test_an_entry_without_screen_arguments_matches_every_screen_of_its_file(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'advanced' => array( 'uipDisabledFor' => array( 'edit.php', 'admin.php' ) ) ) );
		$this->assertTrue( $this->lists( '/wp-admin/edit.php?post_type=page' ) );
		$this->assertTrue( $this->lists( '/wp-admin/admin.php?page=shop' ) );
		$this->assertFalse( $this->lists( '/wp-admin/options-general.php?page=shop' ) );
	}

	public function test_fragments_that_name_no_file_match_nothing(): void {
		update_option( StoredData::SETTINGS_OPTION, array( 'uipDisabledFor' => 'options, page=shop, /wp-admin/network/' ) );
		foreach ( array( '/wp-admin/options-general.php', '/wp-admin/admin.php?page=shop', '/wp-admin/index.php?x=options' ) as $uri ) {
			$this->assertFalse( $this->lists( $uri ), $uri );
		}
	}
}
