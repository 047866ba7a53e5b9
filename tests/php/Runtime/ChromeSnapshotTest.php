<?php
/**
 * Tests for the per-user store of chrome snapshots.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Runtime\ChromeSnapshot;
use UiPress\Tests\TestCase;
use UiPress\Tests\Support\ReadsChromeSnapshots;

/**
 * A user keeps the newest few snapshots of their own, under keys of what the
 * interface renders from; signing out, a role change or deletion forgets
 * them, and no one reads or writes another user's.
 */
final class ChromeSnapshotTest extends TestCase {

	use ReadsChromeSnapshots;

	/**
	 * A key as the interface page makes them (32 hex digits).
	 *
	 * @param string $name What the key stands for.
	 */
	private static function key_of( string $name ): string {
		return md5( $name );
	}

	/**
	 * A page's configuration, as Takeover::config() shapes it.
	 *
	 * @param array<string, mixed> $runtime Members of `runtime` over the defaults.
	 * @return array<string, mixed>
	 */
	private static function config( array $runtime = array() ): array {
		return array(
			'restBase' => '/wp-json/',
			'runtime'  => array_merge(
				array(
					'template'    => array(
						'id'      => 12,
						'content' => array(
							array(
								'uid'        => 'menu1',
								'moduleName' => 'uip-admin-menu',
							),
						),
					),
					'preferences' => array( 'darkTheme' => false ),
					'frameUrl'    => 'http://localhost/wp-admin/index.php?uip-framed-page=1',
				),
				$runtime
			),
		);
	}

	/**
	 * The stored keys of a user, newest first.
	 *
	 * @param int $user_id The user.
	 * @return list<string>
	 */
	private static function keys( int $user_id ): array {
		return array_column( ChromeSnapshot::entries( $user_id ), 'key' );
	}

	public function test_a_stored_snapshot_is_found_under_its_key_only(): void {
		$user = $this->create_user( 'editor' );
		$this->assertNull( self::kept( $user, self::key_of( 'dashboard' ) ) );

		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>Dashboard</nav>' );
		$this->assertSame( '<nav>Dashboard</nav>', self::kept( $user, self::key_of( 'dashboard' ) ) );
		$this->assertNull( self::kept( $user, self::key_of( 'posts' ) ) );

		// Stored again under the same key: the newer markup replaces it.
		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>Dashboard, later</nav>' );
		$this->assertSame( '<nav>Dashboard, later</nav>', self::kept( $user, self::key_of( 'dashboard' ) ) );
		$this->assertCount( 1, ChromeSnapshot::entries( $user ) );
	}

	public function test_a_user_keeps_the_newest_few_and_a_stored_again_key_moves_first(): void {
		$user = $this->create_user( 'editor' );
		$this->assertGreaterThanOrEqual( 2, ChromeSnapshot::KEEP );
		$pages = array_map( 'strval', range( 1, ChromeSnapshot::KEEP ) );
		foreach ( $pages as $page ) {
			ChromeSnapshot::store( $user, self::key_of( $page ), "<p>{$page}</p>" );
		}
		$newest_first = array_reverse( array_map( array( self::class, 'key_of' ), $pages ) );
		$this->assertSame( $newest_first, self::keys( $user ) );

		// The oldest goes when one more is kept.
		ChromeSnapshot::store( $user, self::key_of( 'more' ), '<p>more</p>' );
		$this->assertSame( array_merge( array( self::key_of( 'more' ) ), array_slice( $newest_first, 0, -1 ) ), self::keys( $user ) );
		$this->assertNull( self::kept( $user, self::key_of( '1' ) ) );
		$this->assertCount( ChromeSnapshot::KEEP, ChromeSnapshot::entries( $user ) );

		// Keeping one again makes it the newest: the next one pushes out another.
		ChromeSnapshot::store( $user, self::key_of( '2' ), '<p>2 again</p>' );
		$this->assertSame( self::key_of( '2' ), self::keys( $user )[0] );
		$this->assertCount( ChromeSnapshot::KEEP, ChromeSnapshot::entries( $user ) );
		ChromeSnapshot::store( $user, self::key_of( 'last' ), '<p>last</p>' );
		$this->assertSame( array( self::key_of( 'last' ), self::key_of( '2' ) ), array_slice( self::keys( $user ), 0, 2 ) );
		$this->assertSame( '<p>2 again</p>', self::kept( $user, self::key_of( '2' ) ), 'Kept: it was stored again.' );
		$this->assertNull( self::kept( $user, self::key_of( '3' ) ), 'The oldest went instead.' );
	}

