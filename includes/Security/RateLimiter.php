<?php
/**
 * A rate limit that holds when requests arrive at the same time.
 *
 * @package UiPress
 */

namespace UiPress\Security;

use UiPress\Lifecycle\StoredData;

defined( 'ABSPATH' ) || exit;

/**
 * At most `limit` hits of a bucket (one user's chat requests, one user's
 * form emails) in any `seconds` seconds, decided atomically by the database.
 *
 * A bucket has `limit` numbered slots, each an option row
 * `uipress_rate_{bucket}_{slot}` whose value is the time the slot frees
 * (the hit's time plus the window, ten digits). A hit claims a free slot with
 * `INSERT IGNORE`: the options table's unique key on `option_name` lets only
 * one of two concurrent requests insert the same slot, and `rows_affected`
 * tells each which it was. That holds on MySQL/MariaDB and on SQLite, with or
 * without a persistent object cache (the rows are never read through the
 * options API, so no cache can serve a stale copy). A transient cannot do
 * this: reading it, adding a time and writing it back lets two requests read
 * the same count.
 *
 * A slot whose time has passed is deleted before it is claimed again, only
 * if it still holds that time (`DELETE … WHERE option_value = …`), so a slot
 * another request has just claimed is never freed. The rows are not
 * autoloaded; expired ones are removed by the next hit of their bucket and,
 * for buckets nobody uses any more, by core's daily `delete_expired_transients`
 * event, and all of them on uninstall.
 */
final class RateLimiter {

	/**
	 * Prefix of every slot's option name.
	 */
	public const OPTION_PREFIX = StoredData::RATE_LIMIT_PREFIX;

	/**
	 * Pattern a bucket name must match (its rows must fit option_name).
	 */
	public const BUCKET_PATTERN = '/^[a-z0-9_]{1,100}$/';

	/**
	 * Adds the daily removal of expired slots (on boot).
	 */
	public static function register_hooks(): void {
		add_action( 'delete_expired_transients', array( self::class, 'delete_expired' ) );
	}

	/**
	 * Counts a hit of a bucket when fewer than `limit` are in the window.
	 *
	 * @param string $bucket  Whose budget: `[a-z0-9_]`, e.g. `ai_12`.
	 * @param int    $limit   Hits allowed in the window (0 allows none).
	 * @param int    $seconds The window (at least 1).
	 * @return int 0 when the hit may go ahead (it is counted), else the
	 *             seconds until one more fits (nothing is counted).
	 * @phpstan-impure
	 */
	public static function hit( string $bucket, int $limit, int $seconds ): int {
		$wpdb = self::db();
		if ( null === $wpdb || 1 !== preg_match( self::BUCKET_PATTERN, $bucket ) ) {
			// Not a bucket this class names: refuse rather than count nothing.
			return max( 1, $seconds );
		}
		$seconds = max( 1, $seconds );
		$now     = time();
		$taken   = self::live_slots( $wpdb, $bucket, $now );

		if ( count( $taken ) < $limit ) {
			$frees = self::stamp( $now + $seconds );
			for ( $slot = 0; $slot < $limit; $slot++ ) {
				if ( isset( $taken[ $slot ] ) ) {
					continue;
				}
				// The atomic claim: of two requests inserting one name, one inserts a row.
				$inserted = self::write( $wpdb, 'INSERT IGNORE INTO %i (option_name, option_value, autoload) VALUES (%s, %s, \'off\')', self::option_name( $bucket, $slot ), $frees );
				if ( 1 === $inserted ) {
					return 0;
				}
			}
			// Others claimed the free slots first: wait for the first to free.
			$taken = self::live_slots( $wpdb, $bucket, $now );
		}

		return array() === $taken ? $seconds : max( 1, min( $taken ) - $now );
	}

	/**
	 * The slots of a bucket still in their window, as slot => time it frees;
	 * expired slots are deleted on the way.
	 *
	 * @param \wpdb  $wpdb   The database.
	 * @param string $bucket The bucket.
	 * @param int    $now    The time.
	 * @return array<int, int>
	 */
	private static function live_slots( \wpdb $wpdb, string $bucket, int $now ): array {
		$prefix = self::OPTION_PREFIX . $bucket . '_';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- read from the database itself, never a cache; %i is the table.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT option_name, option_value FROM %i WHERE option_name LIKE %s', $wpdb->options, $wpdb->esc_like( $prefix ) . '%' ), 'ARRAY_A' );

		$taken = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$name  = is_array( $row ) && is_string( $row['option_name'] ?? null ) ? $row['option_name'] : '';
			$value = is_array( $row ) && is_string( $row['option_value'] ?? null ) ? $row['option_value'] : '';
			$slot  = substr( $name, strlen( $prefix ) );
			if ( '' === $slot || ! ctype_digit( $slot ) ) {
				continue;
			}
			$frees = ctype_digit( $value ) ? (int) $value : 0;
			if ( $frees > $now ) {
				$taken[ (int) $slot ] = $frees;
				continue;
			}
			// Only this expired value: a slot claimed again meanwhile stays.
			self::write( $wpdb, 'DELETE FROM %i WHERE option_name = %s AND option_value = %s', $name, $value );
		}
		return $taken;
	}

	/**
	 * Deletes every expired slot of every bucket (on `delete_expired_transients`).
	 */
	public static function delete_expired(): void {
		$wpdb = self::db();
		if ( null === $wpdb ) {
			return;
		}
		// Values are ten digits, so comparing them as text compares the times.
		self::write( $wpdb, 'DELETE FROM %i WHERE option_name LIKE %s AND option_value <= %s', $wpdb->esc_like( self::OPTION_PREFIX ) . '%', self::stamp( time() ) );
	}

	/**
	 * Deletes every slot of every bucket (on uninstall).
	 */
	public static function delete_all(): void {
		$wpdb = self::db();
		if ( null === $wpdb ) {
			return;
		}
		self::write( $wpdb, 'DELETE FROM %i WHERE option_name LIKE %s', $wpdb->esc_like( self::OPTION_PREFIX ) . '%' );
	}

	/**
	 * The option name of a slot.
	 *
	 * @param string $bucket The bucket.
	 * @param int    $slot   The slot.
	 */
	public static function option_name( string $bucket, int $slot ): string {
		return self::OPTION_PREFIX . $bucket . '_' . $slot;
	}

	/**
	 * A time as stored: ten digits, so that text order is time order.
	 *
	 * @param int $time Unix time.
	 */
	public static function stamp( int $time ): string {
		return sprintf( '%010d', max( 0, $time ) );
	}

	/**
	 * Runs a write on the options table (`%i`, first) and says how many rows
	 * it changed; -1 when it failed.
	 *
	 * @param \wpdb          $wpdb The database.
	 * @param literal-string $sql  The statement, `%i` for the table first.
	 * @param string         ...$args The other values.
	 */
	private static function write( \wpdb $wpdb, string $sql, string ...$args ): int {
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $sql is a literal of this class; %i is the table.
		$prepared = $wpdb->prepare( $sql, $wpdb->options, ...$args );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- prepared above; the slots are never cached.
		$result = is_string( $prepared ) ? $wpdb->query( $prepared ) : false;
		return is_int( $result ) ? $result : -1;
	}

	/**
	 * The database, when WordPress has one.
	 */
	private static function db(): ?\wpdb {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		return $wpdb instanceof \wpdb ? $wpdb : null;
	}
}
