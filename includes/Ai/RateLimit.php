<?php
/**
 * How often a user may send chat messages.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

defined( 'ABSPATH' ) || exit;

/**
 * A sliding window per user: at most `requests` chat requests in the last
 * `seconds` seconds (default 20 in 60; filter `uipress/ai/rate_limit`).
 * The times of a user's recent requests are kept in a transient
 * (`uipress_ai_rate_{user id}`) that expires with the window: nothing is
 * left behind in user meta, and sites with an object cache keep it there.
 * Two requests arriving at the same instant may both pass; the limit guards
 * the site's provider bill against a runaway client, not against a race.
 */
final class RateLimit {

	public const DEFAULT_REQUESTS = 20;

	public const DEFAULT_SECONDS = 60;

	/**
	 * Prefix of the transient holding a user's request times.
	 */
	public const TRANSIENT = 'uipress_ai_rate_';

	/**
	 * Counts a request of a user, when the limit allows it.
	 *
	 * @param int $user_id The user.
	 * @return int 0 when the request may go ahead (it is counted), else the
	 *             seconds until it may be sent again (nothing is counted).
	 * @phpstan-impure
	 */
	public static function hit( int $user_id ): int {
		$limit = self::limit( $user_id );
		$now   = time();
		$since = $now - $limit['seconds'];
		$times = array_values( array_filter( self::times( $user_id ), static fn( int $time ): bool => $time > $since ) );
		if ( count( $times ) >= $limit['requests'] ) {
			// The oldest requests that must leave the window before one more fits.
			$oldest = $times[ count( $times ) - $limit['requests'] ];
			return max( 1, $oldest + $limit['seconds'] - $now );
		}
		$times[] = $now;
		set_transient( self::TRANSIENT . $user_id, $times, $limit['seconds'] );
		return 0;
	}

	/**
	 * How many chat requests a user may send in how many seconds.
	 *
	 * @param int $user_id The user.
	 * @return array{requests: int, seconds: int}
	 */
	public static function limit( int $user_id ): array {
		$default = array(
			'requests' => self::DEFAULT_REQUESTS,
			'seconds'  => self::DEFAULT_SECONDS,
		);

		/**
		 * Filters how many AI chat requests a user may send, and in how many
		 * seconds. Values that are not positive integers fall back to the
		 * defaults.
		 *
		 * @param array{requests: int, seconds: int} $limit   Default 20 requests in 60 seconds.
		 * @param int                                $user_id The user sending.
		 */
		$limit = apply_filters( 'uipress/ai/rate_limit', $default, $user_id );
		if ( ! is_array( $limit ) ) {
			return $default;
		}
		$requests = $limit['requests'] ?? null;
		$seconds  = $limit['seconds'] ?? null;
		return array(
			'requests' => is_int( $requests ) && $requests > 0 ? $requests : self::DEFAULT_REQUESTS,
			'seconds'  => is_int( $seconds ) && $seconds > 0 ? $seconds : self::DEFAULT_SECONDS,
		);
	}

	/**
	 * The times of a user's recent requests, oldest first.
	 *
	 * @param int $user_id The user.
	 * @return list<int>
	 */
	private static function times( int $user_id ): array {
		$times = get_transient( self::TRANSIENT . $user_id );
		return is_array( $times ) ? array_values( array_filter( $times, 'is_int' ) ) : array();
	}
}
