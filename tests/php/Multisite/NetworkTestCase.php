<?php
/**
 * Fixtures of the network template tests.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Network\NetworkLibrary;
use UiPress\Network\NetworkMark;
use UiPress\Tests\Menus\MenuFixtures;
use UiPress\Tests\Rest\RestTestCase;

/**
 * A network with a main site and a sub-site: templates and menus made on
 * either, marked network-wide as the command line would, and users with a
 * role on one site or both.
 */
abstract class NetworkTestCase extends RestTestCase {

	use MenuFixtures;

	/**
	 * The sub-site's id, made once per run (creating a site writes tables,
	 * which no transaction can take back).
	 *
	 * @var int
	 */
	private static int $sub_site = 0;

	/**
	 * Makes the sub-site before any test's transaction.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( ! is_multisite() ) {
			return;
		}
		$existing = get_sites(
			array(
				'path'   => '/network-tests/',
				'fields' => 'ids',
			)
		);
		if ( is_array( $existing ) && isset( $existing[0] ) && is_numeric( $existing[0] ) ) {
			self::$sub_site = (int) $existing[0];
			return;
		}
		$main    = get_site( get_main_site_id() );
		$created = wp_insert_site(
			array(
				'domain' => $main instanceof \WP_Site ? $main->domain : 'localhost',
				'path'   => '/network-tests/',
				'title'  => 'Network tests',
			)
		);
		if ( is_int( $created ) ) {
			self::$sub_site = $created;
		}
	}

	/**
	 * Each test starts on the main site with an empty network library.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->assertTrue( is_multisite(), 'The multisite group runs on a network (UIPRESS_MULTISITE=1).' );
		$this->assertGreaterThan( 0, self::$sub_site, 'The sub-site could not be made.' );
		NetworkLibrary::reset();
	}

	/**
	 * Back on the main site, whatever the test switched to.
	 */
	protected function tear_down(): void {
		while ( ms_is_switched() ) {
			restore_current_blog();
		}
		NetworkLibrary::reset();
		parent::tear_down();
	}

	/**
	 * The sub-site's id.
	 */
	protected static function sub_site(): int {
		return self::$sub_site;
	}

	/**
	 * Runs code on the sub-site.
	 *
	 * @template T
	 * @param callable(): T $run What to run there.
	 * @return T
	 */
	protected static function on_sub_site( callable $run ) {
		switch_to_blog( self::$sub_site );
		try {
			return $run();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Marks a post of the main site network-wide, as the command line would.
	 *
	 * @param int $post_id The post.
	 */
	protected function mark( int $post_id ): void {
		self::stored_earlier( static fn() => update_post_meta( $post_id, NetworkMark::META, '1' ) );
		$this->assertTrue( NetworkMark::is_marked( $post_id ) );
	}

	/**
	 * A network template for an audience, made and marked on the main site.
	 *
	 * @param array<string, mixed> $fields Members of the uipress field.
	 * @param array<string, mixed> $post   Post fields.
	 */
	protected function network_template( array $fields, array $post = array() ): int {
		$id = $this->create_template( $fields, $post );
		$this->mark( $id );
		return $id;
	}

	/**
	 * A user with a role on the main site and, when given, another on the sub-site.
	 *
	 * @param string      $main_role Role on the main site ('' for none).
	 * @param string|null $sub_role  Role on the sub-site, or null for none.
	 */
	protected function network_user( string $main_role, ?string $sub_role ): int {
		$id = $this->create_user( '' === $main_role ? 'subscriber' : $main_role );
		if ( '' === $main_role ) {
			remove_user_from_blog( $id, get_main_site_id() );
		}
		if ( null !== $sub_role ) {
			add_user_to_blog( self::$sub_site, $id, $sub_role );
		}
		return $id;
	}

	/**
	 * The user as the current site sees them (roles of that site).
	 *
	 * @param int $id User id.
	 */
	protected static function user_here( int $id ): \WP_User {
		return new \WP_User( $id );
	}
}