	public function test_a_window_width_falls_in_one_band(): void {
		foreach ( array(
			1     => 'phone',
			390   => 'phone',
			698   => 'phone',
			699   => 'small',
			781   => 'small',
			782   => 'tablet',
			989   => 'tablet',
			990   => 'desktop',
			1440  => 'desktop',
			99999 => 'desktop',
		) as $width => $band ) {
			$this->assertSame( $band, ChromeSnapshot::band( $width ), (string) $width );
		}
	}

	public function test_a_page_keeps_one_snapshot_per_width_band(): void {
		$user = $this->create_user( 'editor' );
		$key  = self::key_of( 'dashboard' );
		ChromeSnapshot::store( $user, $key, '<nav>Wide</nav>', 'desktop' );
		ChromeSnapshot::store( $user, $key, '<nav>Narrow</nav>', 'phone' );
		ChromeSnapshot::store( $user, $key, '<nav>Wider</nav>', 'desktop' );

		$this->assertSame(
			array(
				'desktop' => '<nav>Wider</nav>',
				'phone'   => '<nav>Narrow</nav>',
			),
			ChromeSnapshot::bands( $user, $key )
		);
		$this->assertSame( '<nav>Narrow</nav>', self::kept( $user, $key, 'phone' ) );
		$this->assertNull( self::kept( $user, $key, 'tablet' ) );
		$this->assertCount( 2, ChromeSnapshot::entries( $user ) );
	}

	public function test_signing_out_forgets_the_users_snapshots(): void {
		$user  = $this->act_as( 'editor' );
		$other = $this->create_user( 'editor' );
		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>mine</nav>' );
		ChromeSnapshot::store( $other, self::key_of( 'dashboard' ), '<nav>theirs</nav>' );

		do_action( 'wp_logout', $user );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
		$this->assertFalse( get_option( ChromeSnapshot::OPTION_PREFIX . $user ), 'The option itself is deleted.' );
		$this->assertSame( '<nav>theirs</nav>', self::kept( $other, self::key_of( 'dashboard' ) ), 'Another user signing out is not this one.' );
	}

	public function test_a_role_change_forgets_the_users_snapshots(): void {
		$user    = $this->create_user( 'editor' );
		$wp_user = new \WP_User( $user );

		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>editor</nav>' );
		$wp_user->set_role( 'author' );
		$this->assertNull( self::kept( $user, self::key_of( 'dashboard' ) ), 'set_role()' );

		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>author</nav>' );
		$wp_user->add_role( 'contributor' );
		$this->assertNull( self::kept( $user, self::key_of( 'dashboard' ) ), 'add_role()' );

		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>author and contributor</nav>' );
		$wp_user->remove_role( 'contributor' );
		$this->assertNull( self::kept( $user, self::key_of( 'dashboard' ) ), 'remove_role()' );
	}

	public function test_a_deleted_user_leaves_no_snapshots(): void {
		$user = $this->create_user( 'editor' );
		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>gone</nav>' );

		$this->assertTrue( wp_delete_user( $user ) );
		$this->assertFalse( get_option( ChromeSnapshot::OPTION_PREFIX . $user ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
	}

	public function test_forgetting_no_user_deletes_nothing(): void {
		$user = $this->create_user( 'editor' );
		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), '<nav>kept</nav>' );
		// Signing out a visitor, or a hook passing something else.
		ChromeSnapshot::forget( 0 );
		ChromeSnapshot::forget( null );
		ChromeSnapshot::forget( -1 );
		$this->assertSame( '<nav>kept</nav>', self::kept( $user, self::key_of( 'dashboard' ) ) );
	}

