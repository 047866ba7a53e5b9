<?php
/**
 * Tests for the chat stream when the body arrives whole.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Ai\BufferSink;
use UiPress\Ai\ChatStream;
use UiPress\Tests\TestCase;
use WP_Error;

/**
 * When the HTTP API hands over the whole body at once (a transport other
 * than cURL, or a `pre_http_request` answer), the same lines come out. The
 * streamed case against a real server is in Rest\AiChatTest.
 */
final class ChatStreamTest extends TestCase {

	private const BASE = 'http://localhost:9/v1';

	private const KEY = 'sk-stream-test-key-42';

	/**
	 * Requests that reached the fake answer: url and arguments.
	 *
	 * @var list<array{url: string, args: array<mixed>}>
	 */
	private array $sent = array();

	/**
	 * Answers the next request with a status, a content type and a body.
	 *
	 * @param int             $status HTTP status.
	 * @param string          $body   Raw body.
	 * @param string|WP_Error $type   Content-Type, or the error the HTTP API returns instead.
	 */
	private function answer( int $status, string $body, $type = 'text/event-stream' ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $status, $body, $type ) {
				$this->sent[] = array(
					'url'  => is_string( $url ) ? $url : '',
					'args' => is_array( $args ) ? $args : array(),
				);
				if ( $type instanceof WP_Error ) {
					return $type;
				}
				return array(
					'headers'  => array( 'content-type' => $type ),
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
	 * Sends a stream and returns its lines.
	 *
	 * @param string $system System message.
	 * @return list<array<mixed>|null>
	 */
	private function run_stream( string $system = '' ): array {
		$stream = new ChatStream(
			self::BASE,
			self::KEY,
			'gpt-4',
			$system,
			array(
				array(
					'role'    => 'user',
					'content' => 'Hi',
				),
			)
		);
		$sink   = new BufferSink();
		$stream->send( $sink );
		$this->assertStringNotContainsString( self::KEY, $sink->body() );
		return $sink->objects();
	}

	/**
	 * An SSE event carrying one piece of text.
	 *
	 * @param string $text The piece.
	 */
	private static function event( string $text ): string {
		return 'data: ' . wp_json_encode( array( 'choices' => array( array( 'delta' => array( 'content' => $text ) ) ) ) ) . "\n\n";
	}

	public function test_the_request_is_what_the_provider_expects(): void {
		$this->answer( 200, "data: [DONE]\n\n" );

		$this->run_stream( 'Be nice.' );

		$this->assertCount( 1, $this->sent );
		$this->assertSame( self::BASE . '/chat/completions', $this->sent[0]['url'] );
		$args = $this->sent[0]['args'];
		$this->assertSame( 'POST', $args['method'] ?? null );
		$this->assertSame( 60, $args['timeout'] ?? null );
		$this->assertSame( 0, $args['redirection'] ?? null );
		$headers = $args['headers'] ?? null;
		$this->assertIsArray( $headers );
		$this->assertSame( 'Bearer ' . self::KEY, $headers['Authorization'] ?? null );
		$this->assertSame( 'application/json', $headers['Content-Type'] ?? null );
		$this->assertSame(
			array(
				'model'    => 'gpt-4',
				'messages' => array(
					array(
						'role'    => 'system',
						'content' => 'Be nice.',
					),
					array(
						'role'    => 'user',
						'content' => 'Hi',
					),
				),
				'stream'   => true,
			),
			json_decode( is_string( $args['body'] ?? null ) ? $args['body'] : '', true )
		);
	}

	public function test_a_whole_sse_body_gives_the_same_lines(): void {
		$this->answer( 200, "data: {\"choices\":[{\"delta\":{\"role\":\"assistant\"}}]}\r\n\r\n" . self::event( 'Hel' ) . self::event( '' ) . ": comment\n\n" . self::event( 'lo' ) . "data: [DONE]\n\n" . self::event( 'after done' ) );

		$this->assertSame(
			array(
				array( 'delta' => 'Hel' ),
				array( 'delta' => 'lo' ),
				array( 'done' => true ),
			),
			$this->run_stream()
		);
	}

	public function test_a_stream_ending_without_done_is_ended_with_done(): void {
		$this->answer( 200, self::event( 'Hi' ) );

		$this->assertSame( array( array( 'delta' => 'Hi' ), array( 'done' => true ) ), $this->run_stream() );
	}

	public function test_an_error_event_stops_the_stream(): void {
		$this->answer( 200, self::event( 'Hi' ) . 'data: {"error":{"message":"Overloaded, key ' . self::KEY . "\",\"type\":\"server_error\"}}\n\n" . self::event( 'more' ) );

		$this->assertSame(
			array(
				array( 'delta' => 'Hi' ),
				array(
					'error' => array(
						'message' => 'Overloaded, key ***',
						'code'    => 'server_error',
					),
				),
			),
			$this->run_stream()
		);
	}

	public function test_a_plain_json_answer_gives_one_delta(): void {
		$this->answer( 200, (string) wp_json_encode( array( 'choices' => array( array( 'message' => array( 'content' => "Whole\nanswer" ) ) ) ) ), 'application/json' );

		$this->assertSame( array( array( 'delta' => "Whole\nanswer" ), array( 'done' => true ) ), $this->run_stream() );
	}

	public function test_an_error_status_gives_the_providers_message_and_code(): void {
		$this->answer( 429, '{"error":{"message":"Rate limit reached for ' . self::KEY . '","type":"requests","code":null}}', 'application/json' );

		$this->assertSame(
			array(
				array(
					'error' => array(
						'message' => 'Rate limit reached for ***',
						'code'    => 'requests',
					),
				),
			),
			$this->run_stream()
		);
	}

	public function test_an_error_without_code_or_type_gives_the_status(): void {
		$this->answer( 503, '{"error":{"message":"Down"}}', 'application/json' );

		$this->assertSame(
			array(
				array(
					'error' => array(
						'message' => 'Down',
						'code'    => '503',
					),
				),
			),
			$this->run_stream()
		);
	}

	public function test_an_error_body_that_is_not_json_names_the_status(): void {
		$this->answer( 502, '<html>Bad gateway</html>', 'text/html' );

		$this->assertSame(
			array(
				array(
					'error' => array(
						'message' => 'The AI provider answered with HTTP 502.',
						'code'    => '502',
					),
				),
			),
			$this->run_stream()
		);
	}

	public function test_a_success_body_that_cannot_be_read_is_an_error(): void {
		$this->answer( 200, '<html>Welcome to nginx</html>', 'text/html' );

		$lines = $this->run_stream();

		$this->assertCount( 1, $lines );
		$error = $lines[0]['error'] ?? null;
		$this->assertIsArray( $error );
		$this->assertSame( '200', $error['code'] ?? null );
		$this->assertSame( 'The AI provider sent an answer UiPress cannot read.', $error['message'] ?? null );
	}

	public function test_a_transport_error_gives_its_message_without_code(): void {
		$this->answer( 0, '', new WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out (key ' . self::KEY . ')' ) );

		$this->assertSame(
			array( array( 'error' => array( 'message' => 'cURL error 28: Operation timed out (key ***)' ) ) ),
			$this->run_stream()
		);
	}

	public function test_the_key_never_appears_in_the_encoded_stream(): void {
		$stream = new ChatStream( self::BASE, self::KEY, 'gpt-4', '', array() );

		$this->assertSame( '{"stream":true,"model":"gpt-4"}', wp_json_encode( $stream ) );
	}
}
