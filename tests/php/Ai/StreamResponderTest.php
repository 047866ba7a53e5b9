<?php
/**
 * Tests for serving a chat stream through the REST API.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Ai\BufferSink;
use UiPress\Ai\ChatSink;
use UiPress\Ai\ChatStream;
use UiPress\Ai\StreamResponder;
use UiPress\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `rest_pre_serve_request` writes a ChatStream instead of JSON and leaves
 * every other response to WordPress.
 */
final class StreamResponderTest extends TestCase {

	/**
	 * A responder writing to a buffer.
	 *
	 * @param BufferSink $sink The buffer.
	 */
	private static function responder( BufferSink $sink ): StreamResponder {
		return new StreamResponder( static fn(): ChatSink => $sink );
	}

	/**
	 * A chat stream whose provider answers "Hi" (through `pre_http_request`).
	 */
	private function stream(): ChatStream {
		add_filter(
			'pre_http_request',
			static fn() => array(
				'headers'  => array(),
				'body'     => "data: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}\n\ndata: [DONE]\n\n",
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			)
		);
		return new ChatStream(
			'http://localhost:9/v1',
			'sk-responder',
			'gpt-4',
			'',
			array(
				array(
					'role'    => 'user',
					'content' => 'Hi',
				),
			)
		);
	}

	public function test_a_chat_stream_is_written_and_marked_served(): void {
		$sink = new BufferSink();

		$served = self::responder( $sink )->serve( false, new WP_REST_Response( $this->stream() ), new WP_REST_Request( 'POST', '/uipress/v1/ai/chat' ) );

		$this->assertTrue( $served );
		$this->assertSame( "{\"delta\":\"Hi\"}\n{\"done\":true}\n", $sink->body() );
	}

	public function test_other_responses_are_left_to_wordpress(): void {
		$sink      = new BufferSink();
		$responder = self::responder( $sink );
		$request   = new WP_REST_Request( 'GET', '/uipress/v1/settings' );

		$this->assertFalse( $responder->serve( false, new WP_REST_Response( array( 'a' => 1 ) ), $request ) );
		$this->assertNull( $responder->serve( null, 'not a response', $request ) );
		$this->assertTrue( $responder->serve( true, new WP_REST_Response( $this->stream() ), $request ), 'Already served by someone else.' );
		$this->assertSame( '', $sink->body() );
	}

	public function test_a_head_request_gets_no_body(): void {
		$sink = new BufferSink();

		$this->assertTrue( self::responder( $sink )->serve( false, new WP_REST_Response( $this->stream() ), new WP_REST_Request( 'HEAD', '/uipress/v1/ai/chat' ) ) );
		$this->assertSame( '', $sink->body() );
	}

	public function test_the_route_registers_the_filter(): void {
		rest_get_server();

		$this->assertSame( 10, has_filter( 'rest_pre_serve_request', array( StreamResponder::class, 'filter' ) ) );
	}
}
