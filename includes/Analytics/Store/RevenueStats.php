<?php
/**
 * WooCommerce's revenue stats for a range.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use Automattic\WooCommerce\Admin\API\Reports\Revenue\Query as RevenueQuery;
use Automattic\WooCommerce\Admin\API\Reports\TimeInterval;
use DateTime;

defined( 'ABSPATH' ) || exit;

/**
 * Asks WooCommerce's revenue data store what `GET wc-analytics/reports/
 * revenue/stats` answers for the same arguments (wc-admin's chart asks
 * ascending, one page holding every interval), so the figures are the
 * ones WooCommerce → Analytics → Revenue shows.
 */
final class RevenueStats {

	/**
	 * Totals and intervals of a range.
	 *
	 * @param string   $start    First day (`YYYY-MM-DD`, site time).
	 * @param string   $end      Last day.
	 * @param string   $interval `day`, `week` or `month`.
	 * @param string[] $fields   Revenue fields asked for.
	 * @phpstan-param list<string> $fields
	 * @return array{totals: array<string, mixed>, intervals: list<array{start: string, values: array<string, mixed>}>}
	 */
	public static function range( string $start, string $end, string $interval, array $fields ): array {
		$args = array(
			'after'    => StoreDates::after( $start ),
			'before'   => StoreDates::before( $end ),
			'interval' => $interval,
			'per_page' => self::interval_count( $start, $end, $interval ),
			'page'     => 1,
			'order'    => 'asc',
			'orderby'  => 'date',
			'fields'   => $fields,
		);
		$data = ( new RevenueQuery( $args ) )->get_data();

		$intervals = array();
		foreach ( self::list_of( self::field( $data, 'intervals' ) ) as $item ) {
			$start_at    = self::field( $item, 'date_start' );
			$intervals[] = array(
				'start'  => substr( is_string( $start_at ) ? $start_at : '', 0, 10 ),
				'values' => self::record( self::field( $item, 'subtotals' ) ),
			);
		}
		return array(
			'totals'    => self::record( self::field( $data, 'totals' ) ),
			'intervals' => $intervals,
		);
	}

	/**
	 * How many intervals a range holds, as WooCommerce counts them.
	 *
	 * @param string $start    First day.
	 * @param string $end      Last day.
	 * @param string $interval Interval.
	 */
	private static function interval_count( string $start, string $end, string $interval ): int {
		$timezone = wp_timezone();
		$count    = TimeInterval::intervals_between( new DateTime( StoreDates::after( $start ), $timezone ), new DateTime( StoreDates::before( $end ), $timezone ), $interval );
		return max( 1, min( 400, (int) $count ) );
	}

	/**
	 * A field of an object or array ('' when missing).
	 *
	 * @param mixed  $value The object or array.
	 * @param string $name  Field.
	 * @return mixed
	 */
	private static function field( $value, string $name ) {
		if ( is_object( $value ) ) {
			$value = get_object_vars( $value );
		}
		return is_array( $value ) ? ( $value[ $name ] ?? '' ) : '';
	}

	/**
	 * The items of a list.
	 *
	 * @param mixed $value The list.
	 * @return list<mixed>
	 */
	private static function list_of( $value ): array {
		return is_array( $value ) ? array_values( $value ) : array();
	}

	/**
	 * An object or array as an array with string keys.
	 *
	 * @param mixed $value The object or array.
	 * @return array<string, mixed>
	 */
	private static function record( $value ): array {
		$value  = is_object( $value ) ? get_object_vars( $value ) : $value;
		$record = array();
		foreach ( is_array( $value ) ? $value : array() as $key => $item ) {
			$record[ (string) $key ] = $item;
		}
		return $record;
	}
}
