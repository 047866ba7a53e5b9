<?php
/**
 * One chat request to the provider, streamed to a sink as NDJSON.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use UiPress\Remote\RemoteRequest;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Sends a chat completions request (`stream: true`) to an OpenAI-compatible
 * provider and writes what comes back to a ChatSink as newline-delimited
 * JSON, one object per line, while the provider's events arrive:
 *
 * - `{"delta":"…"}` for each piece of the answer;
 * - `{"done":true}` at the end;
 * - `{"error":{"message":"…","code":"…"}}` when the provider answers with an
 *   error (code: the provider's code, else its type, else the HTTP status),
 *   or `{"error":{"message":"…"}}` when the request itself failed (the HTTP
 *   API's message); nothing follows an error.
 *
 * The request goes through Remote\RemoteRequest (wp_safe_remote_request():
 * no private or loopback host unless allowed by a filter; proxies,
 * WP_HTTP_BLOCK_EXTERNAL and its filters apply). With the cURL transport, a
 * write function set on `http_api_curl` for this one request hands each
 * received chunk to the SSE parser at once; with another transport the body
 * is parsed when the request ends (same output, not incremental). A
 * provider that ignores `stream` and answers plain JSON gives one delta.
 * The key never reaches the sink: messages and pieces are masked.
 *
 * Is the data of the route's WP_REST_Response; StreamResponder sends it.
 */
final class ChatStream implements ChatAnswer {

	/**
	 * Seconds the provider may take for the whole answer.
	 */
	public const TIMEOUT = 60;

	/**
	 * Most bytes of an error answer or a plain JSON answer kept for reading.
	 */
	private const MAX_BUFFER = 1048576;

	/**
	 * Where the request goes: `{base}/chat/completions`.
	 *
	 * @var string
	 */
	private string $url;

	/**
	 * The API key.
	 *
	 * @var string
	 */
	private string $key;

	/**
	 * The model.
	 *
	 * @var string
	 */
	private string $model;

	/**
	 * Messages sent, the system message first when there is one.
	 *
	 * @var list<array{role: string, content: string}>
	 */
	private array $messages;

	/**
	 * Where lines go while sending.
	 *
	 * @var ChatSink|null
	 */
	private ?ChatSink $sink = null;

	/**
	 * The parser of the provider's events.
	 *
	 * @var SseParser
	 */
	private SseParser $parser;

	/**
	 * HTTP status of the answer, once known.
	 *
	 * @var int|null
	 */
	private ?int $status = null;

	/**
	 * The body as received (error answers and plain JSON answers are read whole).
	 *
	 * @var string
	 */
	private string $raw = '';

	/**
	 * Whether the body came through the write function (cURL).
	 *
	 * @var bool
	 */
	private bool $live = false;

	/**
	 * Whether the body held any server-sent event.
	 *
	 * @var bool
	 */
	private bool $saw_event = false;

	/**
	 * Whether `done` or an error has been written.
	 *
	 * @var bool
	 */
	private bool $ended = false;

	/**
	 * Constructor.
	 *
	 * @param string                                     $base_url Provider base URL, no trailing slash (e.g. https://api.openai.com/v1).
	 * @param string                                     $key      API key.
	 * @param string                                     $model    Model.
	 * @param string                                     $system   System message ('' for none).
	 * @param list<array{role: string, content: string}> $messages The conversation (ChatMessages::clean()).
	 */
	public function __construct( string $base_url, string $key, string $model, string $system, array $messages ) {
		$this->url      = $base_url . '/chat/completions';
		$this->key      = $key;
		$this->model    = $model;
		$this->messages = '' !== $system
			? array_merge(
				array(
					array(
						'role'    => 'system',
						'content' => $system,
					),
				),
				$messages
			)
			: $messages;
		$this->parser   = new SseParser();
	}

