<?php
/**
 * Dates as WooCommerce Analytics takes them, and the KPI strip's periods.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's report queries take `after` and `before` in the site's
 * local time, as wc-admin sends them: a range's first day from midnight,
 * its last day to 23:59:59.
 */
final class StoreDates {

	/**
	 * `after` of a range starting on a day.
	 *
	 * @param string $day `YYYY-MM-DD`.
	 */
	public static function after( string $day ): string {
		return $day . 'T00:00:00';
	}

	/**
	 * `before` of a range ending on a day.
	 *
	 * @param string $day `YYYY-MM-DD`.
	 */
	public static function before( string $day ): string {
		return $day . 'T23:59:59';
	}

	/**
	 * The KPI strip's periods up to today: today against yesterday; the week
	 * to date (from the site's first day of the week) against the same days
	 * of the week before; the month to date against the same days of the
	 * previous month, cut at its end.
	 *
	 * @param string $today `YYYY-MM-DD`.
	 * @return array<string, array{id: string, start: string, end: string, previousStart: string, previousEnd: string}>
	 */
	public static function kpi_periods( string $today ): array {
		$day = DateTimeImmutable::createFromFormat( '!Y-m-d', $today, wp_timezone() );
		$day = false === $day ? new DateTimeImmutable( 'today', wp_timezone() ) : $day;

		$first_day  = get_option( 'start_of_week', 1 );
		$since_week = ( (int) $day->format( 'w' ) - ( is_numeric( $first_day ) ? (int) $first_day : 1 ) + 7 ) % 7;
		$week_start = $day->modify( '-' . $since_week . ' days' );

		$month_start    = $day->modify( 'first day of this month' );
		$previous_month = $month_start->modify( '-1 month' );
		$previous_end   = $previous_month->modify( '+' . ( (int) $day->format( 'j' ) - 1 ) . ' days' );
		$last_of_month  = $previous_month->modify( 'last day of this month' );

		return array(
			'today' => self::period( 'today', $day, $day, $day->modify( '-1 day' ), $day->modify( '-1 day' ) ),
			'week'  => self::period( 'week', $week_start, $day, $week_start->modify( '-7 days' ), $day->modify( '-7 days' ) ),
			'month' => self::period( 'month', $month_start, $day, $previous_month, $previous_end > $last_of_month ? $last_of_month : $previous_end ),
		);
	}

	/**
	 * One period.
	 *
	 * @param string            $id             Its id.
	 * @param DateTimeImmutable $start          First day.
	 * @param DateTimeImmutable $end            Last day.
	 * @param DateTimeImmutable $previous_start First day before.
	 * @param DateTimeImmutable $previous_end   Last day before.
	 * @return array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	private static function period( string $id, DateTimeImmutable $start, DateTimeImmutable $end, DateTimeImmutable $previous_start, DateTimeImmutable $previous_end ): array {
		return array(
			'id'            => $id,
			'start'         => $start->format( 'Y-m-d' ),
			'end'           => $end->format( 'Y-m-d' ),
			'previousStart' => $previous_start->format( 'Y-m-d' ),
			'previousEnd'   => $previous_end->format( 'Y-m-d' ),
		);
	}
}
