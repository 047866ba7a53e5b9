<?php
/**
 * The AI chat's answer through WordPress's AI client.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's AI client answers whole (no streaming in 7.1): one delta with
 * the whole text, then done; or the error, its keys hidden.
 */
final class WordPressAiAnswer implements ChatAnswer {

	/**
	 * Constructor.
	 *
	 * @param string                                     $system   The system instruction.
	 * @param list<array{role: string, content: string}> $messages The conversation.
	 * @param string                                     $model    The block's model ('' for the provider's choice).
	 */
	public function __construct(
		private string $system,
		private array $messages,
		private string $model
	) {
	}

	/**
	 * What a JSON encoder sees should the response ever be encoded whole.
	 *
	 * @return array{stream: true, provider: string}
	 */
	public function jsonSerialize(): array {
		return array(
			'stream'   => true,
			'provider' => 'wordpress',
		);
	}

	/**
	 * Asks the client and writes its answer.
	 *
	 * @param ChatSink $sink Where the lines go.
	 */
	public function send( ChatSink $sink ): void {
		$answer = WordPressAi::answer( $this->system, $this->messages, '', $this->model );
		if ( is_wp_error( $answer ) ) {
			self::line(
				$sink,
				array(
					'error' => array(
						'message' => $answer->get_error_message(),
						'code'    => (string) $answer->get_error_code(),
					),
				)
			);
			return;
		}
		if ( '' !== $answer ) {
			self::line( $sink, array( 'delta' => WordPressAi::hide_keys( $answer ) ) );
		}
		self::line( $sink, array( 'done' => true ) );
	}

	/**
	 * Writes one object as a line.
	 *
	 * @param ChatSink             $sink Where it goes.
	 * @param array<string, mixed> $line The object.
	 */
	private static function line( ChatSink $sink, array $line ): void {
		$json = wp_json_encode( $line, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( false !== $json ) {
			$sink->write( $json . "\n" );
		}
	}
}
