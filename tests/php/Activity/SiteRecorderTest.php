<?php
/**
 * Tests for the plugin, theme, settings and UiPress recorders.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Activity;

use UiPress\Activity\Recorders\OptionRecorder;
use UiPress\Activity\Recorders\PluginRecorder;
use UiPress\Lifecycle\StoredData;
use UiPress\Settings\SiteSettings;
use WP_User;

/**
 * Plugins, themes, WordPress's settings and UiPress's own templates, menus
 * and settings; secrets are never stored.
 */
final class SiteRecorderTest extends ActivityTestCase {

	public function test_plugins_activated_deactivated_updated_and_deleted(): void {
		do_action( 'activated_plugin', 'hello.php', false );
		do_action( 'deactivated_plugin', 'hello.php', false );
		apply_filters( 'upgrader_pre_install', true, array( 'plugin' => 'hello.php' ) );
		// Core's own listeners of this hook ask WordPress.org for updates: the recorder alone.
		PluginRecorder::upgraded(
			null,
			array(
				'type'    => 'plugin',
				'action'  => 'update',
				'plugins' => array( 'hello.php' ),
			)
		);
		do_action( 'delete_plugin', 'hello.php' );
		do_action( 'deleted_plugin', 'hello.php', true );

		$activated = $this->only_row( 'plugin.activated' );
		$this->assertSame( 'hello.php', $activated['object_id'] );
		$this->assertSame( 'Hello Dolly', $activated['object_name'] );
		$this->assertCount( 1, $this->rows( 'plugin.deactivated' ) );
		$version = $this->only_row( 'plugin.updated' )['changes']['version'];
		$this->assertSame( $version['before'], $version['after'] );
		$this->assertNotSame( '', $version['after'] );
		$this->assertSame( 'Hello Dolly', $this->only_row( 'plugin.deleted' )['object_name'] );
	}

	public function test_a_theme_switch_names_both_themes(): void {
		$current = wp_get_theme();
		$other   = wp_get_theme( 'twentytwentyfive' );

		do_action( 'switch_theme', 'Twenty Twenty-Five', $other, $current );

		$row = $this->only_row( 'theme.switched' );
		$this->assertSame( 'twentytwentyfive', $row['object_id'] );
		$this->assertSame( 'Twenty Twenty-Five', $row['changes']['theme']['after'] ?? null );
	}

	public function test_core_settings_are_recorded_before_and_after(): void {
		update_option( 'blogname', 'Old name' );
		$this->flush_rows();

		update_option( 'blogname', 'New name' );
		// options.php sends every field: a number saved again as text is no change.
		update_option( 'posts_per_page', 10 );
		update_option( 'posts_per_page', '10' );
		update_option( 'uip_unlisted_option', 'x' );

		$row = $this->only_row( 'setting.updated' );
		$this->assertSame( 'blogname', $row['object_id'] );
		$this->assertSame( 'options-general.php', OptionRecorder::screen( 'blogname' ) );
		$this->assertSame( 'options-reading.php', OptionRecorder::screen( 'posts_per_page' ) );
		$this->assertNull( OptionRecorder::screen( 'uip_unlisted_option' ) );
		$this->assertSame(
			array(
				'before' => 'Old name',
				'after'  => 'New name',
			),
			$row['changes']['blogname']
		);
	}

	public function test_settings_named_as_secrets_are_recorded_as_changed_only(): void {
		add_filter( 'uipress/activity/recorded_options', static fn( array $options ): array => array_merge( $options, array( 'mailer_api_key' ) ) );
		update_option( 'mailer_api_key', 'sk-old-value' );
		update_option( 'mailer_api_key', 'sk-new-value' );

		$rows = $this->rows( 'setting.updated' );
		$this->assertNotSame( array(), $rows );
		$this->assertSame(
			array(
				'before' => '•',
				'after'  => '•',
			),
			$rows[0]['changes']['mailer_api_key']
		);
		$this->assertStringNotContainsString( 'sk-', (string) wp_json_encode( $rows ) );
	}

	public function test_templates_and_menus_saved_and_deleted(): void {
		$template = wp_insert_post(
			array(
				'post_type'    => StoredData::TEMPLATE_POST_TYPE,
				'post_title'   => 'Dashboard',
				'post_status'  => 'publish',
				'post_content' => '{}',
			)
		);
		$menu     = wp_insert_post(
			array(
				'post_type'   => StoredData::MENU_POST_TYPE,
				'post_title'  => 'Main menu',
				'post_status' => 'draft',
			)
		);
		$this->assertIsInt( $template );
		$this->assertIsInt( $menu );
		$this->flush_rows();

		wp_update_post(
			array(
				'ID'         => $template,
				'post_title' => 'Dashboard 2',
			)
		);
		wp_delete_post( $menu, true );

		$saved = $this->only_row( 'uipress.template_saved' );
		$this->assertSame( 'Dashboard 2', $saved['object_name'] );
		$this->assertSame( StoredData::TEMPLATE_POST_TYPE, $saved['object_subtype'] );
		$this->assertSame(
			array(
				'before' => 'Dashboard',
				'after'  => 'Dashboard 2',
			),
			$saved['changes']['title']
		);
		$this->assertSame( 'Main menu', $this->only_row( 'uipress.menu_deleted' )['object_name'] );
		$this->assertSame( array(), $this->rows( 'post.updated' ) );
		$this->assertSame( array(), $this->rows( 'post.deleted' ) );
	}

	public function test_uipress_settings_are_recorded_and_its_keys_only_as_changed(): void {
		$updated = SiteSettings::update(
			array(
				'activityRetention' => '30',
				'aiKey'             => 'sk-secret-key-value',
			),
			new WP_User( $this->admin_id )
		);
		$this->assertNotInstanceOf( \WP_Error::class, $updated, $updated instanceof \WP_Error ? $updated->get_error_message() : '' );

		$row = $this->only_row( 'uipress.settings_updated' );
		$this->assertSame( '30', $row['changes']['activityRetention']['after'] ?? null );
		$this->assertSame(
			array(
				'before' => '•',
				'after'  => '•',
			),
			$row['changes']['aiKey']
		);
		$this->assertStringNotContainsString( 'sk-secret', (string) wp_json_encode( $this->rows() ) );
	}
}
