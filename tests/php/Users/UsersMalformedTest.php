<?php
/**
 * Malformed requests to the users routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Users;

/**
 * Wrong types, nested values and out-of-range numbers reach no route as a
 * PHP warning or a 500: the schemas answer 400 first, or the route refuses.
 */
final class UsersMalformedTest extends UsersTestCase {

	public function test_no_warning_and_no_500_for_malformed_requests(): void {
		$this->act_as( 'administrator' );
		$id       = $this->create_user( 'author' );
		$calls    = array(
			array( 'GET', '/uipress/v1/users' ),
			array( 'POST', '/uipress/v1/users' ),
			array( 'GET', '/uipress/v1/users/' . $id ),
			array( 'POST', '/uipress/v1/users/' . $id ),
			array( 'POST', '/uipress/v1/users/' . $id . '/password-reset' ),
			array( 'DELETE', '/uipress/v1/users/' . $id . '/sessions' ),
			array( 'POST', '/uipress/v1/users/bulk' ),
			array( 'GET', '/uipress/v1/users/export' ),
		);
		$payloads = array(
			array(),
			array_fill_keys( array( 'search', 'roles', 'activity', 'orderby', 'order', 'per_page', 'page', 'cursor' ), array( 'nested' => array( 1 ) ) ),
			array_fill_keys( array( 'login', 'email', 'firstName', 'lastName', 'name', 'roles', 'notes', 'sendWelcome', 'password' ), 12 ),
			array_fill_keys( array( 'action', 'ids', 'role', 'reassign' ), 'x' ),
			array(
				'per_page' => -1,
				'page'     => 0,
				'cursor'   => str_repeat( 'A', 3000 ),
				'ids'      => array( 'a', -1, array() ),
				'roles'    => array( array( 'editor' ) ),
				'email'    => str_repeat( 'a', 300 ) . '@example.org',
				'notes'    => str_repeat( 'n', 20000 ),
			),
			array(
				'cursor'   => base64_encode( '{"k":[],"i":"x","d":"n","p":-4,"s":"users"}' ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a forged cursor.
				'action'   => 'delete',
				'ids'      => array( $id ),
				'reassign' => 999999,
			),
		);
		$warnings = array();
		set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test's point.
			static function ( int $errno, string $message ) use ( &$warnings ): bool {
				$warnings[] = $message;
				return true;
			},
			E_WARNING | E_NOTICE | E_USER_WARNING | E_USER_NOTICE | E_DEPRECATED
		);
		try {
			foreach ( $calls as list( $method, $route ) ) {
				foreach ( $payloads as $payload ) {
					$response = 'GET' === $method ? $this->dispatch( $method, $route, null, $payload ) : $this->dispatch( $method, $route, $payload );
					$where    = $method . ' ' . $route . ' ' . wp_json_encode( $payload );
					$this->assertLessThan( 500, $response->get_status(), $where . ' ' . $this->json( $response ) );
				}
			}
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), array_values( array_unique( $warnings ) ) );
		$this->assertInstanceOf( \WP_User::class, get_userdata( $id ), 'A delete with a bad heir deletes nobody.' );
	}
}
