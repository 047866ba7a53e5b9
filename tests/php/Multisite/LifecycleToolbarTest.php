<?php
/**
 * The toolbar's "My Sites" on a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Menus\ToolbarCapture;
use UiPress\Tests\Menus\ResetsToolbarCapture;

/**
 * The captured "My Sites" is core's: it links to the user's primary site's
 * My Sites screen and lists the user's sites, each linking to its own
 * dashboard and front end, with the network admin items for super admins.
 *
 * @group multisite
 */
final class LifecycleToolbarTest extends LifecycleTestCase {

	use ResetsToolbarCapture;

	/**
	 * Items by id, at every depth.
	 *
	 * @param array<mixed> $items Items.
	 * @return array<string, array<mixed>>
	 */
	private static function by_id( array $items ): array {
		$found = array();
		foreach ( $items as $item ) {
			if ( is_array( $item ) && is_string( $item['id'] ?? null ) ) {
				$found[ $item['id'] ] = $item;
				$found               += self::by_id( is_array( $item['submenu'] ?? null ) ? $item['submenu'] : array() );
			}
		}
		return $found;
	}

	/**
	 * An administrator of the main site and editor of /second/, whose
	 * primary site is /second/, signed in.
	 */
	private function sign_in_on_two_sites(): int {
		$second = self::sub_sites()[0];
		$user   = $this->act_as( 'administrator' );
		add_user_to_blog( $second, $user, 'editor' );
		update_user_meta( $user, 'primary_blog', $second );
		ToolbarCapture::reset();
		return $user;
	}

	public function test_my_sites_lists_the_users_sites_each_linking_to_itself(): void {
		$second = self::sub_sites()[0];
		$this->sign_in_on_two_sites();

		$items = self::by_id( self::on_site( $second, array( ToolbarCapture::class, 'capture' ) ) );

		$this->assertArrayHasKey( 'my-sites', $items );
		// Core's link: the primary site's My Sites screen.
		$this->assertSame( get_admin_url( $second, 'my-sites.php' ), $items['my-sites']['url'] );
		$main = get_main_site_id();
		foreach ( array( $main, $second ) as $site ) {
			$this->assertArrayHasKey( "blog-{$site}", $items, "Site {$site} is missing from My Sites." );
			$this->assertSame( get_admin_url( $site ), $items[ "blog-{$site}" ]['url'] );
			$this->assertSame( get_admin_url( $site ), $items[ "blog-{$site}-d" ]['url'] );
			$this->assertSame( get_home_url( $site, '/' ), $items[ "blog-{$site}-v" ]['url'] );
		}
		// Only the user's sites; no network admin for a site administrator.
		$this->assertArrayNotHasKey( 'blog-' . self::sub_sites()[1], $items );
		$this->assertArrayNotHasKey( 'network-admin', $items );
	}

	public function test_the_link_is_the_primary_sites_from_any_site(): void {
		$second = self::sub_sites()[0];
		$this->sign_in_on_two_sites();

		$items = self::by_id( ToolbarCapture::capture() );

		$this->assertSame( get_current_blog_id(), get_main_site_id() );
		$this->assertSame( get_admin_url( $second, 'my-sites.php' ), $items['my-sites']['url'] );
	}

	public function test_a_super_admin_gets_the_network_admin_items(): void {
		$user = $this->sign_in_on_two_sites();
		grant_super_admin( $user );
		ToolbarCapture::reset();

		$items = self::by_id( ToolbarCapture::capture() );

		$this->assertSame( network_admin_url(), $items['network-admin']['url'] ?? null );
		$this->assertSame( network_admin_url( 'sites.php' ), $items['network-admin-s']['url'] ?? null );
		$this->assertSame( network_admin_url( 'plugins.php' ), $items['network-admin-p']['url'] ?? null );
	}
}
