<?php
/**
 * Tests for activation, deactivation and uninstall.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Lifecycle;

use UiPress\Lifecycle\Activator;
use UiPress\Lifecycle\Deactivator;
use UiPress\Lifecycle\NetworkSetup;
use UiPress\Lifecycle\StoredData;
use UiPress\Lifecycle\Uninstaller;
use UiPress\Tests\TestCase;

/**
 * What UiPress stores is recorded on activation and removed, exactly, on uninstall.
 */
final class LifecycleTest extends TestCase {

	/**
	 * Per-user transients UiPress sets or set in earlier releases (issue 30).
	 */
	private const TRANSIENT_PREFIXES = array( 'uipress_login_preview_', 'uipress_form_emails_', 'uipress_ai_rate_' );

	public function test_activation_records_version(): void {
		delete_option( StoredData::VERSION_OPTION );

		Activator::activate();

		$this->assertSame( UIPRESS_VERSION, get_option( StoredData::VERSION_OPTION ) );
	}

	public function test_activation_updates_an_older_version(): void {
		update_option( StoredData::VERSION_OPTION, '0.0.1' );

		Activator::activate();

		$this->assertSame( UIPRESS_VERSION, get_option( StoredData::VERSION_OPTION ) );
	}

	public function test_an_admin_page_sets_up_a_site_left_on_an_older_version(): void {
		update_option( StoredData::VERSION_OPTION, '0.0.1', false );
		$this->assertSame( 1, has_action( 'admin_init', array( NetworkSetup::class, 'set_up_when_missing' ) ) );

		NetworkSetup::set_up_when_missing();

		$this->assertSame( UIPRESS_VERSION, get_option( StoredData::VERSION_OPTION ) );
		// Autoloaded from now on: the check reads no row of its own.
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertSame( UIPRESS_VERSION, wp_load_alloptions()[ StoredData::VERSION_OPTION ] ?? null );
	}

	public function test_a_version_stored_without_autoload_is_autoloaded_once_checked(): void {
		delete_option( StoredData::VERSION_OPTION );
		add_option( StoredData::VERSION_OPTION, UIPRESS_VERSION, '', false );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertArrayNotHasKey( StoredData::VERSION_OPTION, wp_load_alloptions() );

		NetworkSetup::set_up_when_missing();

		wp_cache_delete( 'alloptions', 'options' );
		$this->assertSame( UIPRESS_VERSION, wp_load_alloptions()[ StoredData::VERSION_OPTION ] ?? null );
	}

	public function test_deactivation_clears_transients_but_keeps_data(): void {
		set_transient( 'uipress_remote_templates', array( 'cached' ), HOUR_IN_SECONDS );
		update_option( StoredData::SETTINGS_OPTION, array( 'theme' => 'dark' ) );

		Deactivator::deactivate();

		$this->assertFalse( get_transient( 'uipress_remote_templates' ) );
		$this->assertSame( array( 'theme' => 'dark' ), get_option( StoredData::SETTINGS_OPTION ) );
	}

