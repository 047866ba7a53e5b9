<?php
/**
 * Tests for UiPress's requests to remote services.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Remote;

use UiPress\Remote\RemoteRequest;
use UiPress\Tests\Ai\FakeAiProvider;
use UiPress\Tests\Ai\RunsFakeAiProvider;
use UiPress\Tests\TestCase;

/**
 * Requests go through wp_safe_remote_request(): loopback and private hosts
 * and odd ports are refused (nothing reaches them) unless the
 * `uipress/remote/allowed_hosts` filter lists them, and then only for
 * UiPress's own request. Against the fake AI provider, over real HTTP.
 */
final class RemoteRequestTest extends TestCase {

	use RunsFakeAiProvider;

	/**
	 * Asks the fake for its models through UiPress.
	 *
	 * @return array<mixed>|\WP_Error
	 */
	private function ask_models() {
		return RemoteRequest::send(
			$this->provider()->base() . '/models',
			array(
				'method'  => 'GET',
				'timeout' => 5,
			)
		);
	}

	/**
	 * Moves the site to another host, so that `localhost` is no longer the
	 * site itself (WordPress lets a site's own host through) but a loopback
	 * address like any other.
	 */
	private static function site_elsewhere(): void {
		add_filter( 'pre_option_home', static fn () => 'https://site.example.org' );
	}

	/**
	 * Asserts the request was refused before anything was sent.
	 *
	 * @param array<mixed>|\WP_Error $response What send() returned.
	 * @param int                    $before   Requests the fake had received before.
	 */
	private function assertRefused( $response, int $before ): void {
		$this->assertWPError( $response );
		$this->assertSame( 'A valid URL was not provided.', $response->get_error_message() );
		$this->assertCount( $before, $this->provider()->requests(), 'Nothing reached the fake.' );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $value The value.
	 * @phpstan-assert \WP_Error $value
	 */
	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}

	/**
	 * How many callbacks a hook has.
	 *
	 * @param string $hook The hook.
	 */
	private static function callbacks( string $hook ): int {
		$registered = self::hooks()[ $hook ] ?? null;
		return $registered instanceof \WP_Hook ? array_sum( array_map( 'count', $registered->callbacks ) ) : 0;
	}

	public function test_a_loopback_port_not_on_the_list_is_refused(): void {
		$before = count( $this->provider()->requests() );
		$this->assertRefused( $this->ask_models(), $before );
	}

	public function test_a_private_host_not_on_the_list_is_refused(): void {
		self::site_elsewhere();
		// The port alone would be refused too: allow it, so the host is what is refused.
		$port = (int) wp_parse_url( $this->provider()->base(), PHP_URL_PORT );
		add_filter( 'http_allowed_safe_ports', static fn () => array( 80, 443, 8080, $port ) );
		$before = count( $this->provider()->requests() );
		$this->assertRefused( $this->ask_models(), $before );
	}

	public function test_a_host_on_the_list_is_reached(): void {
		self::site_elsewhere();
		$this->provider()->allow();
		$before = count( $this->provider()->requests() );

		$response = $this->ask_models();

		$this->assertIsArray( $response );
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$received = array_slice( $this->provider()->requests(), $before );
		$this->assertCount( 1, $received );
		$this->assertSame( '/v1/models', $received[0]['path'] );
	}

	public function test_a_host_without_a_port_allows_every_port(): void {
		self::site_elsewhere();
		add_filter( 'uipress/remote/allowed_hosts', static fn () => array( ' LocalHost ' ) );
		$this->assertIsArray( $this->ask_models() );
	}

	public function test_a_host_with_another_port_is_refused(): void {
		$port = (int) wp_parse_url( $this->provider()->base(), PHP_URL_PORT );
		add_filter( 'uipress/remote/allowed_hosts', static fn () => array( 'localhost:' . ( $port + 1 ), 'example.com' ) );
		$before = count( $this->provider()->requests() );
		$this->assertRefused( $this->ask_models(), $before );
	}

	public function test_the_allowance_lasts_only_for_uipress_request(): void {
		self::site_elsewhere();
		$this->provider()->allow();
		$hooks = array( self::callbacks( 'http_request_host_is_external' ), self::callbacks( 'http_allowed_safe_ports' ) );
		$this->assertIsArray( $this->ask_models() );

		$this->assertSame( $hooks, array( self::callbacks( 'http_request_host_is_external' ), self::callbacks( 'http_allowed_safe_ports' ) ) );
		$this->assertWPError( wp_safe_remote_get( $this->provider()->base() . '/models', array( 'timeout' => 5 ) ) );
	}

	public function test_the_documented_example_lets_a_local_ai_server_through(): void {
		self::site_elsewhere();
		$send = static fn () => RemoteRequest::send(
			'http://localhost:11434/v1/models',
			array(
				'method'  => 'GET',
				'timeout' => 2,
			)
		);
		$this->assertSame( 'A valid URL was not provided.', self::error_of( $send() ), 'Refused without the filter.' );

		// docs/HOOKS.md, uipress/remote/allowed_hosts.
		add_filter(
			'uipress/remote/allowed_hosts',
			static function ( array $hosts ): array {
				$hosts[] = 'localhost:11434';
				return $hosts;
			}
		);

		$this->assertTrue( RemoteRequest::allows( 'http://localhost:11434/v1/chat/completions' ) );
		$this->assertFalse( RemoteRequest::allows( 'http://localhost:11435/v1/chat/completions' ) );
		// Sent: answered, or refused by the connection (nothing may listen there), never by the check.
		$this->assertNotSame( 'A valid URL was not provided.', self::error_of( $send() ) );
	}

	/**
	 * The message of an HTTP API error, '' for a response.
	 *
	 * @param array<mixed>|\WP_Error $response What send() returned.
	 */
	private static function error_of( $response ): string {
		return $response instanceof \WP_Error ? $response->get_error_message() : '';
	}

	public function test_requests_are_safe_and_never_follow_redirects(): void {
		$seen = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args ) use ( &$seen ) {
				$seen[] = $args;
				return array(
					'headers'  => array(),
					'body'     => '',
					'response' => array(
						'code'    => 204,
						'message' => 'No Content',
					),
					'cookies'  => array(),
					'filename' => null,
				);
			},
			10,
			2
		);

		RemoteRequest::send(
			'https://api.example.com/v1/models',
			array(
				'method'             => 'GET',
				'redirection'        => 5,
				'reject_unsafe_urls' => false,
			)
		);

		$this->assertCount( 1, $seen );
		$this->assertIsArray( $seen[0] );
		$this->assertTrue( $seen[0]['reject_unsafe_urls'] ?? null );
		$this->assertSame( 0, $seen[0]['redirection'] ?? null );
	}
}
