<?php
/**
 * Chrome snapshots on a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Runtime\ChromeSnapshot;
use UiPress\Tests\Support\ReadsChromeSnapshots;

/**
 * A user's snapshots live in one store for the whole network (a user signs
 * out of every site at once), and what forgets them on a single site
 * forgets them on any site of the network.
 *
 * @group multisite
 */
final class ChromeSnapshotNetworkTest extends NetworkTestCase {

	use ReadsChromeSnapshots;

	public function test_a_users_snapshots_are_kept_once_for_the_network(): void {
		$user = $this->network_user( 'editor', 'editor' );
		$main = md5( 'main dashboard' );
		ChromeSnapshot::store( $user, $main, '<nav>main</nav>' );

		$this->assertFalse( get_option( ChromeSnapshot::OPTION_PREFIX . $user ), "Not in a site's options." );
		$this->assertIsArray( get_network_option( null, ChromeSnapshot::OPTION_PREFIX . $user ) );
		self::on_sub_site(
			function () use ( $user, $main ): void {
				$this->assertSame( '<nav>main</nav>', self::kept( $user, $main ) );
				ChromeSnapshot::store( $user, md5( 'sub dashboard' ), '<nav>sub</nav>' );
				$this->assertFalse( get_option( ChromeSnapshot::OPTION_PREFIX . $user ) );
			}
		);
		$this->assertSame( '<nav>sub</nav>', self::kept( $user, md5( 'sub dashboard' ) ) );
		$this->assertSame( array( md5( 'sub dashboard' ), $main ), array_column( ChromeSnapshot::entries( $user ), 'key' ) );

		$other = $this->network_user( 'editor', 'editor' );
		$this->assertNull( self::kept( $other, $main ) );
	}

	public function test_signing_out_forgets_the_snapshots_of_every_site(): void {
		$user = $this->network_user( 'editor', 'editor' );
		ChromeSnapshot::store( $user, md5( 'main' ), '<nav>main</nav>' );
		self::on_sub_site( static fn() => ChromeSnapshot::store( $user, md5( 'sub' ), '<nav>sub</nav>' ) );

		do_action( 'wp_logout', $user );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
		$this->assertFalse( get_network_option( null, ChromeSnapshot::OPTION_PREFIX . $user ) );
	}

	public function test_a_role_change_on_a_sub_site_forgets_the_snapshots(): void {
		$user = $this->network_user( '', 'editor' );
		self::on_sub_site( static fn() => ChromeSnapshot::store( $user, md5( 'sub' ), '<nav>editor</nav>' ) );

		self::on_sub_site( static fn() => ( new \WP_User( $user ) )->set_role( 'author' ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );

		ChromeSnapshot::store( $user, md5( 'sub' ), '<nav>author</nav>' );
		self::on_sub_site( static fn() => ( new \WP_User( $user ) )->add_role( 'contributor' ) );
		$this->assertNull( self::kept( $user, md5( 'sub' ) ) );
	}

	public function test_a_user_deleted_from_the_network_leaves_no_snapshots(): void {
		$user = $this->network_user( 'editor', 'editor' );
		ChromeSnapshot::store( $user, md5( 'main' ), '<nav>main</nav>' );

		$this->assertTrue( wpmu_delete_user( $user ) );
		$this->assertFalse( get_network_option( null, ChromeSnapshot::OPTION_PREFIX . $user ) );
	}
}
