<?php
/**
 * Shared set-up of the privacy settings' tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Settings\Effects;

use UiPress\Lifecycle\StoredData;
use UiPress\Tests\Rest\RestTestCase;

/**
 * Two authors with content of their own, an editor, and the admin screen
 * globals a list table request sets.
 */
abstract class PrivacyTestCase extends RestTestCase {

	/**
	 * The first author.
	 *
	 * @var int
	 */
	protected int $author = 0;

	/**
	 * The second author.
	 *
	 * @var int
	 */
	protected int $other = 0;

	protected function set_up(): void {
		parent::set_up();
		$this->author = $this->create_user( 'author' );
		$this->other  = $this->create_user( 'author' );
	}

	protected function tear_down(): void {
		delete_option( StoredData::SETTINGS_OPTION );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['pagenow']        = ''; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Turns a setting on or off.
	 *
	 * @param string $setting The setting.
	 * @param bool   $on      Its value.
	 */
	protected function set( string $setting, bool $on ): void {
		update_option( StoredData::SETTINGS_OPTION, array( $setting => $on ) );
	}

	/**
	 * Runs a query as an admin page's main query.
	 *
	 * @param string               $page   The admin file (upload.php, edit.php).
	 * @param string               $screen The screen id.
	 * @param array<string, mixed> $args   Query arguments.
	 * @return list<int> Post ids found.
	 */
	protected function main_query_of( string $page, string $screen, array $args ): array {
		$GLOBALS['pagenow'] = $page; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		// A current screen makes is_admin() true.
		set_current_screen( $screen );
		$query = $GLOBALS['wp_the_query'];
		$this->assertInstanceOf( \WP_Query::class, $query );
		$args['fields']         = 'ids';
		$args['posts_per_page'] = -1;
		$ids                    = array();
		foreach ( $query->query( $args ) as $post ) {
			$ids[] = $post instanceof \WP_Post ? $post->ID : (int) $post;
		}
		return $ids;
	}

	/**
	 * Ids of a REST list.
	 *
	 * @param string               $route Route.
	 * @param array<string, mixed> $query Query parameters.
	 * @return list<int>
	 */
	protected function rest_ids( string $route, array $query = array() ): array {
		$response = $this->dispatch( 'GET', $route, null, $query + array( 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$ids = array();
		foreach ( $this->body( $response ) as $item ) {
			$this->assertIsArray( $item );
			$this->assertIsInt( $item['id'] ?? null );
			$ids[] = $item['id'];
		}
		sort( $ids );
		return $ids;
	}
}
