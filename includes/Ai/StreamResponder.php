<?php
/**
 * Serves a REST response whose data is a chat stream.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use Closure;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Filter callback for `rest_pre_serve_request`: when a response's data is a
 * ChatAnswer (ChatStream, WordPressAiAnswer), writes the stream (WordPress has sent the status and the
 * response's headers by then) and tells WordPress the request is served, so
 * it echoes no JSON. The REST API stays in charge of routing, permissions,
 * arguments and errors; only the body is ours, and no `exit` is needed.
 */
final class StreamResponder {

	/**
	 * Makes the sink to write to.
	 *
	 * @var Closure(): ChatSink
	 */
	private Closure $sinks;

	/**
	 * Constructor.
	 *
	 * @param Closure $sinks Makes the sink to write to (called only when a stream is served).
	 * @phpstan-param Closure(): ChatSink $sinks
	 */
	public function __construct( Closure $sinks ) {
		$this->sinks = $sinks;
	}

	/**
	 * The filter callback WordPress calls: streams to the browser.
	 *
	 * @param mixed $served  Whether the request was already served.
	 * @param mixed $result  The response.
	 * @param mixed $request The request.
	 * @return mixed
	 */
	public static function filter( $served, $result, $request ) {
		$responder = new self( static fn(): ChatSink => new EchoSink() );
		return $responder->serve( $served, $result, $request );
	}

	/**
	 * Writes a chat stream, or lets WordPress serve any other response.
	 *
	 * @param mixed $served  Whether the request was already served.
	 * @param mixed $result  The response.
	 * @param mixed $request The request.
	 * @return mixed True when a stream was written, else $served.
	 */
	public function serve( $served, $result, $request ) {
		if ( true === $served || ! $result instanceof WP_REST_Response ) {
			return $served;
		}
		$stream = $result->get_data();
		if ( ! $stream instanceof ChatAnswer ) {
			return $served;
		}
		if ( $request instanceof WP_REST_Request && 'HEAD' === $request->get_method() ) {
			return true;
		}
		$stream->send( ( $this->sinks )() );
		return true;
	}
}