	public function test_uninstall_removes_uipress_data_and_nothing_else(): void {
		$user = $this->create_user( 'editor' );
		update_option( StoredData::SETTINGS_OPTION, array( 'theme' => 'dark' ) );
		update_option( StoredData::VERSION_OPTION, UIPRESS_VERSION );
		update_option( 'unrelated_option', 'stays' );
		update_user_meta( $user, StoredData::PREFERENCES_META, array( 'darkTheme' => true ) );
		update_user_meta( $user, 'unrelated_meta', 'stays' );

		$template = wp_insert_post(
			array(
				'post_type'   => 'uip-ui-template',
				'post_title'  => 'Admin',
				'post_status' => 'publish',
			)
		);
		$trashed  = wp_insert_post(
			array(
				'post_type'   => 'uip-admin-menu',
				'post_title'  => 'Menu',
				'post_status' => 'trash',
			)
		);
		$draft    = wp_insert_post(
			array(
				'post_type'   => 'uip-ui-template',
				'post_title'  => 'Draft',
				'post_status' => 'draft',
			)
		);
		$post     = wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_title'  => 'Keep me',
				'post_status' => 'publish',
			)
		);
		add_post_meta( $template, 'uip-template-settings', array( 'type' => 'ui-template' ) );

		Uninstaller::uninstall();

		$this->assertFalse( get_option( StoredData::SETTINGS_OPTION ) );
		$this->assertFalse( get_option( StoredData::VERSION_OPTION ) );
		$this->assertSame( 'stays', get_option( 'unrelated_option' ) );
		$this->assertSame( '', get_user_meta( $user, StoredData::PREFERENCES_META, true ) );
		$this->assertSame( 'stays', get_user_meta( $user, 'unrelated_meta', true ) );
		$this->assertNull( get_post( $template ) );
		$this->assertNull( get_post( $trashed ) );
		$this->assertNull( get_post( $draft ) );
		$this->assertSame( array(), get_post_meta( $template ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $post ) );
	}

	public function test_uninstall_deletes_more_posts_than_one_batch(): void {
		$ids = array();
		for ( $i = 0; $i < 105; $i++ ) {
			$ids[] = wp_insert_post(
				array(
					'post_type'   => 'uip-ui-template',
					'post_title'  => "T{$i}",
					'post_status' => 'draft',
				)
			);
		}

		Uninstaller::uninstall();

		$left = get_posts(
			array(
				'post_type'        => 'uip-ui-template',
				'post_status'      => array_keys( get_post_stati() ),
				'posts_per_page'   => -1,
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		$this->assertSame( array(), $left );
	}

	public function test_uninstall_deletes_more_prefixed_options_than_one_batch(): void {
		// The batch is 500 rows: 1,001 options take three.
		for ( $i = 0; $i <= 1000; $i++ ) {
			add_option( "uipress_batch_{$i}", 'x', '', false );
		}

		Uninstaller::uninstall();

		$wpdb = $GLOBALS['wpdb'];
		$this->assertInstanceOf( \wpdb::class, $wpdb );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- counts what is left in the table; %i is the table.
		$left = $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE option_name LIKE %s', $wpdb->options, $wpdb->esc_like( 'uipress_batch_' ) . '%' ) );
		$this->assertSame( '0', $left );
		$this->assertFalse( get_option( 'uipress_batch_1000' ) );
	}

	public function test_uninstall_removes_per_user_transients_and_prefixed_options(): void {
		$user = $this->create_user( 'administrator' );
		foreach ( self::TRANSIENT_PREFIXES as $prefix ) {
			set_transient( $prefix . $user, array( 'kept' => 'until uninstall' ), HOUR_IN_SECONDS );
		}
		set_transient( 'uipress_remote_templates', array( 'cached' ), HOUR_IN_SECONDS );
		update_option( 'uipress_rate_ai_' . $user . '_0', '9999999999', false );
		set_transient( 'unrelated_transient', 'stays', HOUR_IN_SECONDS );
		set_transient( 'not_uipress_login_preview_1', 'stays', HOUR_IN_SECONDS );

		Uninstaller::uninstall();

		$this->assertFalse( get_transient( 'uipress_remote_templates' ) );
		$this->assertFalse( get_option( 'uipress_rate_ai_' . $user . '_0' ) );
		$this->assertSame( 'stays', get_transient( 'unrelated_transient' ) );
		$this->assertSame( 'stays', get_transient( 'not_uipress_login_preview_1' ) );
		// The options table holds nothing of UiPress.
		$this->assertSame( array(), $this->uipress_option_names() );
		if ( wp_using_ext_object_cache() ) {
			// A persistent cache holds transients outside the table and cannot be
			// listed: per-user ones expire (docs/MULTISITE.md, "Uninstall").
			return;
		}
		foreach ( self::TRANSIENT_PREFIXES as $prefix ) {
			$this->assertFalse( get_transient( $prefix . $user ), "{$prefix}{$user} survived uninstall." );
		}
	}

	/**
	 * Names in the options table that are UiPress's (own, transient or timeout).
	 *
	 * @return list<string>
	 */
	private function uipress_option_names(): array {
		$db    = self::db();
		$names = $db->get_col(
			$db->prepare(
				'SELECT option_name FROM %i WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s',
				$db->options,
				'uipress%',
				'\_transient\_uipress%',
				'\_transient\_timeout\_uipress%'
			)
		);
		return array_values( array_filter( $names, 'is_string' ) );
	}
}
