<?php
/**
 * Writes a chat stream to the browser.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * Echoes each line and flushes it, so the browser receives every piece of
 * the answer as soon as the provider sends it. Output buffers (WordPress's,
 * a plugin's, zlib's) would hold the lines back: they are ended first.
 */
final class EchoSink implements ChatSink {

	/**
	 * Ends every output buffer (what they hold is sent first).
	 */
	public function __construct() {
		while ( ob_get_level() > 0 ) {
			ob_end_flush();
		}
	}

	/**
	 * Writes one line and flushes it.
	 *
	 * @param string $line One JSON object followed by "\n".
	 */
	public function write( string $line ): void {
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an application/x-ndjson body, each line made by wp_json_encode(); not HTML.
		echo $line;
		flush();
	}
}
