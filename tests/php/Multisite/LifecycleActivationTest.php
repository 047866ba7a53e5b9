<?php
/**
 * Network activation, sites created later and deleted sites.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Lifecycle\Activator;
use UiPress\Lifecycle\Deactivator;
use UiPress\Lifecycle\NetworkSetup;
use UiPress\Lifecycle\StoredData;

/**
 * Every site of a network where UiPress is network-active is set up: on
 * network activation (a batch at a time, or on a site's first admin page
 * load past the limit), and when a site is created later.
 *
 * @group multisite
 */
final class LifecycleActivationTest extends LifecycleTestCase {

	/**
	 * The version each site recorded, by site id (false: none).
	 *
	 * @param int[] $sites Site ids.
	 * @return array<int, mixed>
	 */
	private static function versions( array $sites ): array {
		$versions = array();
		foreach ( $sites as $site ) {
			$versions[ $site ] = self::on_site( $site, static fn() => get_option( StoredData::VERSION_OPTION ) );
		}
		return $versions;
	}

	/**
	 * Forgets every site's set-up, as before UiPress was ever activated.
	 */
	private static function forget_set_up(): void {
		foreach ( self::all_sites() as $site ) {
			self::on_site( $site, static fn() => delete_option( StoredData::VERSION_OPTION ) );
		}
	}

	public function test_network_activation_sets_up_every_site(): void {
		self::forget_set_up();
		$sites = self::all_sites();
		$this->assertGreaterThanOrEqual( 3, count( $sites ) );

		Activator::activate( true );

		$this->assertSame( array_fill_keys( $sites, UIPRESS_VERSION ), self::versions( $sites ) );
	}

	public function test_network_activation_runs_the_upgrade_steps_on_sub_sites(): void {
		$sub      = self::sub_sites()[0];
		$key      = 'sk-network-' . getmypid();
		$json     = (string) wp_json_encode(
			array(
				'type'    => 'ui-template',
				'content' => array(
					array(
						'uid'        => 'chat1',
						'name'       => 'AI chat',
						'moduleName' => 'uip-ai-chat',
						'settings'   => array( 'block' => array( 'options' => array( 'apiKey' => $key ) ) ),
					),
				),
			)
		);
		$template = self::on_site(
			$sub,
			static function () use ( $json ): int {
				delete_option( StoredData::VERSION_OPTION );
				$id = self::stored_earlier(
					static fn() => wp_insert_post(
						array(
							'post_type'   => StoredData::TEMPLATE_POST_TYPE,
							'post_title'  => 'Stored before secrets were kept apart',
							'post_status' => 'draft',
						)
					)
				);
				self::assertIsInt( $id );
				// As a version before the fix stored it.
				self::db()->update( self::db()->posts, array( 'post_content' => $json ), array( 'ID' => $id ) );
				clean_post_cache( $id );
				return $id;
			}
		);

		Activator::activate( true );

		$content = self::on_site( $sub, static fn() => (string) get_post_field( 'post_content', $template ) );
		$this->assertStringNotContainsString( $key, $content );
		$this->assertSame( UIPRESS_VERSION, self::versions( array( $sub ) )[ $sub ] );
	}

	public function test_past_the_limit_other_sites_are_set_up_on_their_first_admin_page(): void {
		self::forget_set_up();
		add_filter( 'uipress/network_setup_limit', static fn() => 1 );
		list( $second, $lifecycle ) = self::sub_sites();

		$this->assertSame( 1, NetworkSetup::set_up_network() );

		$versions = self::versions( array( get_main_site_id(), $second, $lifecycle ) );
		$this->assertSame( UIPRESS_VERSION, $versions[ get_main_site_id() ] );
		$this->assertFalse( $versions[ $second ] );
		$this->assertFalse( $versions[ $lifecycle ] );

		// UiPress is network-active on the test network: admin_init sets the site up.
		$this->assertTrue( NetworkSetup::is_network_active( get_current_network_id() ) );
		$this->assertSame( 1, has_action( 'admin_init', array( NetworkSetup::class, 'set_up_when_missing' ) ) );
		self::on_site( $second, array( NetworkSetup::class, 'set_up_when_missing' ) );

		$this->assertSame( UIPRESS_VERSION, self::versions( array( $second ) )[ $second ] );
		$this->assertFalse( self::versions( array( $lifecycle ) )[ $lifecycle ] );
	}

