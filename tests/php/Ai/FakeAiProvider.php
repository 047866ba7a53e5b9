<?php
/**
 * Runs the fake AI provider (tests/fixtures/fake-ai-provider/server.mjs) for PHPUnit.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

/**
 * Starts the fake provider's command with proc_open, reads the port it
 * prints and stops it again. The same server serves the e2e tests; here the
 * plugin reaches it over real HTTP (cURL), so streaming is exercised as in
 * production. WordPress lets requests to `localhost` through even with
 * WP_HTTP_BLOCK_EXTERNAL, hence `http://localhost:PORT/v1`; UiPress sends
 * its requests with wp_safe_remote_request(), which refuses that port until
 * a test allows it (allow(), allow_localhost()).
 */
final class FakeAiProvider {

	/**
	 * Seconds to wait for the server to print its port.
	 */
	private const START_TIMEOUT = 10;

	/**
	 * The server process.
	 *
	 * @var resource
	 */
	private $process;

	/**
	 * Its port.
	 *
	 * @var int
	 */
	private int $port;

	/**
	 * Constructor.
	 *
	 * @param resource $process The process.
	 * @param int      $port    Its port.
	 */
	private function __construct( $process, int $port ) {
		$this->process = $process;
		$this->port    = $port;
	}

	/**
	 * Starts a fake provider.
	 *
	 * @param int $word_delay_ms Milliseconds between two streamed words.
	 * @throws \RuntimeException When node cannot start it.
	 */
	public static function start( int $word_delay_ms = 30 ): self {
		$script = dirname( __DIR__, 2 ) . '/fixtures/fake-ai-provider/server.mjs';
		$pipes  = array();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a test starts its own fake server; the command is fixed.
		$process = proc_open(
			array( 'node', $script, '--word-delay-ms=' . $word_delay_ms ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'Could not start the fake AI provider (is node installed?).' );
		}
		$line     = '';
		$deadline = microtime( true ) + self::START_TIMEOUT;
		while ( ! str_contains( $line, "\n" ) && microtime( true ) < $deadline ) {
			$read   = array( $pipes[1] );
			$write  = null;
			$except = null;
			if ( stream_select( $read, $write, $except, 0, 200000 ) ) {
				$chunk = fread( $pipes[1], 1024 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fread -- the child's stdout.
				if ( false === $chunk || '' === $chunk ) {
					break;
				}
				$line .= $chunk;
			}
		}
		$decoded = json_decode( trim( $line ), true );
		$port    = is_array( $decoded ) && is_int( $decoded['port'] ?? null ) ? $decoded['port'] : 0;
		if ( $port < 1 ) {
			proc_terminate( $process );
			proc_close( $process );
			throw new \RuntimeException( 'The fake AI provider did not say its port: ' . $line );
		}
		return new self( $process, $port );
	}

	/**
	 * Its base URL, as the `aiBaseUrl` setting takes it.
	 */
	public function base(): string {
		return 'http://localhost:' . $this->port . '/v1';
	}

	/**
	 * Lets UiPress reach this fake (`localhost:PORT` on the
	 * `uipress/remote/allowed_hosts` list) for the rest of the test.
	 */
	public function allow(): void {
		$host = 'localhost:' . $this->port;
		add_filter( 'uipress/remote/allowed_hosts', static fn ( $hosts ) => array_merge( (array) $hosts, array( $host ) ) );
	}

	/**
	 * Lets UiPress reach every port of `localhost` for the rest of the test
	 * (a fake, or a port nothing listens on).
	 */
	public static function allow_localhost(): void {
		add_filter( 'uipress/remote/allowed_hosts', static fn ( $hosts ) => array_merge( (array) $hosts, array( 'localhost' ) ) );
	}

	/**
	 * The requests it received so far: method, path, authorization, body.
	 *
	 * @return list<array{method: string, path: string, authorization: string, body: mixed}>
	 */
	public function requests(): array {
		$response = wp_remote_get( 'http://localhost:' . $this->port . '/__requests', array( 'timeout' => 5 ) );
		$decoded  = json_decode( (string) wp_remote_retrieve_body( $response ), true );
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
		proc_terminate( $this->process );
		proc_close( $this->process );
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
