<?php
/**
 * Tests for POST uipress/v1/templates/import-remote.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Rest;

use UiPress\Templates\TemplateStore;

/**
 * A remote template is fetched by the server (POST with no fields), must be
 * an array whose first item is an object, and is saved as a draft through
 * the same write guard as every template; managers only.
 */
final class RemoteTemplateImportTest extends RestTestCase {

	private const ROUTE = '/uipress/v1/templates/import-remote';

	private const REMOTE = 'http://127.0.0.1:9557/templates/sidebar.json';

	/**
	 * Requests the fake remote received.
	 *
	 * @var list<array{url: string, args: array<mixed>}>
	 */
	private array $sent = array();

	protected function set_up(): void {
		parent::set_up();
		$this->sent = array();
		add_filter( 'uipress/remote/allowed_hosts', static fn () => array( '127.0.0.1:9557' ) );
	}

	protected function tear_down(): void {
		remove_all_filters( 'uipress/remote/allowed_hosts' );
		remove_all_filters( 'pre_http_request' );
		parent::tear_down();
	}

	/**
	 * The remote answers with a status and a body (text, sent as it is).
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Body.
	 */
	private function remote( int $status, string $body ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $status, $body ) {
				if ( ! is_string( $url ) || self::REMOTE !== $url ) {
					return $pre;
				}
				$this->sent[] = array(
					'url'  => $url,
					'args' => is_array( $args ) ? $args : array(),
				);
				return array(
					'headers'  => array(),
					'body'     => $body,
					'response' => array(
						'code'    => $status,
						'message' => 'Fake',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			3
		);
	}

	/**
	 * A template's fields, optionally with code.
	 *
	 * @param bool $with_code Whether its CSS holds code.
	 * @return array<string, mixed>
	 */
	private static function fields( bool $with_code = false ): array {
		return array(
			'type'     => 'ui-template',
			'content'  => array( self::block( 'heading' ) ),
			'settings' => array(
				'css' => $with_code ? 'body{display:none}' : '',
				'js'  => '',
			),
		);
	}

	/**
	 * The number of templates stored.
	 */
	private function stored(): int {
		return count(
			get_posts(
				array(
					'post_type'   => 'uip-ui-template',
					'post_status' => 'any',
					'numberposts' => -1,
				)
			)
		);
	}

	public function test_a_manager_imports_the_first_item_as_a_draft_fetched_by_a_post_with_no_fields(): void {
		$this->act_as( 'administrator' );
		$this->remote(
			200,
			(string) wp_json_encode(
				array(
					array(
						'title'   => 'Sidebar layout',
						'uipress' => self::fields(),
					),
					array( 'title' => 'Ignored' ),
				)
			)
		);

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertSame( 201, $response->get_status() );
		$body = $this->body( $response );
		$this->assertSame( 'Sidebar layout', $body['title'] );
		$this->assertIsInt( $body['id'] );
		$post = get_post( $body['id'] );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$this->assertSame( 'draft', $post->post_status, 'An import never takes over anyone\'s admin before it is published.' );
		$this->assertSame( 'Sidebar layout', $post->post_title );
		$fields = TemplateStore::read( $post );
		$this->assertSame( 'uip-heading', $this->value_at( $fields, 'content.0.moduleName' ) );

		$this->assertCount( 1, $this->sent );
		$this->assertSame( 'POST', $this->sent[0]['args']['method'] ?? null );
		$this->assertEmpty( $this->sent[0]['args']['body'] ?? null, 'The spec: a POST with no fields.' );
		$this->assertSame( 0, $this->sent[0]['args']['redirection'] ?? null );
		// wp_safe_remote_post's: loopback and private addresses are refused
		// (RemoteRequestTest shows it with a real server).
		$this->assertTrue( $this->sent[0]['args']['reject_unsafe_urls'] ?? null );
	}

	public function test_an_item_holding_the_fields_themselves_is_imported_with_a_default_title(): void {
		$this->act_as( 'administrator' );
		$this->remote( 200, (string) wp_json_encode( array( self::fields() ) ) );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'Imported template', $this->body( $response )['title'] );
	}

