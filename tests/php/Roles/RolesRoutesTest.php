<?php
/**
 * GET/POST uipress/v1/roles, POST/DELETE uipress/v1/roles/{role}.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Roles;

use UiPress\Roles\RoleStore;

/**
 * The role editor's roles: who may call them, and what each does.
 */
final class RolesRoutesTest extends RolesTestCase {

	private const ROLES = '/uipress/v1/roles';

	/**
	 * Every route, as method and path.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private static function routes(): array {
		return array(
			array( 'GET', self::ROLES ),
			array( 'POST', self::ROLES ),
			array( 'POST', self::ROLES . '/author' ),
			array( 'DELETE', self::ROLES . '/author' ),
			array( 'GET', '/uipress/v1/capabilities' ),
			array( 'GET', '/uipress/v1/users/1/capabilities' ),
			array( 'POST', '/uipress/v1/users/1/capabilities' ),
		);
	}

	/**
	 * A body every write route accepts as valid (so only the permission decides).
	 *
	 * @param string $method HTTP method.
	 * @return array<string, mixed>|null
	 */
	private static function write_body( string $method ): ?array {
		return 'GET' === $method ? null : array(
			'name'         => 'X',
			'capabilities' => array( 'read' => true ),
		);
	}

	/**
	 * With user management off, none of the routes exists, even for an administrator.
	 */
	public function test_routes_do_not_exist_while_user_management_is_off(): void {
		self::switch_user_management( false );
		$this->act_as( 'administrator' );
		foreach ( self::routes() as list( $method, $route ) ) {
			$this->assertError( 'rest_no_route', 404, $this->dispatch( $method, $route, self::write_body( $method ) ) );
		}
	}

