<?php
/**
 * Uninstalling UiPress from a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Lifecycle\StoredData;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Security\RateLimiter;

/**
 * Uninstall leaves no UiPress option, transient, post, post meta or user
 * meta on any site, nor network option or site transient, and keeps
 * everything else.
 *
 * @group multisite
 */
final class LifecycleUninstallTest extends LifecycleTestCase {

	/**
	 * Per-user transients UiPress sets or set in earlier releases (issue 30).
	 */
	private const TRANSIENT_PREFIXES = array( 'uipress_login_preview_', 'uipress_form_emails_', 'uipress_ai_rate_' );

	/**
	 * Stores on the current site what UiPress keeps there, and data of others.
	 *
	 * @param int $user A user with preferences and per-user transients.
	 * @return array{template: int, post: int}
	 */
	private static function store_site_data( int $user ): array {
		update_option( StoredData::VERSION_OPTION, UIPRESS_VERSION );
		update_option( StoredData::SETTINGS_OPTION, array( 'themeEnabled' => true ) );
		update_option( StoredData::SECRETS_OPTION, array( 'unsplash' => 'secret' ), false );
		update_option( 'uipress_safe_mode', '1' );
		set_transient( 'uipress_remote_templates', array( 'cached' ), HOUR_IN_SECONDS );
		foreach ( self::TRANSIENT_PREFIXES as $prefix ) {
			set_transient( $prefix . $user, array( 'draft' ), HOUR_IN_SECONDS );
		}
		self::assertSame( 0, RateLimiter::hit( 'ai_' . $user, 3, HOUR_IN_SECONDS ) );
		update_option( 'unrelated_option', 'stays' );
		set_transient( 'unrelated_transient', 'stays', HOUR_IN_SECONDS );

		$template = self::stored_earlier(
			static fn() => wp_insert_post(
				array(
					'post_type'   => StoredData::TEMPLATE_POST_TYPE,
					'post_title'  => 'Admin',
					'post_status' => 'publish',
				)
			)
		);
		$menu     = self::stored_earlier(
			static fn() => wp_insert_post(
				array(
					'post_type'   => StoredData::MENU_POST_TYPE,
					'post_title'  => 'Menu',
					'post_status' => 'draft',
				)
			)
		);
		$post     = wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_title'  => 'Keep me',
				'post_status' => 'publish',
			)
		);
		self::assertIsInt( $template );
		self::assertIsInt( $menu );
		self::assertIsInt( $post );
		add_post_meta( $template, '_uipress_secrets', array( 'chat1' => array( 'apiKey' => 'sk' ) ) );
		add_post_meta( $template, 'uipress_network', '1' );
		add_post_meta( $menu, 'uip-menu-settings', array( 'a' => 1 ) );
		add_post_meta( $post, 'uipress_code_author', 1 );
		add_post_meta( $post, 'unrelated_meta', 'stays' );
		return array(
			'template' => $template,
			'post'     => $post,
		);
	}

	/**
	 * Rows of a site's tables (or the network's) whose name holds
	 * "uipress" or "uip-", read from the database itself.
	 *
	 * @param int $site_id The site.
	 * @return array<string, list<string>>
	 */
	private static function uipress_rows( int $site_id ): array {
		$db     = self::db();
		$prefix = $db->get_blog_prefix( $site_id );
		$like   = array( '%uipress%', '%uip-%', '%uip\_%' );
		$rows   = array(
			'options'  => $db->get_col( $db->prepare( 'SELECT option_name FROM %i WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s', $prefix . 'options', ...$like ) ),
			'posts'    => $db->get_col( $db->prepare( 'SELECT post_type FROM %i WHERE post_type LIKE %s OR post_type LIKE %s OR post_type LIKE %s', $prefix . 'posts', ...$like ) ),
			'postmeta' => $db->get_col( $db->prepare( 'SELECT meta_key FROM %i WHERE meta_key LIKE %s OR meta_key LIKE %s OR meta_key LIKE %s', $prefix . 'postmeta', ...$like ) ),
		);
		return array_map( static fn( array $names ): array => array_values( array_filter( $names, 'is_string' ) ), $rows );
	}

	public function test_uninstall_removes_uipress_data_from_every_site_and_the_network(): void {
		$user  = $this->create_user( 'administrator' );
		$sites = self::all_sites();
		$this->assertGreaterThanOrEqual( 3, count( $sites ) );
		$kept = array();
		foreach ( $sites as $site ) {
			add_user_to_blog( $site, $user, 'editor' );
			$kept[ $site ] = self::on_site( $site, static fn() => self::store_site_data( $user ) );
		}
		update_user_meta( $user, StoredData::PREFERENCES_META, array( 'darkTheme' => true ) );
		update_user_meta( $user, 'unrelated_meta', 'stays' );
		update_site_option( 'uipress_network_probe', 'network data' );
		update_site_option( 'unrelated_site_option', 'stays' );
		set_site_transient( 'uipress_network_library', array( 'templates' => array() ), HOUR_IN_SECONDS );
		foreach ( $sites as $site ) {
			$this->assertNotSame( array(), self::uipress_rows( $site )['options'], "Site {$site} holds no UiPress data to remove." );
		}

		Uninstaller::uninstall();

		$db = self::db();
		foreach ( $sites as $site ) {
			$this->assertSame(
				array(
					'options'  => array(),
					'posts'    => array(),
					'postmeta' => array(),
				),
				self::uipress_rows( $site ),
				"Site {$site} kept UiPress data."
			);
			self::on_site(
				$site,
				function () use ( $site, $kept ): void {
					$this->assertSame( 'stays', get_option( 'unrelated_option' ), "Site {$site} lost another option." );
					$this->assertSame( 'stays', get_transient( 'unrelated_transient' ) );
					$this->assertInstanceOf( \WP_Post::class, get_post( $kept[ $site ]['post'] ) );
					$this->assertSame( 'stays', get_post_meta( $kept[ $site ]['post'], 'unrelated_meta', true ) );
					$this->assertNull( get_post( $kept[ $site ]['template'] ) );
				}
			);
		}
		$this->assertSame(
			array(),
			$db->get_col( $db->prepare( 'SELECT meta_key FROM %i WHERE meta_key LIKE %s', $db->sitemeta, '%uipress%' ) ),
			'The network kept UiPress options or site transients.'
		);
		$this->assertSame( 'stays', get_site_option( 'unrelated_site_option' ) );
		$this->assertFalse( get_site_transient( 'uipress_network_library' ) );
		$this->assertSame(
			array(),
			$db->get_col( $db->prepare( 'SELECT meta_key FROM %i WHERE meta_key LIKE %s', $db->usermeta, '%uipress%' ) ),
			'Users kept UiPress meta.'
		);
		$this->assertSame( 'stays', get_user_meta( $user, 'unrelated_meta', true ) );
	}
}
