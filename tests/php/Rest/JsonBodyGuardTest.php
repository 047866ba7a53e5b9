<?php
/**
 * Scalar JSON bodies on UiPress's routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Menus\MenuPostType;
use UiPress\Rest\JsonBodyGuard;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A JSON body that is not an object is a 400 `rest_invalid_json` on every
 * UiPress route, never a fatal error or a PHP warning.
 */
class JsonBodyGuardTest extends RestTestCase {

	/**
	 * Sends a raw JSON body.
	 *
	 * @param string $route Route.
	 * @param string $body  Raw body.
	 */
	private function send_raw( string $route, string $body ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	public function test_scalar_bodies_are_refused_on_every_uipress_route(): void {
		$this->act_as( 'administrator' );
		$template = $this->create_template();
		$menu     = wp_insert_post(
			array(
				'post_type'   => MenuPostType::NAME,
				'post_status' => 'draft',
				'post_title'  => 'Menu',
			)
		);
		$routes   = array(
			'/wp/v2/uip-ui-template',
			"/wp/v2/uip-ui-template/{$template}",
			"/wp/v2/uip-ui-template/{$template}/autosaves",
			'/wp/v2/uip-admin-menu',
			"/wp/v2/uip-admin-menu/{$menu}",
			"/wp/v2/uip-admin-menu/{$menu}/autosaves",
			'/uipress/v1/preferences/darkTheme',
			'/uipress/v1/block-query',
		);
		foreach ( $routes as $route ) {
			foreach ( array( '"xxxx"', '42', 'true', 'null', '[1,2]' ) as $body ) {
				$response = $this->send_raw( $route, $body );
				$this->assertSame( 400, $response->get_status(), "{$route} with {$body}" );
				$this->assertSame( 'rest_invalid_json', $this->body( $response )['code'] ?? null, "{$route} with {$body}" );
			}
		}
	}

	public function test_a_subscriber_gets_the_same_answer_from_the_preferences_route(): void {
		$this->act_as( 'subscriber' );
		$this->assertError( 'rest_invalid_json', 400, $this->send_raw( '/uipress/v1/preferences/darkTheme', '"xxxx"' ) );
		$this->assertSame( 200, $this->send_raw( '/uipress/v1/preferences/darkTheme', '{"value":true}' )->get_status() );
	}

	public function test_other_routes_and_object_bodies_are_left_alone(): void {
		$this->assertFalse( JsonBodyGuard::is_ours( '/wp/v2/posts' ) );
		$this->assertFalse( JsonBodyGuard::is_ours( '/uipress/v2/anything' ) );
		$this->assertTrue( JsonBodyGuard::is_ours( '/uipress/v1/settings' ) );
		$this->act_as( 'administrator' );
		$this->assertSame( 201, $this->send_raw( '/wp/v2/uip-admin-menu', '{"title":"Kept","status":"draft"}' )->get_status() );
		$this->assertNotSame( 400, $this->send_raw( '/wp/v2/posts', '{"title":"A post"}' )->get_status() );
	}
}
