<?php
/**
 * An incremental parser of server-sent events.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a text/event-stream body, fed in chunks of any size, into the data
 * of its events, as the HTML standard reads event streams: lines end with
 * CRLF, LF or CR (also when a chunk ends between CR and LF); a blank line
 * ends an event; `data:` lines (one optional space after the colon) are
 * joined with LF; comment lines (`:` first) and other fields are skipped.
 * An event still open when the body ends is given by finish().
 */
final class SseParser {

	/**
	 * Text received but not yet cut into lines.
	 *
	 * @var string
	 */
	private string $pending = '';

	/**
	 * Data lines of the event being read.
	 *
	 * @var list<string>
	 */
	private array $data = array();

	/**
	 * Whether the event being read has a data field.
	 *
	 * @var bool
	 */
	private bool $has_data = false;

	/**
	 * Whether the stream's first line has been read (a BOM before it is skipped).
	 *
	 * @var bool
	 */
	private bool $started = false;

	/**
	 * Reads a chunk.
	 *
	 * @param string $chunk Bytes as they arrived.
	 * @return list<string> Data of the events the chunk completed, in order.
	 */
	public function feed( string $chunk ): array {
		$this->pending .= $chunk;
		if ( ! $this->started && '' !== $this->pending ) {
			if ( strlen( $this->pending ) < 3 && str_starts_with( "\xEF\xBB\xBF", $this->pending ) ) {
				return array();
			}
			$this->started = true;
			if ( str_starts_with( $this->pending, "\xEF\xBB\xBF" ) ) {
				$this->pending = substr( $this->pending, 3 );
			}
		}
		$events = array();
		$offset = 0;
		$length = strlen( $this->pending );
		while ( $offset < $length ) {
			$end = strcspn( $this->pending, "\r\n", $offset ) + $offset;
			if ( $end >= $length ) {
				break;
			}
			if ( "\r" === $this->pending[ $end ] && $end + 1 >= $length ) {
				// A CR last in the chunk: wait to know whether an LF follows.
				break;
			}
			$line   = substr( $this->pending, $offset, $end - $offset );
			$offset = $end + ( "\r" === $this->pending[ $end ] && "\n" === $this->pending[ $end + 1 ] ? 2 : 1 );
			$event  = $this->line( $line );
			if ( null !== $event ) {
				$events[] = $event;
			}
		}
		$this->pending = (string) substr( $this->pending, $offset );
		return $events;
	}

	/**
	 * Ends the stream.
	 *
	 * @return list<string> Data of an event the body ended without a blank line after.
	 */
	public function finish(): array {
		$events = array();
		if ( '' !== $this->pending ) {
			$line          = rtrim( $this->pending, "\r" );
			$this->pending = '';
			$event         = $this->line( $line );
			if ( null !== $event ) {
				$events[] = $event;
			}
		}
		$event = $this->line( '' );
		if ( null !== $event ) {
			$events[] = $event;
		}
		return $events;
	}

	/**
	 * Reads one line.
	 *
	 * @param string $line The line without its end.
	 * @return string|null The data of the event a blank line ends, else null.
	 */
	private function line( string $line ): ?string {
		if ( '' === $line ) {
			if ( ! $this->has_data ) {
				return null;
			}
			$event          = implode( "\n", $this->data );
			$this->data     = array();
			$this->has_data = false;
			return $event;
		}
		if ( ':' === $line[0] ) {
			return null;
		}
		$colon = strpos( $line, ':' );
		$field = false === $colon ? $line : substr( $line, 0, $colon );
		if ( 'data' !== $field ) {
			return null;
		}
		$value = false === $colon ? '' : substr( $line, $colon + 1 );
		if ( str_starts_with( $value, ' ' ) ) {
			$value = substr( $value, 1 );
		}
		$this->data[]   = $value;
		$this->has_data = true;
		return null;
	}
}