	public function test_a_user_never_finds_another_users_snapshot(): void {
		$owner = $this->create_user( 'administrator' );
		$other = $this->create_user( 'administrator' );
		$key   = self::key_of( 'dashboard' );
		ChromeSnapshot::store( $owner, $key, '<nav>owner</nav>' );

		$this->assertNull( self::kept( $other, $key ) );
		$this->assertSame( array(), ChromeSnapshot::entries( $other ) );
		ChromeSnapshot::store( $other, $key, '<nav>other</nav>' );
		$this->assertSame( '<nav>owner</nav>', self::kept( $owner, $key ), 'Each user has a store of their own.' );
		$this->assertSame( '<nav>other</nav>', self::kept( $other, $key ) );
	}

	public function test_a_token_verifies_only_for_its_user_and_key(): void {
		$owner = $this->create_user( 'editor' );
		$other = $this->create_user( 'editor' );
		$key   = self::key_of( 'dashboard' );
		$token = ChromeSnapshot::token( $key, $owner );

		$this->assertSame( $token, ChromeSnapshot::token( $key, $owner ), 'Stable for a user and key.' );
		$this->assertTrue( ChromeSnapshot::verify( $key, $token, $owner ) );
		$this->assertFalse( ChromeSnapshot::verify( $key, $token, $other ), "Another user's token." );
		$this->assertFalse( ChromeSnapshot::verify( $key, ChromeSnapshot::token( $key, $other ), $owner ) );
		$this->assertFalse( ChromeSnapshot::verify( self::key_of( 'posts' ), $token, $owner ), "Another key's token." );
		$this->assertFalse( ChromeSnapshot::verify( $key, '', $owner ) );
		$this->assertFalse( ChromeSnapshot::verify( $key, strtoupper( $token ), $owner ) );
		// An empty key has a token, and still never verifies.
		$this->assertFalse( ChromeSnapshot::verify( '', ChromeSnapshot::token( '', $owner ), $owner ) );
		$this->assertFalse( ChromeSnapshot::verify( $key, $token, 0 ) );
	}

	public function test_the_key_leaves_out_nonces_in_addresses(): void {
		$this->act_as( 'editor' );
		$with = static fn( string $nonce ): array => self::config( array( 'account' => array( 'logoutUrl' => 'http://localhost/wp-login.php?action=logout&_wpnonce=' . $nonce ) ) );

		$this->assertSame(
			ChromeSnapshot::key( $with( 'a1b2c3d4e5' ), '1', '' ),
			ChromeSnapshot::key( $with( 'f6e7d8c9b0' ), '1', '' ),
			'A new session or nonce tick keeps the snapshot.'
		);
		$this->assertNotSame(
			ChromeSnapshot::key( $with( 'a1b2c3d4e5' ), '1', '' ),
			ChromeSnapshot::key( self::config( array( 'account' => array( 'logoutUrl' => 'http://localhost/wp-login.php?action=logout&redirect_to=x&_wpnonce=a1b2c3d4e5' ) ) ), '1', '' ),
			'The rest of the address counts.'
		);
	}

	public function test_the_key_is_stable_for_the_same_page(): void {
		$this->act_as( 'editor' );
		$key = ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin locale-en-us' );

		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $key, 'The REST route takes it.' );
		$this->assertSame( $key, ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin locale-en-us' ) );
		// The key and token printed with the page are not part of what it renders from.
		$printed = self::config(
			array(
				'snapshot' => array(
					'key'   => $key,
					'token' => ChromeSnapshot::token( $key, get_current_user_id() ),
				),
			)
		);
		$this->assertSame( $key, ChromeSnapshot::key( $printed, '1.0.0-123', 'wp-admin locale-en-us' ) );
	}