	/**
	 * What a JSON encoder sees should the response ever be encoded whole
	 * (never the key).
	 *
	 * @return array{stream: true, model: string}
	 */
	public function jsonSerialize(): array {
		return array(
			'stream' => true,
			'model'  => $this->model,
		);
	}

	/**
	 * The model asked for.
	 */
	public function model(): string {
		return $this->model;
	}

	/**
	 * Sends the request and writes the answer to a sink as it arrives.
	 *
	 * @param ChatSink $sink Where the lines go.
	 */
	public function send( ChatSink $sink ): void {
		$this->sink      = $sink;
		$this->parser    = new SseParser();
		$this->status    = null;
		$this->raw       = '';
		$this->live      = false;
		$this->saw_event = false;
		$this->ended     = false;

		$hook = function ( $handle, $args, $url ): void {
			unset( $args );
			if ( $this->live || $url !== $this->url || ! $handle instanceof \CurlHandle ) {
				return;
			}
			$this->live = true;
			// Requests set its own write function before this action: ours replaces it for this request.
			// phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- the request is made by the HTTP API; this only reads its body as it arrives.
			curl_setopt(
				$handle,
				CURLOPT_WRITEFUNCTION,
				function ( $curl, string $chunk ): int {
					if ( null === $this->status && $curl instanceof \CurlHandle ) {
						// phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_getinfo -- the status of the HTTP API's own handle.
						$this->status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
					}
					$this->receive( $chunk );
					// Always the whole length: a shorter one aborts the transfer, and Requests would send it again.
					return strlen( $chunk );
				}
			);
		};
		add_action( 'http_api_curl', $hook, 10, 3 );
		try {
			$response = RemoteRequest::send(
				$this->url,
				array(
					'method'      => 'POST',
					'timeout'     => self::TIMEOUT,
					// The key travels in a header: never resent to wherever a redirect points.
					'redirection' => 0,
					'headers'     => array(
						'Authorization' => 'Bearer ' . $this->key,
						'Content-Type'  => 'application/json',
						'Accept'        => 'text/event-stream, application/json',
					),
					'body'        => (string) wp_json_encode(
						array(
							'model'    => $this->model,
							'messages' => $this->messages,
							'stream'   => true,
						)
					),
				)
			);
		} finally {
			remove_action( 'http_api_curl', $hook, 10 );
		}

		$this->finish( $response );
		$this->sink = null;
	}

	/**
	 * Ends the answer once the request is over.
	 *
	 * @param array<mixed>|WP_Error $response What the HTTP API returned.
	 */
	private function finish( $response ): void {
		if ( $response instanceof WP_Error ) {
			if ( ! $this->ended ) {
				$this->write( array( 'error' => array( 'message' => $this->transport_message( $response ) ) ) );
			}
			return;
		}
		if ( null === $this->status ) {
			$this->status = (int) wp_remote_retrieve_response_code( $response );
		}
		if ( ! $this->live ) {
			// Another transport: the whole body at once, read the same way.
			$this->receive( wp_remote_retrieve_body( $response ) );
		}
		if ( $this->ended ) {
			return;
		}
		if ( ! $this->is_success() ) {
			$this->fail( ProviderError::from_response( $this->raw, (int) $this->status, $this->key ) );
			return;
		}
		foreach ( $this->parser->finish() as $event ) {
			$this->event( $event );
		}
		if ( $this->ended ) {
			return;
		}
		if ( ! $this->saw_event && ! $this->plain_answer() ) {
			return;
		}
		$this->write( array( 'done' => true ) );
		$this->ended = true;
	}

	/**
	 * Reads a chunk of the body.
	 *
	 * @param string $chunk Bytes as received.
	 */
	private function receive( string $chunk ): void {
		if ( $this->ended ) {
			return;
		}
		if ( ! $this->saw_event && strlen( $this->raw ) < self::MAX_BUFFER ) {
			$this->raw .= $chunk;
		}
		if ( ! $this->is_success() ) {
			// An error answer is read whole once it is over.
			return;
		}
		foreach ( $this->parser->feed( $chunk ) as $event ) {
			$this->event( $event );
		}
	}

