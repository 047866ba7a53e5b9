<?php
/**
 * GET uipress/v1/capabilities, GET/POST uipress/v1/users/{id}/capabilities.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Roles;

use UiPress\Roles\CapabilityHints;

/**
 * The capability groups and a user's extra capabilities.
 */
final class CapabilitiesRoutesTest extends RolesTestCase {

	/**
	 * Core's groups in order with a label and hint for each capability,
	 * then "Other" with the capabilities plugins added to roles.
	 */
	public function test_groups_core_capabilities_then_others(): void {
		$this->act_as( 'administrator' );
		self::stored_earlier(
			static function (): void {
				get_role( 'editor' )?->add_cap( 'manage_uip_gallery' );
			}
		);
		list( $ids, $by_name ) = $this->capability_groups();
		$this->assertSame( array( 'posts', 'pages', 'media', 'users', 'plugins', 'themes', 'settings' ), array_slice( $ids, 0, 7 ) );
		$this->assertSame( 'other', end( $ids ) );
		$this->assertNotContains( 'woocommerce', $ids, 'No WooCommerce group without WooCommerce.' );
		foreach ( $by_name as $cap ) {
			$this->assertNotSame( '', $cap['label'] );
			$this->assertNotSame( '', $cap['hint'] );
		}
		$this->assertSame( 'posts', $by_name['publish_posts']['group'] );
		$this->assertSame( 'Publish posts', $by_name['publish_posts']['label'] );
		$this->assertSame( 'users', $by_name['promote_users']['group'] );
		$this->assertSame( 'other', $by_name['manage_uip_gallery']['group'] );
		$this->assertSame( 'Manage uip gallery', $by_name['manage_uip_gallery']['label'] );
		$this->assertTrue( $by_name['manage_options']['granted'] );
		$this->assertFalse( $by_name['manage_uip_gallery']['granted'], 'The administrator does not have it.' );
		$this->assertArrayNotHasKey( 'administrator', $by_name, 'Role names are not capabilities.' );

		// Every capability of core's roles has a hint of its own.
		$hinted = array();
		foreach ( CapabilityHints::core() as $group ) {
			$hinted += $group['capabilities'];
		}
		foreach ( array( 'administrator', 'editor', 'author', 'contributor', 'subscriber' ) as $role ) {
			foreach ( array_keys( self::caps_of( $role ) ) as $cap ) {
				if ( 'manage_uip_gallery' !== $cap ) {
					$this->assertArrayHasKey( $cap, $hinted, "{$cap} of {$role} has a hint." );
				}
			}
		}
	}

	/**
	 * `granted` says what the manager has (so may grant).
	 */
	public function test_granted_follows_the_acting_user(): void {
		$this->act_as_manager();
		$granted = array_map( static fn( array $cap ): bool => $cap['granted'], $this->capability_groups()[1] );
		$this->assertTrue( $granted['publish_posts'] );
		$this->assertTrue( $granted['promote_users'], 'Granted at run time counts.' );
		$this->assertFalse( $granted['manage_options'] );
		$this->assertFalse( $granted['install_plugins'] );
	}

	/**
	 * A user's extra capabilities: granted and denied entries over their
	 * roles, replaced as a whole set; the roles stay.
	 */
	public function test_sets_a_users_extra_capabilities(): void {
		$this->act_as( 'administrator' );
		$author = $this->create_user( 'author' );
		$route  = "/uipress/v1/users/{$author}/capabilities";
		$this->assertSame( '{"capabilities":{}}', $this->json( $this->dispatch( 'GET', $route ) ) );

		$caps     = array(
			'edit_others_posts' => true,
			'upload_files'      => false,
		);
		$response = $this->dispatch( 'POST', $route, array( 'capabilities' => $caps ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame( array( 'capabilities' => $caps ), $this->body( $response ) );
		$this->assertSame( array( 'capabilities' => $caps ), $this->body( $this->dispatch( 'GET', $route ) ) );

		$user = new \WP_User( $author );
		$this->assertSame( array( 'author' ), $user->roles );
		$this->assertTrue( user_can( $author, 'edit_others_posts' ) );
		$this->assertFalse( user_can( $author, 'upload_files' ), 'Denied over the role.' );

		$this->dispatch( 'POST', $route, array( 'capabilities' => array() ) );
		$this->assertTrue( user_can( $author, 'upload_files' ), 'Back to the role.' );
		$this->assertFalse( user_can( $author, 'edit_others_posts' ) );
		$this->assertSame( array( 'author' ), ( new \WP_User( $author ) )->roles );

		$this->assertError( 'uipress_capability_is_role', 400, $this->dispatch( 'POST', $route, array( 'capabilities' => array( 'editor' => true ) ) ) );
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'POST', $route, array() ) );
		$this->assertError( 'rest_user_invalid_id', 404, $this->dispatch( 'GET', '/uipress/v1/users/999999/capabilities' ) );
	}

	/**
	 * A manager may change what they have, not entries of capabilities they lack.
	 */
	public function test_manager_changes_only_capabilities_they_have(): void {
		$author = $this->create_user( 'author' );
		self::stored_earlier( static fn() => ( new \WP_User( $author ) )->add_cap( 'install_plugins' ) );
		$this->act_as_manager();
		$route = "/uipress/v1/users/{$author}/capabilities";

		$this->assertError( 'uipress_capability_not_held', 403, $this->dispatch( 'POST', $route, array( 'capabilities' => array() ) ) );
		$response = $this->dispatch(
			'POST',
			$route,
			array(
				'capabilities' => array(
					'install_plugins'   => true,
					'edit_others_posts' => true,
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertTrue( user_can( $author, 'edit_others_posts' ) );
	}
}