	/**
	 * Visitors, subscribers and editors are refused every route.
	 */
	public function test_refuses_visitors_subscribers_and_editors(): void {
		foreach ( self::routes() as list( $method, $route ) ) {
			$this->assertError( 'rest_forbidden', 401, $this->dispatch( $method, $route, self::write_body( $method ) ) );
		}
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( self::routes() as list( $method, $route ) ) {
				$this->assertError( 'rest_forbidden', 403, $this->dispatch( $method, $route, self::write_body( $method ) ) );
			}
		}
		$this->assertNull( get_role( 'x' ) );
		$this->assertNotNull( get_role( 'author' ) );
	}

	/**
	 * The list: every role with its user count, capabilities and what the
	 * administrator may do with it.
	 */
	public function test_lists_roles_with_counts_and_flags(): void {
		$this->act_as( 'administrator' );
		$this->create_user( 'author' );
		$this->create_user( 'author' );
		$roles = $this->roles_by_slug();

		$this->assertSame( array_keys( wp_roles()->roles ), array_keys( $roles ) );
		$this->assertSame( count_users()['avail_roles']['author'], $roles['author']['users'] );
		$this->assertGreaterThanOrEqual( 2, $roles['author']['users'] );
		$this->assertSame( 'Author', $roles['author']['name'] );
		$this->assertTrue( $this->value_at( $roles, 'author.capabilities.publish_posts' ) );
		$this->assertTrue( $roles['author']['editable'] );
		$this->assertTrue( $roles['author']['deletable'] );
		$this->assertTrue( $roles['author']['builtIn'] );
		$this->assertFalse( $roles['author']['isDefault'] );

		$this->assertTrue( $roles['administrator']['editable'] );
		$this->assertFalse( $roles['administrator']['deletable'], 'The administrator role is never deletable.' );
		$default = get_option( 'default_role' );
		$this->assertIsString( $default );
		$this->assertTrue( $this->value_at( $roles, $default . '.isDefault' ) );
		$this->assertFalse( $this->value_at( $roles, $default . '.deletable' ), 'The default role is not deletable until another is default.' );
		$this->assertStringContainsString(
			'"capabilities":{}',
			$this->json(
				$this->dispatch(
					'POST',
					self::ROLES,
					array(
						'name'         => 'Empty',
						'capabilities' => (object) array(),
					)
				)
			)
		);
	}

	/**
	 * A new role's slug comes from its name and is unique; a slug asked
	 * for that is taken, and a blank name, are refused.
	 */
	public function test_creates_roles_with_unique_slugs(): void {
		$this->act_as( 'administrator' );
		$first = $this->dispatch( 'POST', self::ROLES, array( 'name' => 'Content Reviewer' ) );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 'content_reviewer', $this->body( $first )['slug'] );
		$this->assertSame( array( 'read' => true ), self::caps_of( 'content_reviewer' ) );
		$this->assertSame( 0, $this->body( $first )['users'] );

		$second = $this->body( $this->dispatch( 'POST', self::ROLES, array( 'name' => 'Content Reviewer' ) ) );
		$this->assertSame( 'content_reviewer_2', $second['slug'] );
		$this->assertSame( 'Content Reviewer', wp_roles()->get_names()['content_reviewer_2'] );

		$this->assertError(
			'uipress_role_exists',
			400,
			$this->dispatch(
				'POST',
				self::ROLES,
				array(
					'name' => 'Another',
					'slug' => 'editor',
				)
			)
		);
		$this->assertError( 'uipress_role_name_empty', 400, $this->dispatch( 'POST', self::ROLES, array( 'name' => '   ' ) ) );
		$this->assertError( 'rest_missing_callback_param', 400, $this->dispatch( 'POST', self::ROLES, array() ) );
		$this->assertError(
			'rest_invalid_param',
			400,
			$this->dispatch(
				'POST',
				self::ROLES,
				array(
					'name' => 'Bad',
					'slug' => 'Bad Slug',
				)
			)
		);
		$this->assertError(
			'uipress_role_from_invalid',
			400,
			$this->dispatch(
				'POST',
				self::ROLES,
				array(
					'name' => 'Copy',
					'from' => 'nope',
				)
			)
		);
		$this->assertSame( 'custom_role', RoleStore::unique_slug( '编辑' ) );
	}

	/**
	 * Cloning Editor without publish_posts: a user of the new role can edit
	 * but no longer publish.
	 */
	public function test_clone_of_editor_without_publish_posts_cannot_publish(): void {
		$this->act_as( 'administrator' );
		$caps = self::caps_of( 'editor' );
		unset( $caps['publish_posts'] );
		$response = $this->dispatch(
			'POST',
			self::ROLES,
			array(
				'name'         => 'Reviewer',
				'from'         => 'editor',
				'capabilities' => $caps,
			)
		);
		$this->assertSame( 201, $response->get_status(), $this->json( $response ) );
		$this->assertSame( $caps, self::caps_of( 'reviewer' ) );

		$user = $this->create_user( 'reviewer' );
		$this->assertFalse( user_can( $user, 'publish_posts' ) );
		$this->assertTrue( user_can( $user, 'edit_others_posts' ) );

		$clone_response = $this->dispatch(
			'POST',
			self::ROLES,
			array(
				'name' => 'Editor copy',
				'from' => 'editor',
			)
		);
		$this->assertSame( self::caps_of( 'editor' ), self::caps_of( $this->string_at( $clone_response, 'slug' ) ) );
	}

	/**
	 * Renaming keeps the slug; capabilities are replaced as a whole set in
	 * one write of the roles option.
	 */
	public function test_renames_and_sets_capabilities_in_one_write(): void {
		$this->act_as( 'administrator' );
		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Helper' ) );
		$writes = 0;
		add_action(
			'update_option_' . wp_roles()->role_key,
			static function () use ( &$writes ): void {
				++$writes;
			}
		);
		$caps     = array(
			'read'         => true,
			'edit_posts'   => true,
			'upload_files' => true,
			'delete_posts' => false,
		);
		$response = $this->dispatch(
			'POST',
			self::ROLES . '/helper',
			array(
				'name'         => 'Assistant',
				'capabilities' => $caps,
			)
		);
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$body = $this->body( $response );
		$this->assertSame( 'helper', $body['slug'] );
		$this->assertSame( 'Assistant', $body['name'] );
		$this->assertSame( $caps, $body['capabilities'] );
		$this->assertSame( $caps, self::caps_of( 'helper' ) );
		$this->assertSame( 1, $writes, 'One write for the name and the capabilities.' );

		$writes = 0;
		$this->dispatch( 'POST', self::ROLES . '/helper', array( 'capabilities' => array( 'read' => true ) ) );
		$this->assertSame( 1, $writes );
		$this->assertSame( array( 'read' => true ), self::caps_of( 'helper' ) );
		$this->assertSame( 'Assistant', wp_roles()->get_names()['helper'] );

		$this->assertError( 'uipress_role_not_found', 404, $this->dispatch( 'POST', self::ROLES . '/missing', array( 'name' => 'X' ) ) );
		$this->assertError( 'rest_invalid_param', 400, $this->dispatch( 'POST', self::ROLES . '/helper', array( 'capabilities' => array( 'read' => 'yes' ) ) ) );
		$this->assertError( 'uipress_capability_is_role', 400, $this->dispatch( 'POST', self::ROLES . '/helper', array( 'capabilities' => array( 'administrator' => true ) ) ) );
	}

	/**
	 * Deleting a role moves its users to the chosen role first; without a
	 * choice, a role with users stays.
	 */
	public function test_deletes_a_role_after_moving_its_users(): void {
		$this->act_as( 'administrator' );
		$this->dispatch(
			'POST',
			self::ROLES,
			array(
				'name' => 'Temp',
				'from' => 'author',
			)
		);
		$only = $this->create_user( 'temp' );
		$both = $this->create_user( 'temp' );
		( new \WP_User( $both ) )->add_role( 'subscriber' );

		$this->assertError( 'uipress_role_reassign_required', 400, $this->dispatch( 'DELETE', self::ROLES . '/temp' ) );
		$this->assertError( 'uipress_role_reassign_invalid', 400, $this->dispatch( 'DELETE', self::ROLES . '/temp', null, array( 'reassign' => 'temp' ) ) );
		$this->assertError( 'uipress_role_reassign_invalid', 400, $this->dispatch( 'DELETE', self::ROLES . '/temp', null, array( 'reassign' => 'nope' ) ) );
		$this->assertNotNull( get_role( 'temp' ) );

		// As the client sends it: a JSON body.
		$response = $this->dispatch( 'DELETE', self::ROLES . '/temp', array( 'reassign' => 'contributor' ) );
		$this->assertSame( 200, $response->get_status(), $this->json( $response ) );
		$this->assertSame(
			array(
				'deleted' => true,
				'moved'   => 2,
			),
			$this->body( $response )
		);
		$this->assertNull( get_role( 'temp' ) );
		$this->assertSame( array( 'contributor' ), ( new \WP_User( $only ) )->roles );
		$moved = ( new \WP_User( $both ) )->roles;
		sort( $moved );
		$this->assertSame( array( 'contributor', 'subscriber' ), $moved );

		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Unused' ) );
		$this->assertSame( 0, $this->body( $this->dispatch( 'DELETE', self::ROLES . '/unused' ) )['moved'] );
		$this->assertNull( get_role( 'unused' ) );
	}

	/**
	 * Never deleted: the administrator role, the default role, a role the actor holds.
	 */
	public function test_refuses_deleting_administrator_default_and_own_roles(): void {
		$admin = $this->act_as( 'administrator' );
		$this->assertError( 'uipress_role_administrator', 403, $this->dispatch( 'DELETE', self::ROLES . '/administrator', null, array( 'reassign' => 'editor' ) ) );
		$default = get_option( 'default_role' );
		$this->assertIsString( $default );
		$this->assertError( 'uipress_role_default', 403, $this->dispatch( 'DELETE', self::ROLES . '/' . $default, null, array( 'reassign' => 'author' ) ) );

		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Mine' ) );
		( new \WP_User( $admin ) )->add_role( 'mine' );
		wp_get_current_user()->for_site();
		$this->assertError( 'uipress_role_held', 403, $this->dispatch( 'DELETE', self::ROLES . '/mine', null, array( 'reassign' => 'subscriber' ) ) );
		$this->assertNotNull( get_role( 'mine' ) );
		$this->assertNotNull( get_role( $default ) );
	}

	/**
	 * Deleting a role with more users than one batch moves them all.
	 */
	public function test_moves_users_in_batches(): void {
		$this->act_as( 'administrator' );
		$this->dispatch( 'POST', self::ROLES, array( 'name' => 'Crowd' ) );
		$count = RoleStore::MOVE_BATCH + 3;
		$this->insert_users_quickly( 'crowd', $count );
		$body = $this->body( $this->dispatch( 'DELETE', self::ROLES . '/crowd', null, array( 'reassign' => 'subscriber' ) ) );
		$this->assertSame( $count, $body['moved'] );
		$this->assertSame( 0, count( get_users( array( 'role' => 'crowd' ) ) ) );
	}

	/**
	 * Users of a role written straight to the tables (no password hashing),
	 * for tests that need many.
	 *
	 * @param string $role  Role slug.
	 * @param int    $count How many.
	 */
	private function insert_users_quickly( string $role, int $count ): void {
		$db = self::db();
		for ( $i = 0; $i < $count; $i++ ) {
			$login = sprintf( 'uip_quick_%d_%d_%d', getmypid(), wp_rand(), $i );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- test fixture, rolled back.
			$db->insert(
				$db->users,
				array(
					'user_login'      => $login,
					'user_nicename'   => $login,
					'user_email'      => $login . '@example.com',
					'user_registered' => gmdate( 'Y-m-d H:i:s' ),
					'display_name'    => $login,
				)
			);
			add_user_meta( (int) $db->insert_id, $db->get_blog_prefix() . 'capabilities', array( $role => true ) );
		}
	}
}