	/**
	 * Handles the data of one event.
	 *
	 * @param string $data The event's data.
	 */
	private function event( string $data ): void {
		if ( $this->ended ) {
			return;
		}
		$this->saw_event = true;
		$this->raw       = '';
		if ( '[DONE]' === trim( $data ) ) {
			$this->write( array( 'done' => true ) );
			$this->ended = true;
			return;
		}
		$decoded = json_decode( $data, true );
		$error   = ProviderError::from_body( $decoded, (int) $this->status, $this->key );
		if ( null !== $error ) {
			$this->fail( $error );
			return;
		}
		$this->delta( self::content( $decoded, 'delta' ) );
	}

	/**
	 * Handles a body without events: a provider that ignored `stream` and
	 * answered `{ choices: [ { message: { content } } ] }`, or an error.
	 *
	 * @return bool Whether the answer may be ended with `done`.
	 */
	private function plain_answer(): bool {
		$decoded = json_decode( $this->raw, true );
		$error   = ProviderError::from_body( $decoded, (int) $this->status, $this->key );
		if ( null !== $error ) {
			$this->fail( $error );
			return false;
		}
		if ( '' === trim( $this->raw ) ) {
			return true;
		}
		$content = self::content( $decoded, 'message' );
		if ( null === $content ) {
			$this->fail(
				array(
					'message' => __( 'The AI provider sent an answer UiPress cannot read.', 'uipress' ),
					'code'    => (string) $this->status,
				)
			);
			return false;
		}
		$this->delta( $content );
		return true;
	}

	/**
	 * Writes a piece of the answer (empty pieces are skipped).
	 *
	 * @param string|null $content The piece.
	 */
	private function delta( ?string $content ): void {
		if ( null !== $content && '' !== $content ) {
			$this->write( array( 'delta' => AiSettings::mask( $content, $this->key ) ) );
		}
	}

	/**
	 * Writes an error and ends the answer.
	 *
	 * @param array{message: string, code: string} $error The error (key already masked).
	 */
	private function fail( array $error ): void {
		$this->write( array( 'error' => $error ) );
		$this->ended = true;
	}

	/**
	 * The message of a failed request, plain and masked.
	 *
	 * @param WP_Error $error The HTTP API's error.
	 */
	private function transport_message( WP_Error $error ): string {
		$message = sanitize_text_field( AiSettings::mask( $error->get_error_message(), $this->key ) );
		return '' !== $message ? AiSettings::mask( $message, $this->key ) : __( 'The AI provider could not be reached.', 'uipress' );
	}

	/**
	 * Whether the answer's status is 2xx (or not known yet).
	 */
	private function is_success(): bool {
		return null === $this->status || ( $this->status >= 200 && $this->status < 300 );
	}

	/**
	 * The text of `choices[0][$member].content`, null when there is none.
	 *
	 * @param mixed  $decoded A decoded event or body.
	 * @param string $member  'delta' (streamed) or 'message' (whole answer).
	 */
	private static function content( $decoded, string $member ): ?string {
		if ( ! is_array( $decoded ) || ! is_array( $decoded['choices'] ?? null ) ) {
			return null;
		}
		$choice = $decoded['choices'][0] ?? null;
		$part   = is_array( $choice ) ? ( $choice[ $member ] ?? null ) : null;
		$text   = is_array( $part ) ? ( $part['content'] ?? null ) : null;
		return is_string( $text ) ? $text : null;
	}

	/**
	 * Writes one object as a line.
	 *
	 * @param array<string, mixed> $line The object.
	 */
	private function write( array $line ): void {
		if ( null === $this->sink ) {
			return;
		}
		$json = wp_json_encode( $line, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		if ( false === $json ) {
			return;
		}
		$this->sink->write( AiSettings::mask( $json, $this->key ) . "\n" );
	}
}
