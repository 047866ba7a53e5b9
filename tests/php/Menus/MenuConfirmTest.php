<?php
/**
 * Tests for a menu item's "ask before opening" flag.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\MenuStore;
use UiPress\Tests\Rest\RestTestCase;

/**
 * `custom.confirm` (ask before opening the item) is stored only as a
 * boolean, on every write path (the REST field in both stored forms, the
 * items route, wp_update_post() from any code); anything else is dropped
 * and the rest of the item kept. Only managers write menus at all.
 */
final class MenuConfirmTest extends RestTestCase {

	use MenuFixtures;

	/**
	 * An item carrying a confirm value and a name of its own.
	 *
	 * @param string $uid     uip_uid.
	 * @param mixed  $confirm The value sent.
	 * @return array<string, mixed>
	 */
	private static function asking( string $uid, $confirm ): array {
		$item           = self::item( $uid );
		$item['custom'] = array(
			'name'    => 'Renamed ' . $uid,
			'confirm' => $confirm,
		);
		return $item;
	}

	/**
	 * The stored items of a menu.
	 *
	 * @param int $id Menu id.
	 * @return list<array<mixed>>
	 */
	private static function stored_items( int $id ): array {
		$post = get_post( $id );
		return $post instanceof \WP_Post ? MenuStore::items( MenuStore::read( $post ) ) : array();
	}

