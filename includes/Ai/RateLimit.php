<?php
/**
 * How often a user may send chat messages.
 *
 * @package UiPress
 */

namespace UiPress\Ai;

use UiPress\Security\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * A sliding window per user: at most `requests` chat requests in the last
 * `seconds` seconds (default 20 in 60; filter `uipress/ai/rate_limit`),
 * counted by Security\RateLimiter in the bucket `ai_{user id}`, so requests
 * sent at the same instant cannot pass the limit together.
 */
final class RateLimit {

	public const DEFAULT_REQUESTS = 20;

	public const DEFAULT_SECONDS = 60;

	/**
	 * Prefix of a user's bucket in Security\RateLimiter (user id appended).
	 */
	public const BUCKET = 'ai_';

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
		return RateLimiter::hit( self::BUCKET . max( 0, $user_id ), $limit['requests'], $limit['seconds'] );
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
}
