<?php
/**
 * Tests for GET uipress/v1/admin-menus/access.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Rest\AdminMenuAccessController;

/**
 * Which of the admin menu's capabilities a role or a user holds, for the
 * menu creator's preview: managers only, an audience named by role or user,
 * and nothing about a user beyond their id and display name.
 */
final class AdminMenuAccessTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/admin-menus/access';

	/**
	 * Asks the route.
	 *
	 * @param array<string, mixed> $query Query arguments.
	 */
	private function ask( array $query ): \WP_REST_Response {
		return $this->dispatch( 'GET', self::ROUTE, null, $query );
	}

	/**
	 * Takes unfiltered_html from everyone (as DISALLOW_UNFILTERED_HTML does).
	 *
	 * @param string[] $caps Primitive caps.
	 * @param string   $cap  Meta cap.
	 * @return string[]
	 */
	public static function no_unfiltered_html( $caps, $cap ): array {
		return 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : (array) $caps;
	}

	public function test_visitors_subscribers_and_editors_are_refused(): void {
		$query = array(
			'role'         => 'editor',
			'capabilities' => array( 'edit_posts' ),
		);
		wp_set_current_user( 0 );
		$this->assertError( 'rest_forbidden', 401, $this->ask( $query ) );
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->act_as( $role );
			$response = $this->ask( $query );
			$this->assertError( 'rest_forbidden', 403, $response );
			$this->assertArrayNotHasKey( 'capabilities', $this->body( $response ) );
		}
	}

	public function test_a_manager_without_unfiltered_html_may_ask_as_it_reads_no_code(): void {
		$this->act_as( 'administrator' );
		add_filter( 'map_meta_cap', array( self::class, 'no_unfiltered_html' ), 10, 2 );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );

		$response = $this->ask(
			array(
				'role'         => 'editor',
				'capabilities' => array( 'edit_posts' ),
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'edit_posts' => true ), $this->body( $response )['capabilities'] );
	}

	public function test_a_role_by_name_or_display_name(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'editor', 'Editor' ) as $name ) {
			$response = $this->ask(
				array(
					'role'         => $name,
					'capabilities' => array( 'edit_posts', 'manage_options', 'uipress_manage', 'edit_posts' ),
				)
			);
			$this->assertSame(
				array(
					'audience'     => array(
						'type'  => 'role',
						'name'  => 'editor',
						'label' => 'Editor',
					),
					'capabilities' => array(
						'edit_posts'     => true,
						'manage_options' => false,
						'uipress_manage' => false,
					),
				),
				$this->body( $response ),
				$name
			);
		}
	}

	public function test_a_user_is_named_by_display_name_only(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_user( 'editor' );
		wp_update_user(
			array(
				'ID'           => $id,
				'display_name' => 'Ed Itor',
			)
		);
		$user = get_userdata( $id );
		$this->assertInstanceOf( \WP_User::class, $user );
		$user->add_cap( 'manage_options' );

		$response = $this->ask(
			array(
				'user'         => $id,
				'capabilities' => array( 'manage_options', 'switch_themes' ),
			)
		);

		$this->assertSame(
			array(
				'audience'     => array(
					'type'  => 'user',
					'name'  => (string) $id,
					'label' => 'Ed Itor',
				),
				'capabilities' => array(
					'manage_options' => true,
					'switch_themes'  => false,
				),
			),
			$this->body( $response )
		);
		$json = $this->json( $response );
		$this->assertStringNotContainsString( $user->user_login, $json );
		$this->assertStringNotContainsString( $user->user_email, $json );
		$this->assertStringNotContainsString( (string) $user->user_pass, $json );
	}

	public function test_no_capabilities_is_an_empty_object(): void {
		$this->act_as( 'administrator' );
		$response = $this->ask(
			array(
				'role'         => 'author',
				'capabilities' => array(),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( '"capabilities":{}', $this->json( $response ) );
	}

	public function test_bad_requests_are_refused_with_their_reason(): void {
		$this->act_as( 'administrator' );
		$caps = array( 'edit_posts' );
		$this->assertError( 'uipress_invalid_audience', 400, $this->ask( array( 'capabilities' => $caps ) ) );
		$this->assertError(
			'uipress_invalid_audience',
			400,
			$this->ask(
				array(
					'role'         => 'editor',
					'user'         => 1,
					'capabilities' => $caps,
				)
			)
		);
		$this->assertError(
			'uipress_role_not_found',
			404,
			$this->ask(
				array(
					'role'         => 'no-such-role',
					'capabilities' => $caps,
				)
			)
		);
		$this->assertError(
			'uipress_user_not_found',
			404,
			$this->ask(
				array(
					'user'         => 999999,
					'capabilities' => $caps,
				)
			)
		);
		$this->assertError( 'rest_missing_callback_param', 400, $this->ask( array( 'role' => 'editor' ) ) );
		$this->assertError(
			'rest_invalid_param',
			400,
			$this->ask(
				array(
					'user'         => 'me',
					'capabilities' => $caps,
				)
			)
		);
		$this->assertError(
			'rest_invalid_param',
			400,
			$this->ask(
				array(
					'role'         => 'editor',
					'capabilities' => array_fill( 0, AdminMenuAccessController::MAX_CAPABILITIES + 1, 'read' ),
				)
			)
		);
		$this->assertError(
			'rest_invalid_param',
			400,
			$this->ask(
				array(
					'role'         => 'editor',
					'capabilities' => array( str_repeat( 'a', AdminMenuAccessController::MAX_CAPABILITY_LENGTH + 1 ) ),
				)
			)
		);
		$this->assertError(
			'rest_invalid_param',
			400,
			$this->ask(
				array(
					'role'         => 'editor',
					'capabilities' => array( array( 'nested' ) ),
				)
			)
		);
	}

	public function test_the_route_declares_its_arguments(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( self::ROUTE, $routes );
		$args = $this->value_at( $routes, self::ROUTE . '.0.args' );
		$this->assertIsArray( $args );
		$this->assertSame( array( 'role', 'user', 'capabilities' ), array_keys( $args ) );
		$this->assertTrue( $this->value_at( $args, 'capabilities.required' ) );
		$this->assertIsCallable( $this->value_at( $routes, self::ROUTE . '.0.permission_callback' ) );
	}
}