	public function test_an_older_version_is_upgraded_on_the_next_admin_page(): void {
		$sub = self::sub_sites()[0];
		self::on_site( $sub, static fn() => update_option( StoredData::VERSION_OPTION, '0.0.1' ) );

		self::on_site( $sub, array( NetworkSetup::class, 'set_up_when_missing' ) );

		$this->assertSame( UIPRESS_VERSION, self::versions( array( $sub ) )[ $sub ] );
	}

	public function test_a_site_created_later_is_set_up_and_deleting_it_leaves_nothing_behind(): void {
		$db   = self::db();
		$main = get_site( get_main_site_id() );
		$this->assertInstanceOf( \WP_Site::class, $main );
		// Creating a site writes tables: the test removes it itself.
		$created = wp_insert_site(
			array(
				'domain' => $main->domain,
				'path'   => '/lifecycle-new-' . getmypid() . '/',
				'title'  => 'Created after activation',
			)
		);
		$this->assertIsInt( $created );
		try {
			$this->assertSame( UIPRESS_VERSION, self::versions( array( $created ) )[ $created ] );

			self::on_site( $created, static fn() => update_option( StoredData::SETTINGS_OPTION, array( 'themeEnabled' => true ) ) );
		} finally {
			$deleted = wp_delete_site( $created );
		}
		$this->assertInstanceOf( \WP_Site::class, $deleted );

		// Core dropped the site's tables; UiPress keeps nothing about a site elsewhere.
		$prefix = $db->get_blog_prefix( $created );
		$this->assertSame( array(), $db->get_col( $db->prepare( 'SHOW TABLES LIKE %s', $db->esc_like( $prefix ) . '%' ) ) );
		$this->assertSame(
			array(),
			$db->get_col( $db->prepare( 'SELECT meta_key FROM %i WHERE meta_key LIKE %s', $db->usermeta, $db->esc_like( $prefix . 'uipress' ) . '%' ) )
		);
		$this->assertSame(
			array(),
			$db->get_col( $db->prepare( 'SELECT meta_key FROM %i WHERE meta_key LIKE %s', $db->sitemeta, '%' . $db->esc_like( 'uipress' ) . '%' . $created . '%' ) )
		);
	}

	public function test_a_site_created_where_uipress_is_not_network_active_is_left_alone(): void {
		$sub  = self::sub_sites()[0];
		$site = get_site( $sub );
		$this->assertInstanceOf( \WP_Site::class, $site );
		self::on_site( $sub, static fn() => delete_option( StoredData::VERSION_OPTION ) );
		add_filter( 'site_option_active_sitewide_plugins', static fn() => array() );

		NetworkSetup::set_up_new_site( $site );

		$this->assertFalse( self::versions( array( $sub ) )[ $sub ] );
	}

	public function test_network_deactivation_clears_each_sites_cache_and_keeps_its_data(): void {
		$sub = self::sub_sites()[0];
		self::on_site(
			$sub,
			static function (): void {
				set_transient( 'uipress_remote_templates', array( 'cached' ), HOUR_IN_SECONDS );
				update_option( StoredData::SETTINGS_OPTION, array( 'themeEnabled' => true ) );
			}
		);

		Deactivator::deactivate( true );

		$this->assertFalse( self::on_site( $sub, static fn() => get_transient( 'uipress_remote_templates' ) ) );
		$this->assertSame( array( 'themeEnabled' => true ), self::on_site( $sub, static fn() => get_option( StoredData::SETTINGS_OPTION ) ) );
	}
}