	/**
	 * Answers that are not an array whose first item is an object.
	 *
	 * @return array<string, array{string}>
	 */
	public static function bad_answers(): array {
		return array(
			'an object'      => array( '{"title":"x","uipress":{}}' ),
			'an empty array' => array( '[]' ),
			'a string first' => array( '["template"]' ),
			'an array first' => array( '[[1,2]]' ),
			'not JSON'       => array( '<html>Not found</html>' ),
			'a number'       => array( '42' ),
		);
	}

	/**
	 * A wrong shape is refused with the spec's rule, and nothing is stored.
	 *
	 * @dataProvider bad_answers
	 *
	 * @param string $body The remote's answer.
	 */
	public function test_an_answer_of_the_wrong_shape_is_refused_and_nothing_is_stored( string $body ): void {
		$this->act_as( 'administrator' );
		$this->remote( 200, $body );
		$before = $this->stored();

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertError( 'uipress_remote_template_invalid', 422, $response );
		$this->assertSame( 'An imported remote template must be an array whose first item is an object.', $this->body( $response )['message'] );
		$this->assertSame( $before, $this->stored() );
	}

	public function test_a_failing_remote_is_a_bad_gateway_naming_what_it_answered(): void {
		$this->act_as( 'administrator' );
		$this->remote( 500, 'Server error' );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertError( 'uipress_remote_import_failed', 502, $response );
		$this->assertSame( 'The template address answered with HTTP status 500.', $this->body( $response )['message'] );
	}

	public function test_an_unreachable_remote_says_so(): void {
		$this->act_as( 'administrator' );
		add_filter( 'pre_http_request', static fn () => new \WP_Error( 'http_request_failed', 'Connection refused' ) );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertError( 'uipress_remote_import_failed', 502, $response );
		$this->assertSame( 'The template address could not be reached.', $this->body( $response )['message'] );
	}

	public function test_only_http_addresses_are_accepted(): void {
		$this->act_as( 'administrator' );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => 'file:///etc/passwd' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array(), $this->sent );
	}

	/**
	 * Roles that may not manage UiPress.
	 *
	 * @return array<string, array{string}>
	 */
	public static function non_managers(): array {
		return array(
			'subscriber' => array( 'subscriber' ),
			'editor'     => array( 'editor' ),
		);
	}

	/**
	 * Subscribers and editors are refused before anything is fetched.
	 *
	 * @dataProvider non_managers
	 *
	 * @param string $role The role.
	 */
	public function test_a_non_manager_is_refused_before_anything_is_fetched( string $role ): void {
		$this->act_as( $role );
		$this->remote( 200, (string) wp_json_encode( array( self::fields() ) ) );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertError( 'rest_forbidden', 403, $response );
		$this->assertSame( array(), $this->sent );
	}

	public function test_a_signed_out_visitor_is_refused(): void {
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertError( 'rest_forbidden', 401, $response );
	}

	public function test_a_manager_without_unfiltered_html_cannot_import_a_template_carrying_code(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'map_meta_cap',
			static fn ( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps,
			10,
			2
		);
		kses_init();
		$this->assertTrue( current_user_can( 'uipress_manage' ) );
		$this->remote( 200, (string) wp_json_encode( array( array( 'uipress' => self::fields( true ) ) ) ) );
		$before = $this->stored();

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) );

		$this->assertError( 'uipress_unfiltered_html_required', 403, $response );
		$this->assertSame( $before, $this->stored() );

		// The same template without code goes through.
		remove_all_filters( 'pre_http_request' );
		$this->remote( 200, (string) wp_json_encode( array( array( 'uipress' => self::fields() ) ) ) );
		$this->assertSame( 201, $this->dispatch( 'POST', self::ROUTE, array( 'url' => self::REMOTE ) )->get_status() );
	}
}
