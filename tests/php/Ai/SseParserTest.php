<?php
/**
 * Tests for the incremental SSE parser.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Ai;

use UiPress\Ai\SseParser;
use UiPress\Tests\TestCase;

/**
 * Events come out whole however the body is cut into chunks.
 */
final class SseParserTest extends TestCase {

	/**
	 * Feeds chunks and returns every event, finish() included.
	 *
	 * @param array $chunks Chunks.
	 * @phpstan-param list<string> $chunks
	 * @return list<string>
	 */
	private static function parse( array $chunks ): array {
		$parser = new SseParser();
		$events = array();
		foreach ( $chunks as $chunk ) {
			$events = array_merge( $events, $parser->feed( $chunk ) );
		}
		return array_merge( $events, $parser->finish() );
	}

	public function test_events_are_given_as_soon_as_a_blank_line_ends_them(): void {
		$parser = new SseParser();

		$this->assertSame( array(), $parser->feed( 'data: {"a":' ) );
		$this->assertSame( array(), $parser->feed( "1}\n" ) );
		$this->assertSame( array( '{"a":1}' ), $parser->feed( "\ndata: [DO" ) );
		$this->assertSame( array( '[DONE]' ), $parser->feed( "NE]\n\n" ) );
		$this->assertSame( array(), $parser->finish() );
	}

	public function test_every_cut_of_a_body_gives_the_same_events(): void {
		$body     = ": keep-alive comment\r\ndata: one\r\n\r\nevent: message\nid: 7\ndata: two\ndata:three\n\ndata: [DONE]\r\n\r\n";
		$expected = array( 'one', "two\nthree", '[DONE]' );

		$this->assertSame( $expected, self::parse( array( $body ) ) );
		$this->assertSame( $expected, self::parse( str_split( $body ) ), 'One byte at a time.' );
		$length = strlen( $body );
		for ( $cut = 1; $cut < $length; $cut++ ) {
			$this->assertSame( $expected, self::parse( array( substr( $body, 0, $cut ), substr( $body, $cut ) ) ), "Cut at {$cut}." );
		}
	}

	public function test_cr_alone_ends_lines_even_at_the_end_of_a_chunk(): void {
		$parser = new SseParser();

		$this->assertSame( array(), $parser->feed( "data: a\r" ) );
		$this->assertSame( array( 'a' ), $parser->feed( "\rdata: b\r\r" ) );
		$this->assertSame( array( 'b' ), $parser->finish() );
	}

	public function test_comments_and_events_without_data_give_nothing(): void {
		$this->assertSame( array(), self::parse( array( ": ping\n\nevent: ping\n\nretry: 10\n\n" ) ) );
	}

	public function test_a_body_ending_without_a_blank_line_still_gives_its_last_event(): void {
		$this->assertSame( array( 'last' ), self::parse( array( 'data: last' ) ) );
		$this->assertSame( array( 'last' ), self::parse( array( "data: last\n" ) ) );
	}

	public function test_a_byte_order_mark_is_skipped(): void {
		$this->assertSame( array( 'x' ), self::parse( array( "\xEF\xBB", "\xBFdata: x\n\n" ) ) );
	}

	public function test_only_one_space_after_the_colon_is_removed(): void {
		$this->assertSame( array( ' indented', '' ), self::parse( array( "data:  indented\n\ndata\n\n" ) ) );
	}
}
