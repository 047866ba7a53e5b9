<?php
/**
 * Tests for the URL rule of custom menu items.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Menus;

use UiPress\Menus\MenuPostType;
use UiPress\Menus\MenuStore;
use UiPress\Menus\MenuUrls;
use UiPress\Tests\Rest\RestTestCase;

/**
 * A menu item URL is an http(s) address or an admin path, on every write
 * path: the REST field (create, update, so imports), and the items routes.
 */
final class MenuUrlsTest extends RestTestCase {

	use MenuFixtures;

	/**
	 * URLs and whether the rule allows them.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public static function urls(): array {
		return array(
			'https'                  => array( 'https://example.org/docs', true ),
			'http'                   => array( 'http://example.org/', true ),
			'admin file'             => array( 'edit.php?post_type=page', true ),
			'admin path'             => array( '/wp-admin/tools.php', true ),
			'empty (no custom URL)'  => array( '', true ),
			'javascript'             => array( 'javascript:alert(document.cookie)', false ),
			'javascript, upper case' => array( 'JavaScript:alert(1)', false ),
			'javascript, split'      => array( "java\nscript:alert(1)", false ),
			'javascript, tab, space' => array( " \tjavascript:alert(1)", false ),
			'data'                   => array( 'data:text/html,<script>alert(1)</script>', false ),
			'vbscript'               => array( 'vbscript:msgbox(1)', false ),
			'protocol-relative'      => array( '//evil.example/', false ),
			'backslashes'            => array( '\\\\evil.example/', false ),
			'slash backslash'        => array( '/\\evil.example/', false ),
		);
	}

	/**
	 * Each URL against the rule.
	 *
	 * @dataProvider urls
	 *
	 * @param string $url     The URL.
	 * @param bool   $allowed Whether it is allowed.
	 */
	public function test_the_rule( string $url, bool $allowed ): void {
		$this->assertSame( $allowed, MenuUrls::is_allowed( $url ) );
	}

	/**
	 * An item whose custom URL is a script.
	 *
	 * @param string $name The name it shows.
	 * @return array<string, mixed>
	 */
	private static function evil( string $name = 'Reports' ): array {
		$item           = self::item( 'reports' );
		$item['custom'] = array(
			'name' => $name,
			'url'  => 'javascript:fetch("/wp-admin/user-new.php")',
		);
		return $item;
	}

	/**
	 * The message of an error response.
	 *
	 * @param \WP_REST_Response $response The response.
	 */
	private function message( \WP_REST_Response $response ): string {
		$message = $this->body( $response )['message'] ?? '';
		return is_string( $message ) ? $message : '';
	}

	/**
	 * The uids of a stored menu.
	 *
	 * @param int $id Menu id.
	 * @return list<mixed>
	 */
	private static function stored_uids( int $id ): array {
		$post = get_post( $id );
		return $post instanceof \WP_Post ? array_column( MenuStore::items( MenuStore::read( $post ) ), 'uip_uid' ) : array();
	}

	public function test_creating_or_importing_a_menu_with_a_script_url_is_refused_naming_the_item(): void {
		$this->act_as( 'administrator' );
		$before   = wp_count_posts( MenuPostType::NAME );
		$response = $this->dispatch(
			'POST',
			'/wp/v2/uip-admin-menu',
			array(
				'title'   => 'Imported',
				'uipress' => array( 'settings' => array( 'menu' => array( self::item( 'index.php' ), self::evil() ) ) ),
			)
		);
		$this->assertError( 'uipress_invalid_menu_url', 400, $response );
		$this->assertStringContainsString( '“Reports”', $this->message( $response ) );
		$this->assertEquals( $before, wp_count_posts( MenuPostType::NAME ) );
	}

	public function test_updating_a_submenu_item_to_a_script_url_is_refused_and_nothing_changes(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_menu( array( 'settings' => array( 'menu' => array( self::item( 'index.php' ) ) ) ) );

		$parent            = self::item( 'edit.php' );
		$parent['submenu'] = array( self::evil( 'Hidden gem' ) );
		$response          = $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( $parent ) ) ) ) );
		$this->assertError( 'uipress_invalid_menu_url', 400, $response );
		$this->assertStringContainsString( '“Hidden gem”', $this->message( $response ) );
		$this->assertSame( array( 'index.php' ), self::stored_uids( $id ) );

		// The spec's form, a submenu map keyed by parent.
		$map      = array(
			'menu'    => array( self::item( 'edit.php' ) ),
			'submenu' => array( 'edit.php' => array( self::evil() ) ),
		);
		$response = $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => $map ) ) ) );
		$this->assertError( 'uipress_invalid_menu_url', 400, $response );
		$this->assertSame( array( 'index.php' ), self::stored_uids( $id ) );

		// The item's own url is checked too, not only the custom one.
		$item        = self::item( 'tools.php' );
		$item['url'] = 'data:text/html,hi';
		$this->assertError( 'uipress_invalid_menu_url', 400, $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( $item ) ) ) ) ) );

		$fine           = self::item( 'tools.php' );
		$fine['custom'] = array( 'url' => 'https://example.org/help' );
		$this->assertSame( 200, $this->dispatch( 'POST', '/wp/v2/uip-admin-menu/' . $id, array( 'uipress' => array( 'settings' => array( 'menu' => array( $fine ) ) ) ) )->get_status() );
		$this->assertSame( array( 'tools.php' ), self::stored_uids( $id ) );
	}

	public function test_pushing_an_item_with_a_script_url_is_refused(): void {
		$this->act_as( 'administrator' );
		$id       = $this->create_menu( array( 'settings' => array( 'menu' => array( self::item( 'index.php' ) ) ) ) );
		$response = $this->dispatch( 'POST', '/uipress/v1/admin-menus/' . $id . '/items', array( 'items' => array( self::item( 'late-shop' ), self::evil() ) ) );
		$this->assertError( 'uipress_invalid_menu_url', 400, $response );
		$this->assertSame( array( 'index.php' ), self::stored_uids( $id ) );
	}
}