	/**
	 * Values that are not a boolean.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function not_booleans(): array {
		return array(
			'string true' => array( 'true' ),
			'string yes'  => array( 'yes' ),
			'one'         => array( 1 ),
			'zero'        => array( 0 ),
			'null'        => array( null ),
			'list'        => array( array( true ) ),
			'object'      => array( array( 'ask' => true ) ),
			'markup'      => array( '<img src=x onerror=alert(1)>' ),
		);
	}

	public function test_a_manager_stores_true_and_false_at_any_depth(): void {
		$this->act_as( 'administrator' );
		$id               = $this->create_menu( array() );
		$tools            = self::asking( 'tools.php', true );
		$tools['submenu'] = array( self::asking( 'import.php', true ), self::asking( 'export.php', false ) );
		$response         = $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( $tools ) ) ) ) );
		$this->assertSame( 200, $response->get_status() );

		$items = self::stored_items( $id );
		$this->assertTrue( $this->value_at( $items, '0.custom.confirm' ) );
		$this->assertTrue( $this->value_at( $items, '0.submenu.0.custom.confirm' ) );
		$this->assertFalse( $this->value_at( $items, '0.submenu.1.custom.confirm' ) );
		$this->assertTrue( $this->value_at( $this->body( $response ), 'uipress.settings.menu.0.custom.confirm' ) );
	}

	/**
	 * Anything but a boolean is dropped through REST, the rest of the item kept.
	 *
	 * @dataProvider not_booleans
	 *
	 * @param mixed $value The value sent.
	 */
	public function test_anything_else_is_dropped_through_rest( $value ): void {
		$this->act_as( 'administrator' );
		$id               = $this->create_menu( array() );
		$posts            = self::asking( 'edit.php', $value );
		$posts['submenu'] = array( self::asking( 'post-new.php', $value ) );
		$response         = $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( $posts ) ) ) ) );
		$this->assertSame( 200, $response->get_status() );

		$items = self::stored_items( $id );
		$this->assertSame( array( 'name' => 'Renamed edit.php' ), $this->value_at( $items, '0.custom' ) );
		$this->assertSame( array( 'name' => 'Renamed post-new.php' ), $this->value_at( $items, '0.submenu.0.custom' ) );
	}

	public function test_an_item_whose_only_change_was_a_bad_confirm_keeps_no_custom_at_all(): void {
		$this->act_as( 'administrator' );
		$id             = $this->create_menu( array() );
		$item           = self::item( 'tools.php' );
		$item['custom'] = array( 'confirm' => 'yes' );
		$this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( $item ) ) ) ) );
		$this->assertArrayNotHasKey( 'custom', self::stored_items( $id )[0] ?? array() );
	}

	public function test_the_spec_form_with_a_submenu_map_is_cleaned_too(): void {
		$this->act_as( 'administrator' );
		$id       = $this->create_menu( array() );
		$map      = array(
			'menu'    => array( self::asking( 'edit.php', 'on' ) ),
			'submenu' => array( 'edit.php' => array( self::asking( 'post-new.php', 1 ), self::asking( 'edit-tags.php', true ) ) ),
		);
		$response = $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => $map ) ) ) );
		$this->assertSame( 200, $response->get_status() );

		$post = get_post( $id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$stored = MenuStore::read( $post )['settings']['menu'];
		$this->assertIsArray( $stored );
		$this->assertSame( array( 'name' => 'Renamed edit.php' ), $this->value_at( $stored, 'menu.0.custom' ) );
		$map = $stored['submenu'] ?? null;
		$this->assertIsArray( $map );
		$submenu = $map['edit.php'] ?? null;
		$this->assertIsArray( $submenu );
		$this->assertSame( array( 'name' => 'Renamed post-new.php' ), $this->value_at( $submenu, '0.custom' ) );
		$this->assertTrue( $this->value_at( $submenu, '1.custom.confirm' ) );
	}

	public function test_the_items_route_drops_it_too(): void {
		$this->act_as( 'administrator' );
		$id       = $this->create_menu( array( 'settings' => array( 'menu' => array( self::item( 'index.php' ) ) ) ) );
		$response = $this->dispatch( 'POST', '/uipress/v1/admin-menus/' . $id . '/items', array( 'items' => array( self::asking( 'late-shop', 'yes' ), self::asking( 'late-docs', true ) ) ) );
		$this->assertSame( 200, $response->get_status() );

		$items = self::stored_items( $id );
		$this->assertSame( array( 'index.php', 'late-shop', 'late-docs' ), array_column( $items, 'uip_uid' ) );
		$this->assertSame( array( 'name' => 'Renamed late-shop' ), $this->value_at( $items, '1.custom' ) );
		$this->assertTrue( $this->value_at( $items, '2.custom.confirm' ) );
	}

	public function test_a_write_from_any_code_drops_it(): void {
		$this->act_as( 'administrator' );
		$id   = $this->create_menu( array() );
		$json = wp_json_encode( array( 'settings' => array( 'menu' => array( self::asking( 'tools.php', 'yes' ), self::asking( 'index.php', true ) ) ) ) );
		$this->assertIsString( $json );
		$this->assertSame(
			$id,
			wp_update_post(
				array(
					'ID'           => $id,
					'post_content' => wp_slash( $json ),
				),
				true
			)
		);
		$items = self::stored_items( $id );
		$this->assertSame( array( 'name' => 'Renamed tools.php' ), $this->value_at( $items, '0.custom' ) );
		$this->assertTrue( $this->value_at( $items, '1.custom.confirm' ) );
	}

	public function test_a_manager_without_unfiltered_html_may_set_it_it_is_not_code(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$id       = $this->create_menu( array() );
		$response = $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( self::asking( 'tools.php', true ), self::asking( 'index.php', 'yes' ) ) ) ) ) );
		$this->assertSame( 200, $response->get_status() );

		$items = self::stored_items( $id );
		$this->assertTrue( $this->value_at( $items, '0.custom.confirm' ) );
		$this->assertSame( array( 'name' => 'Renamed index.php' ), $this->value_at( $items, '1.custom' ) );
	}

	/**
	 * Roles that may not write menus.
	 *
	 * @return array<string, array{string}>
	 */
	public static function refused_roles(): array {
		return array(
			'editor'     => array( 'editor' ),
			'subscriber' => array( 'subscriber' ),
		);
	}

	/**
	 * Editors and subscribers cannot set it on any route; nothing changes.
	 *
	 * @dataProvider refused_roles
	 *
	 * @param string $role The role.
	 */
	public function test_others_are_refused_and_nothing_changes( string $role ): void {
		$id = $this->create_menu( array( 'settings' => array( 'menu' => array( self::item( 'tools.php' ) ) ) ) );
		$this->act_as( $role );
		$field = array( 'uipress' => array( 'settings' => array( 'menu' => array( self::asking( 'tools.php', true ) ) ) ) );
		$this->assertSame( 403, $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, $field )->get_status() );
		$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'POST', '/uipress/v1/admin-menus/' . $id . '/items', array( 'items' => array( self::asking( 'late-shop', true ) ) ) ) );

		$this->assertSame( array( 'tools.php' ), array_column( self::stored_items( $id ), 'uip_uid' ) );
		$this->assertArrayNotHasKey( 'custom', self::stored_items( $id )[0] ?? array() );
	}
}
