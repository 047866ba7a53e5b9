<?php
/**
 * Runs the fake AI provider (tests/fixtures/fake-ai-provider/server.mjs) for PHPUnit.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Tests\Support\FakeNodeServer;

/**
 * The fake provider, started through the generic FakeNodeServer runner. The
 * same server serves the e2e tests; here the plugin reaches it over real
 * HTTP (cURL), so streaming is exercised as in production. UiPress sends its
 * requests with wp_safe_remote_request(), which refuses the fake's port
 * until a test allows it (allow(), allow_localhost()).
 */
final class FakeAiProvider {

	/**
	 * The running server.
	 *
	 * @var FakeNodeServer
	 */
	private FakeNodeServer $server;

	/**
	 * Constructor.
	 *
	 * @param FakeNodeServer $server The running server.
	 */
	private function __construct( FakeNodeServer $server ) {
		$this->server = $server;
	}

	/**
	 * Starts a fake provider.
	 *
	 * @param int $word_delay_ms Milliseconds between two streamed words.
	 * @throws \RuntimeException When node cannot start it.
	 */
	public static function start( int $word_delay_ms = 30 ): self {
		return new self(
			FakeNodeServer::start(
				dirname( __DIR__, 2 ) . '/fixtures/fake-ai-provider/server.mjs',
				array( '--word-delay-ms=' . $word_delay_ms )
			)
		);
	}

	/**
	 * Its base URL, as the `aiBaseUrl` setting takes it.
	 */
	public function base(): string {
		return $this->server->base() . '/v1';
	}

	/**
	 * Lets UiPress reach this fake for the rest of the test.
	 */
	public function allow(): void {
		$this->server->allow();
	}

	/**
	 * Lets UiPress reach every port of `localhost` for the rest of the test
	 * (a fake, or a port nothing listens on).
	 */
	public static function allow_localhost(): void {
		FakeNodeServer::allow_localhost();
	}

	/**
	 * The requests it received so far: method, path, authorization, body.
	 *
	 * @return list<array{method: string, path: string, authorization: string, body: mixed}>
	 */
	public function requests(): array {
		$decoded  = $this->server->json( 'GET', '/__requests' );
		$requests = array();
		foreach ( is_array( $decoded ) ? $decoded : array() as $request ) {
			if ( is_array( $request ) ) {
				$requests[] = array(
					'method'        => is_string( $request['method'] ?? null ) ? $request['method'] : '',
					'path'          => is_string( $request['path'] ?? null ) ? $request['path'] : '',
					'authorization' => is_string( $request['authorization'] ?? null ) ? $request['authorization'] : '',
					'body'          => $request['body'] ?? null,
				);
			}
		}
		return $requests;
	}

	/**
	 * Stops the server.
	 */
	public function stop(): void {
		$this->server->stop();
	}

	/**
	 * A local address nothing listens on (a port just freed).
	 */
	public static function closed_base(): string {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = 1;
		if ( false !== $socket ) {
			$name = stream_socket_get_name( $socket, false );
			$port = false !== $name ? (int) substr( (string) strrchr( $name, ':' ), 1 ) : 1;
			fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- a socket, not a file.
		}
		return 'http://localhost:' . $port . '/v1';
	}
}
