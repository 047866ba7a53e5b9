<?php
/**
 * The analytics report answers kept on the server.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

defined( 'ABSPATH' ) || exit;

/**
 * Two copies per report, both transients keyed by the source, the
 * connection's fingerprint (property, mode, host: Connection) and the
 * normalised query: the fresh one (an hour; realtime a minute) answers
 * without asking the provider; the last good one (7 days) answers, marked
 * stale, when the provider fails or its quota is spent (and goes on
 * answering for STALE_TTL before the provider is asked again).
 *
 * Every transient the analytics cache sets is listed in an option (name →
 * expiry), so uninstalling removes them where a persistent object cache
 * holds them outside the options table (which cannot be listed). Two
 * requests filling the cache at once may each miss the other's entry:
 * that transient then simply expires.
 */
final class ReportCache {

	/**
	 * Transient name prefix (Uninstaller removes `uipress_` transients).
	 */
	public const PREFIX = 'uipress_analytics_';

	/**
	 * Option listing the transients set (name → expiry time).
	 */
	public const INDEX_OPTION = 'uipress_analytics_cache_index';

	/**
	 * The most transients listed; the oldest beyond go.
	 */
	private const INDEX_LIMIT = 500;

	/**
	 * Seconds a report stays fresh.
	 */
	public const REPORT_TTL = 3600;

	/**
	 * Seconds a realtime report stays fresh.
	 */
	public const REALTIME_TTL = 60;

	/**
	 * Seconds a stale answer stands in before the provider is asked again.
	 */
	public const STALE_TTL = 300;

	/**
	 * Seconds the last good copy is kept.
	 */
	public const LAST_GOOD_TTL = 604800;

	/**
	 * The cache key of a query.
	 *
	 * @param ReportQuery $query The query.
	 */
	public static function key( ReportQuery $query ): string {
		return md5( (string) wp_json_encode( array( Connection::fingerprint( $query->source ), $query->normalised() ) ) );
	}

	/**
	 * The cache key of anything else that makes an answer (the store reports).
	 *
	 * @param array<array-key, mixed> $parts What the answer depends on.
	 */
	public static function key_of( array $parts ): string {
		return md5( (string) wp_json_encode( $parts ) );
	}

	/**
	 * Keeps an answer fresh for some seconds, without a last good copy (a
	 * source on this server does not fail the way a remote provider does).
	 *
	 * @param string               $key    The key.
	 * @param array<string, mixed> $answer The answer.
	 * @param int                  $ttl    Seconds.
	 */
	public static function keep( string $key, array $answer, int $ttl ): void {
		self::set( self::PREFIX . 'r_' . $key, $answer, $ttl );
	}

	/**
	 * The fresh answer, if any.
	 *
	 * @param string $key The key.
	 * @return array<string, mixed>|null
	 */
	public static function fresh( string $key ): ?array {
		return self::read( self::PREFIX . 'r_' . $key );
	}

	/**
	 * The last good answer, if any.
	 *
	 * @param string $key The key.
	 * @return array<string, mixed>|null
	 */
	public static function last_good( string $key ): ?array {
		return self::read( self::PREFIX . 'l_' . $key );
	}

	/**
	 * Keeps a good answer: fresh for its time, and as the last good copy.
	 *
	 * @param string               $key      The key.
	 * @param array<string, mixed> $answer   The answer.
	 * @param bool                 $realtime Whether it is a realtime report.
	 */
	public static function store( string $key, array $answer, bool $realtime ): void {
		self::set( self::PREFIX . 'r_' . $key, $answer, $realtime ? self::REALTIME_TTL : self::REPORT_TTL );
		self::set( self::PREFIX . 'l_' . $key, $answer, self::LAST_GOOD_TTL );
	}

	/**
	 * Keeps a stale answer as the fresh one for a while, so a failing
	 * provider (or a spent quota) is not asked again on every view.
	 *
	 * @param string               $key      The key.
	 * @param array<string, mixed> $answer   The stale answer.
	 * @param bool                 $realtime Whether it is a realtime report.
	 */
	public static function hold_stale( string $key, array $answer, bool $realtime ): void {
		self::set( self::PREFIX . 'r_' . $key, $answer, $realtime ? self::REALTIME_TTL : self::STALE_TTL );
	}

	/**
	 * Sets one of the analytics cache's transients and lists it.
	 *
	 * @param string $name  Transient name (starting with PREFIX).
	 * @param mixed  $value Value.
	 * @param int    $ttl   Seconds it lives.
	 */
	public static function set( string $name, $value, int $ttl ): void {
		set_transient( $name, $value, $ttl );
		$now            = time();
		$index          = array_filter( self::index(), static fn ( int $expiry ): bool => $expiry > $now );
		$index[ $name ] = max( $index[ $name ] ?? 0, $now + $ttl );
		if ( count( $index ) > self::INDEX_LIMIT ) {
			asort( $index );
			foreach ( array_slice( array_keys( $index ), 0, count( $index ) - self::INDEX_LIMIT ) as $oldest ) {
				delete_transient( $oldest );
				unset( $index[ $oldest ] );
			}
		}
		update_option( self::INDEX_OPTION, $index, false );
	}

	/**
	 * The names of the transients set that have not expired.
	 *
	 * @return list<string>
	 */
	public static function names(): array {
		$now = time();
		return array_keys( array_filter( self::index(), static fn ( int $expiry ): bool => $expiry > $now ) );
	}

	/**
	 * Deletes every listed transient and the list (uninstall).
	 */
	public static function forget_all(): void {
		foreach ( array_keys( self::index() ) as $name ) {
			delete_transient( $name );
		}
		delete_option( self::INDEX_OPTION );
	}

	/**
	 * The stored list, cleaned: transient name → expiry time.
	 *
	 * @return array<string, int>
	 */
	private static function index(): array {
		$stored = get_option( self::INDEX_OPTION, array() );
		$index  = array();
		foreach ( is_array( $stored ) ? $stored : array() as $name => $expiry ) {
			if ( is_string( $name ) && str_starts_with( $name, self::PREFIX ) && is_numeric( $expiry ) ) {
				$index[ $name ] = (int) $expiry;
			}
		}
		return $index;
	}

	/**
	 * A transient holding an answer.
	 *
	 * @param string $name Transient name.
	 * @return array<string, mixed>|null
	 */
	private static function read( string $name ): ?array {
		$value = get_transient( $name );
		if ( ! is_array( $value ) ) {
			return null;
		}
		$answer = array();
		foreach ( $value as $field => $item ) {
			$answer[ (string) $field ] = $item;
		}
		return $answer;
	}
}
