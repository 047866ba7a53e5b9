<?php
/**
 * POST uipress/v1/users/bulk.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

use WP_User;

/**
 * One action on many users, each checked on its own.
 */
final class UsersBulkTest extends UsersTestCase {

	private const ROUTE = '/uipress/v1/users/bulk';

	/**
	 * Runs a bulk action, asserted 200.
	 *
	 * @param array<string, mixed> $body The request.
	 * @return array<mixed>
	 */
	private function bulk( array $body ): array {
		$response = $this->dispatch( 'POST', self::ROUTE, $body );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		return $this->body( $response );
	}

	/**
	 * A user's roles read afresh.
	 *
	 * @param int $id User id.
	 * @return string[]
	 */
	private static function roles_of( int $id ): array {
		clean_user_cache( $id );
		$user = get_userdata( $id );
		return $user instanceof WP_User ? array_values( $user->roles ) : array();
	}

	public function test_refuses_subscribers_and_editors(): void {
		$target = $this->create_user( 'author' );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError(
				'rest_forbidden',
				403,
				$this->dispatch(
					'POST',
					self::ROUTE,
					array(
						'action' => 'delete',
						'ids'    => array( $target ),
					)
				)
			);
		}
		$this->assertInstanceOf( WP_User::class, get_userdata( $target ) );
	}

	public function test_role_actions(): void {
		$this->act_as( 'administrator' );
		$a = $this->create_user( 'author' );
		$b = $this->create_user( 'subscriber' );

		$this->assertSame(
			array(
				'done'   => array( $a, $b ),
				'failed' => array(),
			),
			$this->bulk(
				array(
					'action' => 'set-role',
					'ids'    => array( $a, $b ),
					'role'   => 'contributor',
				)
			)
		);
		$this->assertSame( array( 'contributor' ), self::roles_of( $a ) );
		$this->bulk(
			array(
				'action' => 'add-role',
				'ids'    => array( $a ),
				'role'   => 'author',
			)
		);
		$this->assertEqualsCanonicalizing( array( 'contributor', 'author' ), self::roles_of( $a ) );
		$this->bulk(
			array(
				'action' => 'remove-role',
				'ids'    => array( $a, $b ),
				'role'   => 'contributor',
			)
		);
		$this->assertSame( array( 'author' ), self::roles_of( $a ) );
		$this->assertSame( array(), self::roles_of( $b ) );

		$this->assertError(
			'uipress_bulk_role_invalid',
			400,
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'action' => 'set-role',
					'ids'    => array( $a ),
				)
			)
		);
	}

	public function test_each_user_is_checked_on_its_own(): void {
		$this->act_as_editor_manager();
		$admin  = $this->create_user( 'administrator' );
		$author = $this->create_user( 'author' );

		$body = $this->bulk(
			array(
				'action' => 'set-role',
				'ids'    => array( $admin, $author, 999999 ),
				'role'   => 'subscriber',
			)
		);
		$this->assertSame( array( $author ), $body['done'] );
		$this->assertIsArray( $body['failed'] );
		$this->assertSame( array( $admin, 999999 ), array_column( $body['failed'], 'id' ) );
		$this->assertSame( array( 'uipress_user_above_actor', 'uipress_user_not_found' ), array_column( $body['failed'], 'code' ) );
		$this->assertNotSame( '', $this->failure( $body )['message'] );
		$this->assertSame( array( 'administrator' ), self::roles_of( $admin ) );

		$escalate = $this->bulk(
			array(
				'action' => 'set-role',
				'ids'    => array( $author ),
				'role'   => 'administrator',
			)
		);
		$this->assertSame( array(), $escalate['done'], 'Nobody grants a role above their own.' );
		$this->assertSame( array( 'subscriber' ), self::roles_of( $author ) );
	}

	public function test_sends_password_resets(): void {
		$this->act_as( 'administrator' );
		$a = $this->create_user( 'author' );
		$b = $this->create_user( 'editor' );
		$this->assertSame(
			array( $a, $b ),
			$this->bulk(
				array(
					'action' => 'send-reset',
					'ids'    => array( $a, $b ),
				)
			)['done']
		);
		$this->assertCount( 2, $this->mails );
	}

	public function test_delete_with_reassignment_never_the_actor_or_the_last_administrator(): void {
		$me   = $this->act_as( 'administrator' );
		$heir = $this->create_user( 'editor' );
		$gone = $this->create_user( 'author' );
		$post = self::stored_earlier(
			static fn() => wp_insert_post(
				array(
					'post_title'  => 'Kept',
					'post_status' => 'publish',
					'post_author' => $gone,
				)
			)
		);

		$body = $this->bulk(
			array(
				'action'   => 'delete',
				'ids'      => array( $gone, $me ),
				'reassign' => $heir,
			)
		);
		$this->assertSame( array( $gone ), $body['done'] );
		$this->assertSame( 'uipress_user_delete_self', $this->failure( $body )['code'] );
		$this->assertFalse( get_userdata( $gone ) );
		$this->assertSame( (string) $heir, get_post_field( 'post_author', $post ) );

		// A manager with every capability of an administrator, through a
		// filter rather than the role, deletes the site's one administrator.
		self::demote_administrators_but( array( $me ) );
		$manager = $this->create_user( 'editor' );
		$all     = (array) get_role( 'administrator' )?->capabilities;
		add_filter(
			'user_has_cap',
			static function ( $allcaps, $caps, $args, $user ) use ( $manager, $all ) {
				unset( $caps, $args );
				return is_array( $allcaps ) && $user instanceof WP_User && $user->ID === $manager ? array_merge( $allcaps, $all ) : $allcaps;
			},
			10,
			4
		);
		wp_set_current_user( $manager );
		$last = $this->bulk(
			array(
				'action' => 'delete',
				'ids'    => array( $me ),
			)
		);
		$this->assertSame( array(), $last['done'] );
		$this->assertSame( 'uipress_last_administrator', $this->failure( $last )['code'] );
		$this->assertInstanceOf( WP_User::class, get_userdata( $me ) );

		$this->assertError(
			'uipress_reassign_invalid',
			400,
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'action'   => 'delete',
					'ids'      => array( $heir ),
					'reassign' => $heir,
				)
			)
		);
		$this->assertError(
			'rest_invalid_param',
			400,
			$this->dispatch(
				'POST',
				self::ROUTE,
				array(
					'action' => 'delete',
					'ids'    => array(),
				)
			)
		);
	}
}
