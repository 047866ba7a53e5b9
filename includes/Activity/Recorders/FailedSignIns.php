<?php
/**
 * Keeps failed sign-ins from growing the log without limit.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityTable;
use UiPress\Activity\ClientIp;

defined( 'ABSPATH' ) || exit;

/**
 * A brute-force attack would write a row per guess. Instead a failed
 * sign-in is folded into a recent row of the same address (the address as
 * stored: anonymised by default), counting the attempts in its changes:
 *
 * - the same login from the same address within 10 minutes of that row:
 *   `attempts` (the row's first attempt included);
 * - past 20 rows of an address in the last hour, or 200 of the whole site,
 *   into the newest such row: `attempts`, and `otherLogins` for attempts
 *   at another login than the row's.
 *
 * So an address writes at most 20 rows an hour, the site 200, whatever is
 * tried. Concurrent attempts may each write a row or miss a count: the
 * figures are a floor.
 */
final class FailedSignIns {

	public const ACTION = 'user.sign_in_failed';

	/**
	 * Seconds after a row's first attempt in which the same login from the
	 * same address is counted in it.
	 */
	public const SAME_LOGIN_WINDOW = 600;

	/**
	 * Rows an address, and the site, may write an hour.
	 */
	public const ADDRESS_ROWS_AN_HOUR = 20;
	public const SITE_ROWS_AN_HOUR    = 200;

	/**
	 * Counts a failed attempt in a recent row when one should take it.
	 *
	 * @param string   $login The login tried, as it is stored (object name).
	 * @param int|null $now   Unix time (tests); now by default.
	 * @return bool Whether it was counted (false: it needs a row of its own).
	 */
	public static function fold( string $login, ?int $now = null ): bool {
		if ( ! ActivityTable::is_current() ) {
			return false;
		}
		// The last hour's failures through the (created_at,id) key: a few
		// hundred rows at most, where the (action,id) key would walk every
		// failure ever logged before finding none recent.
		$now  = $now ?? time();
		$ip   = ClientIp::stored();
		$rows = ActivityTable::select(
			'SELECT id, object_name, created_at, changes, ip FROM %i FORCE INDEX (created) WHERE created_at >= %s AND action = %s ORDER BY created_at DESC, id DESC LIMIT %d',
			gmdate( 'Y-m-d H:i:s', $now - HOUR_IN_SECONDS ),
			self::ACTION,
			self::SITE_ROWS_AN_HOUR
		);
		$mine = array_values( array_filter( $rows, static fn( array $row ): bool => ( $row['ip'] ?? null ) === $ip ) );
		foreach ( $mine as $row ) {
			$at = strtotime( ( is_string( $row['created_at'] ?? null ) ? $row['created_at'] : '' ) . ' UTC' );
			if ( ( $row['object_name'] ?? null ) === $login && false !== $at && $at >= $now - self::SAME_LOGIN_WINDOW ) {
				return self::count_in( $row, false );
			}
		}
		if ( count( $mine ) >= self::ADDRESS_ROWS_AN_HOUR ) {
			return self::count_in( $mine[0], ( $mine[0]['object_name'] ?? null ) !== $login );
		}
		if ( count( $rows ) >= self::SITE_ROWS_AN_HOUR ) {
			return self::count_in( $rows[0], ( $rows[0]['object_name'] ?? null ) !== $login );
		}
		return false;
	}

	/**
	 * Adds an attempt to a row's counts.
	 *
	 * @param array<string, mixed> $row          The row (id, object_name, changes).
	 * @param bool                 $other_login Whether the attempt was at another login.
	 */
	private static function count_in( array $row, bool $other_login ): bool {
		$stored  = is_string( $row['changes'] ?? null ) ? json_decode( $row['changes'], true ) : null;
		$changes = is_array( $stored ) ? $stored : array();
		$fields  = $other_login ? array( 'attempts', 'otherLogins' ) : array( 'attempts' );
		foreach ( $fields as $field ) {
			$was               = is_array( $changes[ $field ] ?? null ) ? ( $changes[ $field ]['after'] ?? null ) : null;
			$start             = 'attempts' === $field ? 1 : 0;
			$changes[ $field ] = array(
				'before' => null,
				'after'  => ( is_numeric( $was ) ? (int) $was : $start ) + 1,
			);
		}
		$id = is_numeric( $row['id'] ?? null ) ? (int) $row['id'] : 0;
		return $id > 0 && ActivityTable::query( 'UPDATE %i SET changes = %s WHERE id = %d', (string) wp_json_encode( $changes ), $id ) > 0;
	}
}
