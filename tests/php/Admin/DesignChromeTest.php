<?php
/**
 * Tests for the admin menu and toolbar the design screens carry.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Admin;

use UiPress\Admin\AdminScreens;
use UiPress\Admin\AppConfig;
use UiPress\Admin\PreviewScreen;
use UiPress\Plugin;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\Menus\AdminMenuTestCase;

/**
 * The builder, menu creator and preview screens hand the page the user's real admin menu
 * and toolbar (`chrome`), so the admin menu and toolbar blocks show them
 * while a template is designed; other screens carry none.
 */
final class DesignChromeTest extends AdminMenuTestCase {

	/**
	 * Names of a menu's top-level entries.
	 *
	 * @param array<mixed> $menu Menu items.
	 * @return list<string>
	 */
	private static function names( array $menu ): array {
		$names = array();
		foreach ( $menu as $item ) {
			if ( is_array( $item ) && is_string( $item['cleanName'] ?? null ) && '' !== $item['cleanName'] ) {
				$names[] = $item['cleanName'];
			}
		}
		return $names;
	}

	public function test_it_holds_the_users_admin_menu_and_toolbar(): void {
		$this->act_as( 'administrator' );
		add_action(
			'admin_bar_menu',
			static function ( \WP_Admin_Bar $bar ): void {
				$bar->add_node(
					array(
						'id'    => 'design-check',
						'title' => 'Design check',
						'href'  => admin_url( 'index.php' ),
					)
				);
			}
		);
		$this->build_admin_menu();

		$chrome = AppConfig::design_chrome();

		$names = self::names( $chrome['adminMenu'] );
		$this->assertContains( 'Posts', $names );
		$this->assertContains( 'Settings', $names );
		$ids = array_column( $chrome['toolbar'], 'id' );
		$this->assertContains( 'design-check', $ids );
	}

	public function test_an_editor_gets_the_editors_menu(): void {
		$this->act_as( 'editor' );
		$this->build_admin_menu();

		$names = self::names( AppConfig::design_chrome()['adminMenu'] );
		$this->assertContains( 'Posts', $names );
		$this->assertNotContains( 'Settings', $names );
		$this->assertNotContains( 'Plugins', $names );
	}

	public function test_the_preview_screen_carries_it(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();
		$id = wp_insert_post(
			array(
				'post_type'   => TemplatePostType::NAME,
				'post_title'  => 'Designed',
				'post_status' => 'draft',
			)
		);
		$this->assertIsInt( $id );
		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );

		$config = PreviewScreen::config( $post );

		$chrome = $config['chrome'] ?? null;
		$this->assertIsArray( $chrome );
		$this->assertIsArray( $chrome['adminMenu'] ?? null );
		$this->assertContains( 'Posts', self::names( $chrome['adminMenu'] ) );
	}

	public function test_the_builder_and_the_menu_creator_carry_it_and_the_settings_screen_does_not(): void {
		$this->act_as( 'administrator' );
		$screens = Plugin::instance()->admin_screens();
		$screens->add_menu();
		foreach ( array(
			AdminScreens::BUILDER_SLUG      => true,
			// Menus are made from, and compared with, the live menu.
			AdminScreens::MENU_CREATOR_SLUG => true,
			AdminScreens::SETTINGS_SLUG     => false,
		) as $slug => $carries ) {
			$hook = (string) $screens->hook_suffix( $slug );
			set_current_screen( $hook );
			do_action( 'load-' . $hook );
			do_action( 'admin_enqueue_scripts', $hook );
			$entries = array(
				AdminScreens::BUILDER_SLUG      => 'builder',
				AdminScreens::MENU_CREATOR_SLUG => 'menu-creator',
				AdminScreens::SETTINGS_SLUG     => 'settings',
			);
			$handle  = 'uipress-' . $entries[ $slug ];
			$before  = wp_json_encode( wp_scripts()->get_data( $handle, 'before' ) );
			$this->assertIsString( $before );
			$this->assertSame( $carries, str_contains( $before, '\\"chrome\\":{\\"adminMenu\\":' ), $slug );
		}
	}
}