	public function test_the_key_changes_with_what_the_interface_renders_from(): void {
		$this->act_as( 'editor' );
		$key = ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin locale-en-us' );

		$changed = array(
			'template content' => self::config(
				array(
					'template' => array(
						'id'      => 12,
						'content' => array(
							array(
								'uid'        => 'heading1',
								'moduleName' => 'uip-heading',
							),
						),
					),
				)
			),
			'preferences'      => self::config( array( 'preferences' => array( 'darkTheme' => true ) ) ),
			'frame address'    => self::config( array( 'frameUrl' => 'http://localhost/wp-admin/edit.php?uip-framed-page=1' ) ),
			'site settings'    => array( 'restBase' => '/index.php?rest_route=/' ) + self::config(),
		);
		foreach ( $changed as $what => $config ) {
			$this->assertNotSame( $key, ChromeSnapshot::key( $config, '1.0.0-123', 'wp-admin locale-en-us' ), $what );
		}
		$this->assertNotSame( $key, ChromeSnapshot::key( self::config(), '1.0.1-123', 'wp-admin locale-en-us' ), 'Another build.' );
		$this->assertNotSame( $key, ChromeSnapshot::key( self::config(), '1.0.0-124', 'wp-admin locale-en-us' ), "The blocks' chunks rebuilt." );
		$this->assertNotSame( $key, ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin admin-color-midnight locale-en-us' ), 'Another colour scheme.' );
	}

	public function test_the_key_changes_with_the_users_locale(): void {
		$user = $this->act_as( 'editor' );
		$key  = ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin' );

		update_user_meta( $user, 'locale', 'de_DE' );
		$this->assertSame( 'de_DE', get_user_locale() );
		$german = ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin' );
		$this->assertNotSame( $key, $german );

		update_user_meta( $user, 'locale', '' );
		$this->assertSame( $key, ChromeSnapshot::key( self::config(), '1.0.0-123', 'wp-admin' ), "Back to the site's language." );
	}

	public function test_snapshots_are_not_loaded_with_every_request(): void {
		$user = $this->create_user( 'editor' );
		ChromeSnapshot::store( $user, self::key_of( 'dashboard' ), str_repeat( '<p>chrome</p>', 100 ) );
		$option = ChromeSnapshot::OPTION_PREFIX . $user;

		$db = self::db();
		$this->assertSame( 'off', $db->get_var( $db->prepare( 'SELECT autoload FROM %i WHERE option_name = %s', $db->options, $option ) ), 'Stored with autoload off.' );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayNotHasKey( $option, wp_load_alloptions() );

		// Storing again (an update of the option) keeps it off.
		ChromeSnapshot::store( $user, self::key_of( 'posts' ), '<p>posts</p>' );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayNotHasKey( $option, wp_load_alloptions() );
		$this->assertCount( 2, ChromeSnapshot::entries( $user ) );
	}

	public function test_stored_values_of_another_shape_are_ignored(): void {
		$user   = $this->create_user( 'editor' );
		$option = ChromeSnapshot::OPTION_PREFIX . $user;
		update_option(
			$option,
			array(
				'not an entry',
				array( 'key' => self::key_of( 'a' ) ),
				array(
					'key'  => self::key_of( 'b' ),
					'html' => array( '<p>b</p>' ),
				),
				array(
					'key'  => self::key_of( 'c' ),
					'html' => '<p>c</p>',
				),
			),
			false
		);
		$this->assertSame( array( self::key_of( 'c' ) ), self::keys( $user ) );

		update_option( $option, 'a string', false );
		$this->assertSame( array(), ChromeSnapshot::entries( $user ) );
		ChromeSnapshot::store( $user, self::key_of( 'd' ), '<p>d</p>' );
		$this->assertSame( array( self::key_of( 'd' ) ), self::keys( $user ) );
	}

	public function test_the_forgetting_hooks_are_registered(): void {
		foreach ( array( 'wp_logout', 'set_user_role', 'add_user_role', 'remove_user_role', 'deleted_user' ) as $hook ) {
			$this->assertNotFalse( has_action( $hook, array( ChromeSnapshot::class, 'forget' ) ), $hook );
		}
	}
}
