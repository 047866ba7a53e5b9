<?php
/**
 * Keeps a chat stream in memory.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * Collects the lines of a chat stream with the time each was written, so
 * tests (and server code that needs the whole answer) can read them and see
 * that they came one by one.
 */
final class BufferSink implements ChatSink {

	/**
	 * Lines written, in order, each with microtime( true ) at its writing.
	 *
	 * @var list<array{line: string, time: float}>
	 */
	private array $writes = array();

	/**
	 * Keeps one line.
	 *
	 * @param string $line One JSON object followed by "\n".
	 */
	public function write( string $line ): void {
		$this->writes[] = array(
			'line' => $line,
			'time' => microtime( true ),
		);
	}

	/**
	 * Everything written, as one body.
	 */
	public function body(): string {
		return implode( '', array_column( $this->writes, 'line' ) );
	}

	/**
	 * The lines written, decoded (a line that is not a JSON object gives null).
	 *
	 * @return list<array<mixed>|null>
	 */
	public function objects(): array {
		$objects = array();
		foreach ( $this->writes as $write ) {
			$decoded   = json_decode( $write['line'], true );
			$objects[] = is_array( $decoded ) ? $decoded : null;
		}
		return $objects;
	}

	/**
	 * The writes with their times.
	 *
	 * @return list<array{line: string, time: float}>
	 */
	public function writes(): array {
		return $this->writes;
	}
}
