<?php
/**
 * An answer the AI chat route writes as NDJSON lines.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use JsonSerializable;

defined( 'ABSPATH' ) || exit;

/**
 * What StreamResponder writes once WordPress has sent the headers: lines of
 * `{"delta": "…"}`, then `{"done": true}` or `{"error": {…}}`. ChatStream
 * streams from an OpenAI-compatible provider; WordPressAiAnswer writes
 * WordPress's AI client's whole answer at once.
 */
interface ChatAnswer extends JsonSerializable {

	/**
	 * Gets the answer and writes its lines to a sink.
	 *
	 * @param ChatSink $sink Where the lines go.
	 */
	public function send( ChatSink $sink ): void;
}
