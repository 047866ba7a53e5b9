<?php
/**
 * Tests for window.uipressConfig.runtime.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Runtime;

use UiPress\Lifecycle\StoredData;
use UiPress\Runtime\Preferences;
use UiPress\Runtime\RuntimeConfig;
use UiPress\Runtime\Takeover;
use UiPress\Templates\CurrentTemplate;
use UiPress\Tests\Menus\AdminMenuTestCase;

/**
 * RuntimeConfig as src/engine/types/runtime.ts declares it.
 */
final class RuntimeConfigTest extends AdminMenuTestCase {

	/**
	 * Server values changed by tests.
	 *
	 * @var array<mixed>
	 */
	private array $server = array();

	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
	}

	protected function tear_down(): void {
		$_SERVER = $this->server;
		parent::tear_down();
	}

	/**
	 * The runtime configuration for the current user and a URL.
	 *
	 * @param string $url Requested URL.
	 * @return array<mixed>
	 */
	private function runtime( string $url ): array {
		$match = CurrentTemplate::for_user( wp_get_current_user() );
		$this->assertNotNull( $match );
		$config = RuntimeConfig::build( $match['post'], $match['fields'], wp_get_current_user(), $url );
		$json   = wp_json_encode( $config );
		$this->assertIsString( $json );
		$decoded = json_decode( $json, true );
		$this->assertIsArray( $decoded );
		return $decoded;
	}

	/**
	 * A page content block.
	 *
	 * @param string $login_redirect Its loginRedirect option.
	 * @return array<string, mixed>
	 */
	private static function page_content( string $login_redirect ): array {
		return self::block(
			'Page content',
			array(
				'settings' => array(
					'block' => array(
						'options' => array(
							'loginRedirect' => $login_redirect,
							'apiKey'        => 'secret-key',
						),
					),
				),
			)
		);
	}

	public function test_the_configuration_has_every_field_of_the_contract(): void {
		$this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( self::page_content( '' ) ),
			),
			array( 'post_title' => 'For editors' )
		);
		$user = $this->act_as( 'editor' );
		Preferences::set( $user, 'darkTheme', true );
		update_option( StoredData::SETTINGS_OPTION, array( 'fullScreenUrls' => 'post.php, site-health.php' ) );
		update_option( 'blogname', 'Tom & Jerry' );
		$this->build_admin_menu();

		$runtime = $this->runtime( admin_url( 'edit.php?post_type=page' ) );

		$this->assertSame( array( 'template', 'adminMenu', 'customMenu', 'staticMenus', 'toolbar', 'account', 'preferences', 'frameUrl', 'site', 'fullScreenUrls', 'strippedParams', 'windowPages' ), array_keys( $runtime ) );
		$this->assertSame( array( 'uip-ui-builder', 'uip-menu-creator', 'uip-settings', 'uip-preview' ), $runtime['windowPages'] );
		$this->assertSame( 'For editors', $this->value_at( $runtime, 'template.title' ) );
		$this->assertSame( array( 'editor' ), $this->value_at( $runtime, 'template.uipress.forRoles' ) );
		$options = $this->value_at( $runtime, 'template.uipress.content.0.settings.block.options' );
		$this->assertIsArray( $options );
		$this->assertArrayNotHasKey( 'apiKey', $options );
		$this->assertArrayHasKey( 'loginRedirect', $options );
		$this->assertNotEmpty( $runtime['adminMenu'] );
		$this->assertNull( $runtime['customMenu'] );
		$this->assertIsArray( $runtime['toolbar'] );
		$this->assertSame( get_userdata( $user )->display_name ?? null, $this->value_at( $runtime, 'account.name' ) );
		$logout = $this->value_at( $runtime, 'account.logoutUrl' );
		$this->assertIsString( $logout );
		$this->assertStringContainsString( 'action=logout&_wpnonce=', $logout );
		$this->assertSame( array( 'darkTheme' => true ), $runtime['preferences'] );
		$this->assertSame( admin_url( 'edit.php?post_type=page&uip-framed-page=1' ), $runtime['frameUrl'] );
		$this->assertSame(
			array(
				'name'     => 'Tom & Jerry',
				'url'      => home_url( '/' ),
				'adminUrl' => admin_url(),
				'logo'     => array(
					'light' => '',
					'dark'  => '',
				),
			),
			$runtime['site']
		);
		$this->assertSame( array( 'post.php', 'site-health.php' ), $runtime['fullScreenUrls'] );
		$this->assertSame( array( 'uip-framed-page', 'uip-hide-screen-options', 'uip-hide-help-tab', 'uip-default-theme', 'uip-hide-notices', 'uipid' ), $runtime['strippedParams'] );
	}

	public function test_the_matching_custom_menu_is_included(): void {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$this->act_as( 'editor' );
		$json = \UiPress\Templates\JsonTree::encode(
			array_merge(
				\UiPress\Menus\MenuStore::defaults(),
				array(
					'forRoles' => array( 'editor' ),
					'settings' => array(
						'menu' => array(
							array(
								'uip_uid' => 'index.php',
								'name'    => 'Home',
							),
						),
					),
				)
			)
		);
		$this->assertIsString( $json );
		$menu    = self::stored_earlier(
			static fn() => wp_insert_post(
				array(
					'post_type'    => \UiPress\Menus\MenuPostType::NAME,
					'post_status'  => 'publish',
					'post_title'   => 'Editors menu',
					'post_content' => addslashes( $json ),
				)
			)
		);
		$runtime = $this->runtime( admin_url() );
		$this->assertSame( $menu, $this->value_at( $runtime, 'customMenu.id' ) );
		$this->assertSame( 'Home', $this->value_at( $runtime, 'customMenu.menu.0.name' ) );
	}

	/**
	 * Stores a custom menu and returns its id.
	 *
	 * @param string       $status Post status.
	 * @param array<mixed> $menu   Its settings.menu.
	 */
	private function create_menu( string $status, array $menu ): int {
		$json = \UiPress\Templates\JsonTree::encode( array_merge( \UiPress\Menus\MenuStore::defaults(), array( 'settings' => array( 'menu' => $menu ) ) ) );
		$this->assertIsString( $json );
		$id = wp_insert_post(
			array(
				'post_type'    => \UiPress\Menus\MenuPostType::NAME,
				'post_status'  => $status,
				'post_title'   => 'Static menu',
				'post_content' => addslashes( $json ),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * An admin menu block with a static menu option.
	 *
	 * @param string     $module  Block module.
	 * @param int|string $menu_id The option's menuid.
	 * @param bool       $enabled Whether the option is on.
	 * @return array<string, mixed>
	 */
	private static function menu_block( string $module, $menu_id, bool $enabled = true ): array {
		return self::block(
			'Admin menu',
			array(
				'moduleName' => $module,
				'settings'   => array(
					'block' => array(
						'options' => array(
							'staticMenu' => array(
								'enabled' => $enabled,
								'menuid'  => $menu_id,
							),
						),
					),
				),
			)
		);
	}

	public function test_static_menus_of_the_template_are_resolved_for_users_who_cannot_read_menus(): void {
		$shop    = $this->create_menu(
			'publish',
			array(
				'menu'    => array(
					array(
						'uip_uid' => 'late-shop',
						'name'    => 'Shop',
						'submenu' => array(),
					),
				),
				'submenu' => array(
					'late-shop' => array(
						array(
							'uip_uid' => 'late-shop-orders',
							'name'    => 'Orders',
						),
					),
				),
			)
		);
		$links   = $this->create_menu(
			'publish',
			array(
				array(
					'uip_uid' => 'index.php',
					'name'    => 'Home',
				),
			)
		);
		$off     = $this->create_menu( 'publish', array( array( 'uip_uid' => 'off.php' ) ) );
		$draft   = $this->create_menu( 'draft', array( array( 'uip_uid' => 'draft.php' ) ) );
		$not_one = $this->create_template( array(), array( 'post_status' => 'draft' ) );
		$this->create_template(
			array(
				'forRoles' => array( 'subscriber' ),
				'content'  => array(
					self::menu_block( 'uip-admin-menu-new', (string) $shop ),
					self::block(
						'Container',
						array(
							'content' => array(
								self::menu_block( 'uip-admin-menu', $links ),
								self::menu_block( 'uip-admin-menu-new', $shop ),
								self::menu_block( 'uip-admin-menu-new', $off, false ),
								self::menu_block( 'uip-admin-menu-new', $draft ),
								self::menu_block( 'uip-admin-menu-new', $not_one ),
								self::menu_block( 'uip-heading', $off ),
							),
						),
					),
				),
			)
		);
		$this->act_as( 'subscriber' );
		$this->assertFalse( current_user_can( 'read_post', $shop ) );

		$runtime = $this->runtime( admin_url() );

		$static = $runtime['staticMenus'];
		$this->assertIsArray( $static );
		$this->assertSame( array( (string) $shop, (string) $links ), array_map( 'strval', array_keys( $static ) ) );
		$this->assertSame( 'Shop', $this->value_at( $runtime, "staticMenus.{$shop}.0.name" ) );
		// Submenus keyed by parent are folded in, as in customMenu.menu.
		$this->assertSame( 'Orders', $this->value_at( $runtime, "staticMenus.{$shop}.0.submenu.0.name" ) );
		$this->assertSame( 'Home', $this->value_at( $runtime, "staticMenus.{$links}.0.name" ) );
	}

	public function test_only_the_preferences_of_the_first_paint_are_printed(): void {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$user = $this->act_as( 'editor' );
		Preferences::set( $user, 'darkTheme', true );
		Preferences::set( $user, 'menuCollapsed', 'uiptrue' );
		Preferences::set( $user, 'prefersGridView', false );
		Preferences::set( $user, 'postsTableFields', array( 'title', 'author' ) );
		// Preferences may total 1 MB: none of this belongs in every page.
		for ( $i = 0; $i < 15; $i++ ) {
			$this->assertTrue( Preferences::set( $user, 'big' . $i, str_repeat( 'x', Preferences::MAX_VALUE_BYTES - 2 ) ) );
		}
		$this->assertTrue( Preferences::set( $user, 'uip-todo-list', array_fill( 0, 500, array( 'title' => str_repeat( 'to do ', 10 ) ) ) ) );

		$runtime = $this->runtime( admin_url() );

		$this->assertSame(
			array(
				'menuCollapsed'   => 'uiptrue',
				'darkTheme'       => true,
				'prefersGridView' => false,
			),
			$runtime['preferences']
		);
		$this->assertLessThan( 20000, strlen( (string) wp_json_encode( $runtime ) ) );
	}

	public function test_a_first_paint_preference_that_is_not_a_small_value_is_not_printed(): void {
		$this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$user = $this->act_as( 'editor' );
		Preferences::set( $user, 'darkTheme', str_repeat( 'd', Preferences::MAX_FIRST_PAINT_BYTES ) );
		Preferences::set( $user, 'menuCollapsed', array( true ) );
		Preferences::set( $user, 'prefersGridView', 1 );

		$this->assertSame( array( 'prefersGridView' => 1 ), $this->runtime( admin_url() )['preferences'] );
	}

	public function test_preferences_are_an_object_even_when_empty(): void {
		$this->create_template( array( 'forRoles' => array( 'subscriber' ) ) );
		$this->act_as( 'subscriber' );
		$match = CurrentTemplate::for_user( wp_get_current_user() );
		$this->assertNotNull( $match );
		$json = (string) wp_json_encode( RuntimeConfig::build( $match['post'], $match['fields'], wp_get_current_user(), admin_url() ) );
		$this->assertStringContainsString( '"preferences":{}', $json );
		$this->assertStringContainsString( '"fullScreenUrls":[]', $json );
		$this->assertStringContainsString( '"staticMenus":{}', $json );
	}

	public function test_login_redirect_applies_on_the_admin_home_right_after_login(): void {
		$this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( self::block( 'Column', array( 'content' => array( self::page_content( 'edit.php?post_type=page' ) ) ) ) ),
			)
		);
		$this->act_as( 'editor' );

		$_SERVER['HTTP_REFERER'] = site_url( 'wp-login.php' );
		$this->assertSame( admin_url( 'edit.php?post_type=page&uip-framed-page=1' ), $this->runtime( admin_url() )['frameUrl'] );
		$this->assertSame( admin_url( 'index.php?uip-framed-page=1' ), RuntimeConfig::frame_url( admin_url( 'index.php' ), array_merge( \UiPress\Templates\TemplateFields::defaults(), array() ) ) );
		// Other pages keep the page asked for.
		$this->assertSame( admin_url( 'upload.php?uip-framed-page=1' ), $this->runtime( admin_url( 'upload.php' ) )['frameUrl'] );

		unset( $_SERVER['HTTP_REFERER'] );
		$this->assertSame( admin_url( '?uip-framed-page=1' ), $this->runtime( admin_url() )['frameUrl'] );
	}

	public function test_a_full_login_redirect_url_is_used_as_is(): void {
		$this->create_template(
			array(
				'forRoles' => array( 'editor' ),
				'content'  => array( self::page_content( 'https://example.com/welcome' ) ),
			)
		);
		$this->act_as( 'editor' );
		$_SERVER['HTTP_REFERER'] = site_url( 'wp-login.php?redirect_to=x' );
		$this->assertSame( 'https://example.com/welcome?uip-framed-page=1', $this->runtime( admin_url( 'index.php' ) )['frameUrl'] );
	}

	public function test_the_escape_flag_is_not_carried_into_the_frame(): void {
		$this->assertStringNotContainsString(
			Takeover::ESCAPE_PARAM,
			RuntimeConfig::frame_url( admin_url( 'edit.php?uipress-disable=0' ), \UiPress\Templates\TemplateFields::defaults() )
		);
	}
}
