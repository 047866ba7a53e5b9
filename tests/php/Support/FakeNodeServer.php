<?php
/**
 * Runs a fake server written in Node (tests/fixtures/…/server.mjs) for PHPUnit.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Support;

/**
 * Starts a fixture's command with proc_open, reads the `{"port":N}` line it
 * prints and stops it again (the fake AI provider's runner, made generic).
 * The plugin reaches it over real HTTP at `http://localhost:PORT`; UiPress's
 * wp_safe_remote_request() refuses that port until a test allows it
 * (allow(), allow_localhost()).
 */
final class FakeNodeServer {

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
	 * Starts a fake server.
	 *
	 * @param string   $script Path of its server.mjs.
	 * @param string[] $args   Command-line arguments.
	 * @throws \RuntimeException When node cannot start it or it does not say its port.
	 */
	public static function start( string $script, array $args = array() ): self {
		$pipes = array();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a test starts its own fake server; the command is fixed.
		$process = proc_open(
			array_merge( array( 'node', $script ), array_values( $args ) ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'Could not start ' . basename( dirname( $script ) ) . ' (is node installed?).' );
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
			throw new \RuntimeException( basename( dirname( $script ) ) . ' did not say its port: ' . $line );
		}
		return new self( $process, $port );
	}

	/**
	 * Its base URL, `http://localhost:PORT` (no trailing slash).
	 */
	public function base(): string {
		return 'http://localhost:' . $this->port;
	}

	/**
	 * Its port.
	 */
	public function port(): int {
		return $this->port;
	}

	/**
	 * Lets UiPress reach this server (`localhost:PORT` on the
	 * `uipress/remote/allowed_hosts` list) for the rest of the test.
	 */
	public function allow(): void {
		$host = 'localhost:' . $this->port;
		add_filter( 'uipress/remote/allowed_hosts', static fn ( $hosts ) => array_merge( (array) $hosts, array( $host ) ) );
	}

	/**
	 * Lets UiPress reach every port of `localhost` for the rest of the test.
	 */
	public static function allow_localhost(): void {
		add_filter( 'uipress/remote/allowed_hosts', static fn ( $hosts ) => array_merge( (array) $hosts, array( 'localhost' ) ) );
	}

	/**
	 * Sends a JSON request to one of its routes, outside UiPress (the
	 * tests' own channel: controls, request logs).
	 *
	 * @param string     $method HTTP method.
	 * @param string     $path   Path (`/__control`).
	 * @param mixed|null $body   A value to send as JSON, or null.
	 * @return mixed The decoded answer (null when it is not JSON).
	 * @throws \RuntimeException When the server does not answer.
	 */
	public function json( string $method, string $path, $body = null ) {
		$args = array(
			'method'  => $method,
			'timeout' => 5,
			'headers' => array( 'Content-Type' => 'application/json' ),
		);
		if ( null !== $body ) {
			$args['body'] = (string) wp_json_encode( $body );
		}
		$response = wp_remote_request( 'http://localhost:' . $this->port . $path, $args );
		if ( is_wp_error( $response ) ) {
			throw new \RuntimeException( 'The fake server did not answer ' . $path . ': ' . $response->get_error_message() );
		}
		return json_decode( (string) wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * Stops the server.
	 */
	public function stop(): void {
		proc_terminate( $this->process );
		proc_close( $this->process );
	}
}
