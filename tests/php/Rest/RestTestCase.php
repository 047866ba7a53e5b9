<?php
/**
 * Helpers for tests of REST routes.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Templates\JsonTree;
use UiPress\Templates\TemplateFields;
use UiPress\Templates\TemplatePostType;
use UiPress\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Dispatches requests to a fresh REST server and stores templates directly.
 */
abstract class RestTestCase extends TestCase {

	/**
	 * Counter for unique block ids.
	 *
	 * @var int
	 */
	private static int $uid = 0;

	/**
	 * Sends a request. A body is sent as JSON, the way the builder sends it.
	 *
	 * @param string                    $method HTTP method.
	 * @param string                    $route  Route, e.g. '/wp/v2/uip-ui-template'.
	 * @param array<string, mixed>|null $body   JSON body.
	 * @param array<string, mixed>      $query  Query parameters.
	 */
	protected function dispatch( string $method, string $route, ?array $body = null, array $query = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		if ( array() !== $query ) {
			$request->set_query_params( $query );
		}
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * The response body as the browser would decode it (objects as arrays).
	 *
	 * @param WP_REST_Response $response Response.
	 * @return array<mixed>
	 */
	protected function body( WP_REST_Response $response ): array {
		$data = rest_get_server()->response_to_data( $response, false );
		$json = wp_json_encode( $data );
		$this->assertIsString( $json );
		$decoded = json_decode( $json, true );
		$this->assertIsArray( $decoded );
		return $decoded;
	}

	/**
	 * The raw JSON body, to check `{}` against `[]`.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	protected function json( WP_REST_Response $response ): string {
		return (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) );
	}

	/**
	 * The value at a dotted path of keys ('content.0.name'), asserted to exist.
	 *
	 * @param mixed  $value A decoded body.
	 * @param string $path  Dotted keys.
	 * @return mixed
	 */
	protected function value_at( $value, string $path ) {
		foreach ( explode( '.', $path ) as $key ) {
			$this->assertIsArray( $value, "Nothing at {$path}" );
			$this->assertArrayHasKey( $key, $value, "Nothing at {$path}" );
			$value = $value[ $key ];
		}
		return $value;
	}

	/**
	 * Asserts an error response.
	 *
	 * @param string           $code     Expected error code.
	 * @param int              $status   Expected HTTP status.
	 * @param WP_REST_Response $response Response.
	 */
	protected function assertError( string $code, int $status, WP_REST_Response $response ): void {
		$body = $this->body( $response );
		$this->assertSame( $status, $response->get_status(), (string) wp_json_encode( $body ) );
		$this->assertSame( $code, $body['code'] ?? null, (string) wp_json_encode( $body ) );
	}

	/**
	 * A block.
	 *
	 * @param string               $name  Block name.
	 * @param array<string, mixed> $extra Other members.
	 * @return array<string, mixed>
	 */
	protected static function block( string $name, array $extra = array() ): array {
		++self::$uid;
		return array_merge(
			array(
				'uid'        => sprintf( 'uid%021d', self::$uid ),
				'name'       => $name,
				'moduleName' => 'uip-' . strtolower( $name ),
				'settings'   => new \stdClass(),
			),
			$extra
		);
	}

	/**
	 * Stores a template directly (as if saved earlier) and returns its id.
	 *
	 * @param array<string, mixed> $fields Members of the uipress field (over the defaults).
	 * @param array<string, mixed> $post   Post fields.
	 */
	protected function create_template( array $fields = array(), array $post = array() ): int {
		$json = JsonTree::encode( array_merge( TemplateFields::defaults(), $fields ) );
		$this->assertIsString( $json );
		$postarr = array_merge(
			array(
				'post_type'    => TemplatePostType::NAME,
				'post_title'   => 'Template',
				'post_status'  => 'publish',
				'post_content' => $json,
			),
			$post
		);
		$id      = self::stored_earlier( static fn() => wp_insert_post( wp_slash( $postarr ), true ) ); // @phpstan-ignore argument.type (post fields chosen by the test)
		$this->assertIsInt( $id );
		return $id;
	}
}
