<?php
/**
 * Who may make a template or menu network-wide, the read-only routes and the cache.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Multisite;

use UiPress\Menus\MenuPostType;
use UiPress\Network\NetworkLibrary;
use UiPress\Network\NetworkMark;
use UiPress\Templates\TemplatePostType;

/**
 * The mark is a super admin's, on the main site, on every write path; the
 * routes list the network's posts to a site's managers without code; the
 * network list follows every change.
 *
 * @group multisite
 */
final class NetworkMarkTest extends NetworkTestCase {

	private const TEMPLATES = '/wp/v2/' . TemplatePostType::NAME;

	private const MENUS = '/wp/v2/' . MenuPostType::NAME;

	/**
	 * Signs in a super admin of the network.
	 */
	private function act_as_super_admin(): int {
		$id = $this->create_user( 'administrator' );
		grant_super_admin( $id );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Sends the mark for a post through REST.
	 *
	 * @param string $route   Collection route.
	 * @param int    $post_id The post.
	 * @param bool   $network The mark.
	 */
	private function send_mark( string $route, int $post_id, bool $network ): \WP_REST_Response {
		return $this->dispatch( 'POST', $route . '/' . $post_id, array( 'uipress' => array( 'network' => $network ) ) );
	}

	public function test_a_super_admin_on_the_main_site_sets_and_clears_the_mark_through_rest(): void {
		$template = $this->create_template( array( 'forRoles' => array( 'editor' ) ) );
		$this->act_as_super_admin();

		$response = $this->send_mark( self::TEMPLATES, $template, true );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertTrue( NetworkMark::is_marked( $template ) );
		$this->assertTrue( $this->value_at( $this->body( $response ), 'uipress.network' ) );
		$this->assertSame( array( 'editor' ), $this->value_at( $this->body( $response ), 'uipress.forRoles' ), 'The rest of the field is untouched.' );

		$this->assertSame( 200, $this->send_mark( self::TEMPLATES, $template, false )->get_status() );
		$this->assertFalse( NetworkMark::is_marked( $template ) );

		$menu = $this->create_menu( array( 'forRoles' => array( 'editor' ) ) );
		$this->assertSame( 200, $this->send_mark( self::MENUS, $menu, true )->get_status() );
		$this->assertTrue( NetworkMark::is_marked( $menu ) );
	}

	public function test_a_site_administrator_may_not_set_the_mark_through_rest(): void {
		$template = $this->create_template();
		$this->act_as( 'administrator' );

		$this->assertError( 'rest_forbidden', 403, $this->send_mark( self::TEMPLATES, $template, true ) );
		$this->assertFalse( NetworkMark::is_marked( $template ) );

		$created = $this->dispatch(
			'POST',
			self::TEMPLATES,
			array(
				'title'   => 'Mine',
				'uipress' => array( 'network' => true ),
			)
		);
		$this->assertError( 'rest_forbidden', 403, $created );

		// Sending the mark as it is (a whole field read back) is no change.
		$same = $this->send_mark( self::TEMPLATES, $template, false );
		$this->assertSame( 200, $same->get_status(), $this->json( $same ) );
	}

	public function test_a_site_administrator_may_not_set_the_mark_through_wp_insert_post_or_meta(): void {
		$this->act_as( 'administrator' );

		$id = wp_insert_post(
			array(
				'post_type'   => TemplatePostType::NAME,
				'post_title'  => 'Sneaky',
				'post_status' => 'publish',
				'meta_input'  => array( NetworkMark::META => '1' ),
			),
			true
		);
		$this->assertIsInt( $id );
		$this->assertFalse( NetworkMark::is_marked( $id ), 'meta_input is refused.' );

		$this->assertFalse( update_post_meta( $id, NetworkMark::META, '1' ) );
		$this->assertFalse( add_post_meta( $id, NetworkMark::META, '1' ) );
		$this->assertFalse( NetworkMark::is_marked( $id ) );

		$marked = $this->network_template( array() );
		$this->assertFalse( delete_post_meta( $marked, NetworkMark::META ), 'Clearing is refused too.' );
		$this->assertTrue( NetworkMark::is_marked( $marked ) );
	}

	public function test_a_site_administrator_may_not_edit_a_network_template(): void {
		$marked = $this->network_template( array( 'forRoles' => array( 'editor' ) ) );
		$this->act_as( 'administrator' );

		$response = $this->dispatch( 'POST', self::TEMPLATES . '/' . $marked, array( 'title' => 'Changed' ) );
		$this->assertSame( 403, $response->get_status(), $this->json( $response ) );
		$this->assertSame( 403, $this->dispatch( 'DELETE', self::TEMPLATES . '/' . $marked )->get_status() );
	}

	public function test_a_super_admin_on_a_sub_site_may_not_set_the_mark(): void {
		$this->act_as_super_admin();
		self::on_sub_site(
			function (): void {
				$template = $this->create_template();
				$this->assertError( 'rest_forbidden', 403, $this->send_mark( self::TEMPLATES, $template, true ) );
				$this->assertFalse( update_post_meta( $template, NetworkMark::META, '1' ) );
				$this->assertFalse( NetworkMark::is_marked( $template ) );
			}
		);
	}

	public function test_the_routes_refuse_subscribers_and_editors(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			wp_set_current_user( $this->network_user( '', $role ) );
			self::on_sub_site(
				function () use ( $role ): void {
					foreach ( array( 'templates', 'menus' ) as $kind ) {
						$response = $this->dispatch( 'GET', '/uipress/v1/network/' . $kind );
						$this->assertSame( 403, $response->get_status(), "{$role}, {$kind}" );
						$this->assertError( 'rest_forbidden', 403, $response );
					}
				}
			);
		}
	}

