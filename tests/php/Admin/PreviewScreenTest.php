<?php
/**
 * Tests for the hidden template preview screen.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Admin;

use UiPress\Admin\AdminScreens;
use UiPress\Admin\PreviewScreen;
use UiPress\Plugin;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\Support\ResetsAdminGlobals;
use UiPress\Tests\TestCase;

/**
 * The page admin.php?page=uip-preview&template=ID: no menu item, managers
 * only, the preview app with the template id, or a clear error.
 */
final class PreviewScreenTest extends TestCase {

	use ResetsAdminGlobals;

	/**
	 * Starts every test from an empty admin menu and fresh script queues.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->reset_admin_globals();
	}

	/**
	 * Leaves no menu or queued script behind for the next test.
	 */
	protected function tear_down(): void {
		$this->reset_admin_globals();
		parent::tear_down();
	}


	private function screen(): PreviewScreen {
		return Plugin::instance()->preview_screen();
	}

	/**
	 * Registers the menus as WordPress does on admin_menu.
	 */
	private function build_menu(): void {
		Plugin::instance()->admin_screens()->add_menu();
		$this->screen()->add_page();
	}

	/**
	 * Simulates a request for admin.php?page=uip-preview&template=….
	 *
	 * @param string $template The template query value.
	 */
	private function open( string $template ): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- simulate admin.php?page=uip-preview.
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = PreviewScreen::SLUG;
		// phpcs:enable
		$_GET['page']     = PreviewScreen::SLUG;
		$_GET['template'] = $template;
	}

	/**
	 * Runs the screen's load and enqueue hooks.
	 */
	private function load(): void {
		$hook = (string) $this->screen()->hook_suffix();
		set_current_screen( $hook );
		do_action( 'load-' . $hook );
		do_action( 'admin_enqueue_scripts', $hook );
	}

	/**
	 * The screen's output.
	 */
	private function render(): string {
		$hook = $this->screen()->hook_suffix();
		if ( null === $hook || '' === $hook ) {
			$this->fail( 'The preview page is not registered.' );
		}
		ob_start();
		do_action( $hook );
		return (string) ob_get_clean();
	}

	/**
	 * A template post.
	 *
	 * @param string $status Post status.
	 */
	private function template( string $status = 'draft' ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => TemplatePostType::NAME,
				'post_title'  => 'Preview me',
				'post_status' => $status,
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	public function test_page_is_registered_without_a_menu_item(): void {
		$this->act_as( 'administrator' );
		$this->build_menu();

		$this->assertSame( 'admin_page_uip-preview', $this->screen()->hook_suffix() );
		foreach ( $this->global_array( 'menu' ) as $item ) {
			$this->assertIsArray( $item );
			$this->assertNotSame( PreviewScreen::SLUG, $item[2] );
		}
		$builder_items = $this->global_array( 'submenu' )[ AdminScreens::BUILDER_SLUG ] ?? array();
		$this->assertIsArray( $builder_items );
		foreach ( $builder_items as $item ) {
			$this->assertIsArray( $item );
			$this->assertNotSame( PreviewScreen::SLUG, $item[2] );
		}
	}

	public function test_administrator_can_open_the_page_and_sees_its_title(): void {
		$this->act_as( 'administrator' );
		$this->build_menu();
		$this->open( (string) $this->template() );

		$this->assertTrue( user_can_access_admin_page() );
		$this->load();
		$this->assertSame( 'UiPress preview', get_admin_page_title() );
	}

	/**
	 * Users who may not manage UiPress are refused the page.
	 *
	 * @dataProvider refused_roles
	 *
	 * @param string $role Role.
	 */
	public function test_users_who_may_not_manage_cannot_open_the_page( string $role ): void {
		$template = $this->template();
		$this->act_as( $role );
		$this->build_menu();
		$this->open( (string) $template );

		$this->assertNull( $this->screen()->hook_suffix() );
		$this->assertFalse( user_can_access_admin_page() );
	}

	/**
	 * Roles without uipress_manage.
	 *
	 * @return array<string, array{string}>
	 */
	public static function refused_roles(): array {
		return array(
			'subscriber' => array( 'subscriber' ),
			'editor'     => array( 'editor' ),
		);
	}

	public function test_loading_a_template_enqueues_the_preview_app_with_its_id(): void {
		$this->act_as( 'administrator' );
		$this->build_menu();
		$id = $this->template();
		$this->open( (string) $id );

		$this->load();

		$this->assertTrue( wp_script_is( 'uipress-preview', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'uipress-builder', 'enqueued' ) );
		$before = $this->inline_script( 'uipress-preview', 'before' );
		$this->assertStringContainsString( '"preview":{"templateId":' . $id . '}', $before );
		$this->assertStringContainsString( '"appState":{"loading":true', $before );
		$this->assertStringContainsString( '"engine":{"context":', $before );

		$html = $this->render();
		$this->assertStringContainsString( 'id="uip-preview-root"', $html );
		$this->assertStringContainsString( 'data-uip-template="' . $id . '"', $html );
		$this->assertStringNotContainsString( 'Template not found', $html );
	}

	public function test_config_adds_the_template_id_to_the_page_configuration(): void {
		$this->act_as( 'administrator' );
		$post = get_post( $this->template( 'publish' ) );
		$this->assertInstanceOf( \WP_Post::class, $post );

		$config = PreviewScreen::config( $post );

		$this->assertSame( array( 'templateId' => $post->ID ), $config['preview'] );
		$this->assertArrayHasKey( 'engine', $config );
		$this->assertArrayHasKey( 'appState', $config );
	}

	/**
	 * Template query values that name nothing to preview.
	 *
	 * @return array<string, array{string}>
	 */
	public static function invalid_ids(): array {
		return array(
			'missing'      => array( '' ),
			'zero'         => array( '0' ),
			'not a number' => array( 'abc' ),
			'negative'     => array( '-4' ),
			'no post'      => array( '999999' ),
			'a post'       => array( 'post' ),
			'trashed'      => array( 'trash' ),
			'auto-draft'   => array( 'auto-draft' ),
		);
	}

	/**
	 * A missing or invalid template id shows an error and loads no app.
	 *
	 * @dataProvider invalid_ids
	 *
	 * @param string $value Query value, or a kind of post to create.
	 */
	public function test_an_invalid_template_shows_an_error_and_loads_nothing( string $value ): void {
		$this->act_as( 'administrator' );
		$this->build_menu();
		if ( 'post' === $value ) {
			$value = (string) wp_insert_post(
				array(
					'post_title'  => 'A post',
					'post_status' => 'publish',
				)
			);
		} elseif ( 'trash' === $value || 'auto-draft' === $value ) {
			$value = (string) $this->template( $value );
		}
		$this->open( $value );
		if ( '' === $value ) {
			unset( $_GET['template'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- simulates a URL without the parameter.
		}

		$this->load();
		$html = $this->render();

		$this->assertFalse( wp_script_is( 'uipress-preview', 'enqueued' ) );
		$this->assertStringContainsString( 'notice-error', $html );
		$this->assertStringContainsString( 'Template not found.', $html );
		$this->assertStringContainsString( 'page=uip-ui-builder', $html );
		$this->assertStringNotContainsString( 'uip-preview-root', $html );
	}

	public function test_a_template_id_sent_as_an_array_is_an_error_not_a_warning(): void {
		$this->act_as( 'administrator' );
		$this->build_menu();
		$this->open( '' );
		$_GET['template'] = array( '1' ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- simulates a crafted URL.

		$this->assertNull( PreviewScreen::requested_template() );
		$this->assertStringContainsString( 'Template not found.', $this->render() );
	}
}
