<?php
/**
 * Tests for the menu creator's switch (setting `menuCreatorEnabled`).
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Admin\AdminScreens;
use UiPress\Menus\CustomMenus;
use UiPress\Menus\StaticMenus;
use UiPress\Plugin;
use UiPress\Settings\SiteSettings;
use UiPress\Tests\Rest\RestTestCase;
use UiPress\Tests\Support\ResetsAdminGlobals;
use WP_User;

/**
 * With the menu creator off, its screen is not registered, no custom menu
 * applies and no static menu is resolved: users see WordPress's menu.
 */
final class MenuCreatorSwitchTest extends RestTestCase {

	use MenuFixtures;
	use ResetsAdminGlobals;

	protected function set_up(): void {
		parent::set_up();
		$this->reset_admin_globals();
	}

	protected function tear_down(): void {
		$this->reset_admin_globals();
		parent::tear_down();
	}

	/**
	 * Turns the menu creator off as an administrator does, on the settings screen.
	 */
	private function turn_off(): void {
		$this->assertTrue( SiteSettings::update( array( 'menuCreatorEnabled' => false ), new WP_User( $this->create_user( 'administrator' ) ) ) );
	}

	/**
	 * The admin menu block's settings with a static menu.
	 *
	 * @param int $menu The menu's id.
	 * @return list<array<string, mixed>>
	 */
	private static function blocks( int $menu ): array {
		return array(
			array(
				'moduleName' => 'uip-admin-menu-new',
				'settings'   => array(
					'block' => array(
						'options' => array(
							'staticMenu' => array(
								'enabled' => true,
								'menuid'  => $menu,
							),
						),
					),
				),
			),
		);
	}

	/**
	 * The slugs of the UiPress submenu entries.
	 *
	 * @return list<string>
	 */
	private function uipress_screens(): array {
		Plugin::instance()->admin_screens()->add_menu();
		$items = $this->global_array( 'submenu' )[ AdminScreens::BUILDER_SLUG ] ?? array();
		$this->assertIsArray( $items );
		$slugs = array();
		foreach ( $items as $item ) {
			$this->assertIsArray( $item );
			$this->assertIsString( $item[2] );
			$slugs[] = $item[2];
		}
		return $slugs;
	}

	public function test_on_by_default_custom_and_static_menus_apply(): void {
		$menu = $this->create_menu(
			array(
				'forRoles' => array( 'editor' ),
				'settings' => array( 'menu' => array( self::item( 'shop.php' ) ) ),
			)
		);
		$this->act_as( 'administrator' );
		$this->assertTrue( CustomMenus::enabled() );
		$this->assertContains( AdminScreens::MENU_CREATOR_SLUG, $this->uipress_screens() );
		$this->assertSame( array( $menu ), StaticMenus::ids( self::blocks( $menu ) ) );
		$this->assertSame( 'shop.php', StaticMenus::for_blocks( self::blocks( $menu ) )[ $menu ][0]['uip_uid'] ?? null );

		$this->act_as( 'editor' );
		$this->assertSame( $menu, CustomMenus::for_user( wp_get_current_user() )['id'] ?? null );
	}

	public function test_off_no_screen_no_custom_menu_no_static_menu(): void {
		$menu = $this->create_menu(
			array(
				'forRoles' => array( 'editor', 'administrator' ),
				'settings' => array( 'menu' => array( self::item( 'shop.php' ) ) ),
			)
		);
		$this->turn_off();
		$this->assertFalse( CustomMenus::enabled() );

		$this->act_as( 'administrator' );
		$this->assertSame( array( AdminScreens::BUILDER_SLUG, AdminScreens::SETTINGS_SLUG ), $this->uipress_screens() );
		$this->assertNull( CustomMenus::for_user( wp_get_current_user() ) );
		$this->assertSame( array(), StaticMenus::ids( self::blocks( $menu ) ) );
		$this->assertSame( array(), StaticMenus::for_blocks( self::blocks( $menu ) ) );

		$this->act_as( 'editor' );
		$this->assertNull( CustomMenus::match( wp_get_current_user() ) );
	}
}