	public function test_a_sub_site_manager_without_unfiltered_html_lists_the_network_without_code(): void {
		$template = $this->network_template(
			array(
				'forRoles'      => array( 'editor' ),
				'excludesUsers' => array( 7 ),
				'settings'      => array(
					'css' => '.network-secret-css{}',
					'js'  => 'window.networkSecretJs=1',
				),
				'content'       => array( self::block( 'Heading', array( 'uid' => 'network-only-uid' ) ) ),
			),
			array( 'post_title' => 'Network look' )
		);
		$menu     = $this->create_menu( array( 'forRoles' => array( 'author' ) ), array( 'post_title' => 'Network menu' ) );
		$this->mark( $menu );
		$admin = $this->network_user( '', 'administrator' );
		wp_set_current_user( $admin );

		self::on_sub_site(
			function () use ( $template, $menu ): void {
				$this->assertFalse( current_user_can( 'unfiltered_html' ) );
				$response = $this->dispatch( 'GET', '/uipress/v1/network/templates' );
				$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
				$body = $this->body( $response );
				$this->assertFalse( $body['canMark'] ?? null );
				$item = $this->value_at( $body, 'items.0' );
				$this->assertIsArray( $item );
				$this->assertSame( array( 'id', 'title', 'status', 'modified', 'type', 'audience' ), array_keys( $item ) );
				$this->assertSame( $template, $item['id'] );
				$this->assertSame( 'Network look', $item['title'] );
				$this->assertSame( array( 'editor' ), $this->value_at( $item, 'audience.forRoles' ) );
				$this->assertSame( array( 7 ), $this->value_at( $item, 'audience.excludesUsers' ) );
				$json = $this->json( $response );
				foreach ( array( 'network-secret-css', 'networkSecretJs', 'network-only-uid' ) as $code ) {
					$this->assertStringNotContainsString( $code, $json );
				}

				$menus = $this->body( $this->dispatch( 'GET', '/uipress/v1/network/menus' ) );
				$this->assertSame( $menu, $this->value_at( $menus, 'items.0.id' ) );
				$this->assertSame( '', $this->value_at( $menus, 'items.0.type' ) );
			}
		);
	}

	public function test_the_main_site_lists_nothing_and_tells_a_super_admin_they_may_mark(): void {
		$this->network_template( array() );
		$this->act_as_super_admin();

		$body = $this->body( $this->dispatch( 'GET', '/uipress/v1/network/templates' ) );
		$this->assertSame(
			array(
				'items'   => array(),
				'canMark' => true,
			),
			$body
		);
	}

	public function test_the_network_list_follows_saves_trash_deletion_and_the_mark(): void {
		$template = $this->network_template( array( 'forRoles' => array( 'editor' ) ), array( 'post_title' => 'First' ) );
		$titles   = static fn (): array => self::on_sub_site(
			static fn (): array => array_column( NetworkLibrary::all( 'templates' ), 'title' )
		);
		$this->assertSame( array( 'First' ), $titles() );

		self::stored_earlier(
			static fn () => wp_update_post(
				array(
					'ID'         => $template,
					'post_title' => 'Renamed',
				)
			)
		);
		$this->assertSame( array( 'Renamed' ), $titles(), 'A save drops the list.' );

		$second = $this->create_template( array(), array( 'post_title' => 'Second' ) );
		$this->assertSame( array( 'Renamed' ), $titles() );
		$this->mark( $second );
		$this->assertEqualsCanonicalizing( array( 'Renamed', 'Second' ), $titles(), 'Marking drops the list.' );

		self::stored_earlier( static fn () => wp_trash_post( $second ) );
		$this->assertSame( array( 'Renamed' ), $titles(), 'Trashing drops the list.' );

		self::stored_earlier( static fn () => delete_post_meta( $template, NetworkMark::META ) );
		$this->assertSame( array(), $titles(), 'Unmarking drops the list.' );

		$this->mark( $template );
		$this->assertSame( array( 'Renamed' ), $titles() );
		self::stored_earlier( static fn () => wp_delete_post( $template, true ) );
		$this->assertSame( array(), $titles(), 'Deleting drops the list.' );
	}
}
