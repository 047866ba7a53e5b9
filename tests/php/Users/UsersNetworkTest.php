<?php
/**
 * The users app on a network.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use WP_User;

/**
 * On multisite the app is about this site's members: the list and lookups
 * leave other users of the network out, delete removes a user from this site
 * (as core's users screen does for site admins), and creating a user follows
 * the network's sign-up rules.
 *
 * @group multisite
 */
final class UsersNetworkTest extends UsersTestCase {

	/**
	 * A user of the network who is no member of the current site.
	 */
	private function outsider(): int {
		$id = $this->named_user( 'subscriber', 'Outsider Elsewhere' );
		remove_user_from_blog( $id, get_current_blog_id() );
		$this->assertFalse( is_user_member_of_blog( $id ) );
		return $id;
	}

	public function test_lists_and_finds_only_this_sites_members(): void {
		$this->assertTrue( is_multisite(), 'The multisite group runs on a network (UIPRESS_MULTISITE=1).' );
		$this->act_as( 'administrator' );
		$member   = $this->named_user( 'author', 'Outsider Member' );
		$outsider = $this->outsider();

		$this->assertSame( array( $member ), $this->ids( $this->list_users( array( 'search' => 'Outsider' ) ) ) );
		$this->assertSame(
			array( $member ),
			$this->ids(
				$this->list_users(
					array(
						'search'   => 'Outsider',
						'activity' => 'never',
					)
				)
			),
			'The search-first meta check keeps only members.'
		);
		$this->assertError( 'uipress_user_not_found', 404, $this->dispatch( 'GET', '/uipress/v1/users/' . $outsider ) );
		$this->assertError( 'uipress_user_not_found', 404, $this->dispatch( 'POST', '/uipress/v1/users/' . $outsider . '/password-reset' ) );
	}

	public function test_delete_removes_from_this_site_only(): void {
		$this->act_as( 'administrator' );
		$heir = $this->create_user( 'editor' );
		$gone = $this->create_user( 'author' );
		$post = self::stored_earlier(
			static fn() => wp_insert_post(
				array(
					'post_title'  => 'Stays here',
					'post_status' => 'publish',
					'post_author' => $gone,
				)
			)
		);

		$response = $this->dispatch(
			'POST',
			'/uipress/v1/users/bulk',
			array(
				'action'   => 'delete',
				'ids'      => array( $gone ),
				'reassign' => $heir,
			)
		);
		$this->assertSame( array( $gone ), $this->body( $response )['done'] ?? null, $this->json( $response ) );
		$this->assertInstanceOf( WP_User::class, get_userdata( $gone ), 'The network keeps the account.' );
		$this->assertFalse( is_user_member_of_blog( $gone ) );
		$this->assertSame( (string) $heir, get_post_field( 'post_author', $post ) );
	}

	public function test_creating_users_follows_the_networks_rules(): void {
		$this->act_as( 'administrator' );
		$fields = array(
			'login' => 'networkuser' . getmypid(),
			'email' => 'networkuser' . getmypid() . '@example.org',
			'roles' => array( 'author' ),
		);
		// Site admins add users only when the network lets them.
		$this->assertError( 'uipress_user_cannot_create', 403, $this->dispatch( 'POST', '/uipress/v1/users', $fields ) );

		update_site_option( 'add_new_users', 1 );
		$this->assertError( 'uipress_user_invalid', 400, $this->dispatch( 'POST', '/uipress/v1/users', array( 'login' => 'Has_Capitals' ) + $fields ) );
		$response = $this->dispatch( 'POST', '/uipress/v1/users', $fields + array( 'password' => 'a "quoted" password' ) );
		$this->assertSame( 201, $response->get_status(), $this->json( $response ) );
		$id = $this->body( $response )['id'] ?? 0;
		$this->assertIsInt( $id );
		$this->assertTrue( is_user_member_of_blog( $id ) );
		$this->assertSame( array( 'author' ), array_values( ( new WP_User( $id ) )->roles ) );
		$this->assertInstanceOf( WP_User::class, wp_authenticate( $fields['login'], wp_slash( 'a "quoted" password' ) ) );
	}
}
