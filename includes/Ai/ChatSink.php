<?php
/**
 * Where a chat stream writes its lines.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * Receives the NDJSON lines of a chat stream as they are made: the browser
 * in production (EchoSink), a buffer in tests (BufferSink).
 */
interface ChatSink {

	/**
	 * Writes one line and hands it on at once.
	 *
	 * @param string $line One JSON object followed by "\n".
	 */
	public function write( string $line ): void;
}
