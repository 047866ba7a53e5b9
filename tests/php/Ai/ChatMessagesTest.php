<?php
/**
 * Tests for the chat messages sanitiser.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Ai\ChatMessages;
use UiPress\Tests\TestCase;
use WP_Error;

/**
 * Only user and assistant messages with text reach the provider, without
 * other members, and the last one is the user's.
 */
final class ChatMessagesTest extends TestCase {

	public function test_messages_keep_role_and_content_only(): void {
		$clean = ChatMessages::clean(
			array(
				array(
					'role'    => 'assistant',
					'content' => 'Welcome!',
					'welcome' => true,
				),
				array(
					'role'    => 'user',
					'content' => "Code:\n  <b>as typed</b>",
				),
			)
		);

		$this->assertSame(
			array(
				array(
					'role'    => 'assistant',
					'content' => 'Welcome!',
				),
				array(
					'role'    => 'user',
					'content' => "Code:\n  <b>as typed</b>",
				),
			),
			$clean
		);
	}

	public function test_messages_that_cannot_be_sent_are_refused(): void {
		$cases = array(
			'empty'          => array(),
			'not a list'     => array( 'a' => array( 'role' => 'user' ) ),
			'system role'    => array(
				array(
					'role'    => 'system',
					'content' => 'x',
				),
			),
			'no content'     => array( array( 'role' => 'user' ) ),
			'content object' => array(
				array(
					'role'    => 'user',
					'content' => array( 'x' ),
				),
			),
			'assistant last' => array(
				array(
					'role'    => 'assistant',
					'content' => 'x',
				),
			),
		);
		foreach ( $cases as $what => $messages ) {
			$clean = ChatMessages::clean( $messages );
			$this->assertInstanceOf( WP_Error::class, $clean, $what );
			$data = $clean->get_error_data();
			$this->assertIsArray( $data, $what );
			$this->assertSame( 400, $data['status'] ?? null, $what );
		}
		$this->assertInstanceOf( WP_Error::class, ChatMessages::clean( 'text' ) );
	}

	public function test_invalid_utf8_is_made_valid(): void {
		$clean = ChatMessages::clean(
			array(
				array(
					'role'    => 'user',
					'content' => "ok\xC3",
				),
			)
		);

		$this->assertIsArray( $clean );
		$content = $clean[0]['content'] ?? '';
		$this->assertTrue( mb_check_encoding( $content, 'UTF-8' ) );
		$this->assertStringStartsWith( 'ok', $content );
		$this->assertNotFalse( wp_json_encode( $clean ), 'The provider request can be encoded.' );
	}
}
