<?php
/**
 * GET uipress/v1/users-roles.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Rest\UsersRolesController;

/**
 * Roles and users for the picker, for managers only.
 */
final class UsersRolesTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/users-roles';

	/**
	 * Subscribers and editors are refused.
	 */
	public function test_refuses_subscribers_and_editors(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$this->assertError( 'rest_forbidden', 403, $this->dispatch( 'GET', self::ROUTE ) );
		}
		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->dispatch( 'GET', self::ROUTE ) );
	}

	/**
	 * An empty search lists every role and the first page of users.
	 */
	public function test_empty_search_lists_roles_and_first_page(): void {
		$this->act_as( 'administrator' );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->create_user( 'author' );
		}
		$body = $this->body( $this->dispatch( 'GET', self::ROUTE ) );

		$this->assertIsArray( $body['roles'] );
		$names = array_column( $body['roles'], 'name' );
		$this->assertContains( 'administrator', $names );
		$this->assertContains( 'subscriber', $names );
		$this->assertSame(
			array(
				'name'  => 'editor',
				'label' => 'Editor',
				'type'  => 'role',
			),
			$body['roles'][ (int) array_search( 'editor', $names, true ) ]
		);

		$this->assertIsArray( $body['users'] );
		$this->assertCount( UsersRolesController::PER_PAGE, $body['users'] );
		$total = count_users()['total_users'];
		$this->assertSame( $total, $body['total_users'] );
		$this->assertGreaterThan( 12, $total );

		$second = $this->body( $this->dispatch( 'GET', self::ROUTE, null, array( 'page' => 2 ) ) );
		$this->assertIsArray( $second['users'] );
		$this->assertNotEmpty( $second['users'] );
		foreach ( array_column( $second['users'], 'id' ) as $id ) {
			$this->assertNotContains( $id, array_column( $body['users'], 'id' ) );
		}
	}

	/**
	 * Users carry exactly id, login, email, label and type: no hash, no meta.
	 */
	public function test_user_fields(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_user( 'editor' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => 'Zelda Quartermaine',
			)
		);
		$response = $this->dispatch( 'GET', self::ROUTE, null, array( 'search' => 'zELDA quarter' ) );
		$body     = $this->body( $response );
		$user     = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame(
			array(
				array(
					'id'    => $id,
					'login' => $user->user_login,
					'email' => $user->user_email,
					'label' => 'Zelda Quartermaine',
					'type'  => 'user',
				),
			),
			$body['users']
		);
		$this->assertSame( 1, $body['total_users'] );
		$this->assertStringNotContainsString( $user->user_pass, $this->json( $response ) );
		$this->assertStringNotContainsString( 'user_pass', $this->json( $response ) );
	}

	/**
	 * Search is a case-insensitive contains match, on roles and users; type narrows.
	 */
	public function test_search_and_type(): void {
		$this->act_as( 'administrator' );
		$id    = $this->create_user( 'subscriber' );
		$login = (string) get_userdata( $id )->user_login; // @phpstan-ignore property.nonObject (the user was just created)

		$body = $this->body( $this->dispatch( 'GET', self::ROUTE, null, array( 'search' => 'DIT' ) ) );
		$this->assertSame( array( 'editor' ), array_column( (array) $body['roles'], 'name' ) );

		$body = $this->body(
			$this->dispatch(
				'GET',
				self::ROUTE,
				null,
				array(
					'search' => strtoupper( substr( $login, 4 ) ),
					'type'   => 'users',
				)
			)
		);
		$this->assertSame( array(), $body['roles'] );
		$this->assertSame( array( $id ), array_column( (array) $body['users'], 'id' ) );

		$body = $this->body( $this->dispatch( 'GET', self::ROUTE, null, array( 'type' => 'roles' ) ) );
		$this->assertSame( array(), $body['users'] );
		$this->assertSame( 0, $body['total_users'] );
	}

	/**
	 * Bad arguments are 400s.
	 */
	public function test_bad_arguments(): void {
		$this->act_as( 'administrator' );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', self::ROUTE, null, array( 'type' => 'posts' ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', self::ROUTE, null, array( 'page' => 0 ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'GET', self::ROUTE, null, array( 'search' => str_repeat( 'a', 201 ) ) ) );
	}
}
