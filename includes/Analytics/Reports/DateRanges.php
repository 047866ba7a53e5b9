<?php
/**
 * The date range presets of the analytics blocks.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Reports;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * A block offers its viewers some of these presets. Ranges end yesterday
 * in the site's time zone (today's numbers are partial), except
 * `thisMonth`, which runs from the 1st to today. The previous period is the
 * same number of days just before.
 */
final class DateRanges {

	/**
	 * Every preset id.
	 */
	public const PRESETS = array( 'last7', 'last28', 'last90', 'thisMonth', 'lastMonth' );

	/**
	 * Presets offered when a block names none.
	 */
	public const DEFAULT_OFFERED = array( 'last7', 'last28', 'last90' );

	/**
	 * Preset shown first when a block names none.
	 */
	public const DEFAULT_RANGE = 'last28';

	/**
	 * A preset's dates.
	 *
	 * @param string                 $id    A preset id (unknown ones read as the default).
	 * @param DateTimeImmutable|null $today Today (tests); the site's today by default.
	 * @return array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	public static function resolve( string $id, ?DateTimeImmutable $today = null ): array {
		$today = ( $today ?? new DateTimeImmutable( 'now', wp_timezone() ) )->setTime( 0, 0 );
		$id    = in_array( $id, self::PRESETS, true ) ? $id : self::DEFAULT_RANGE;
		switch ( $id ) {
			case 'thisMonth':
				$start = $today->modify( 'first day of this month' );
				$end   = $today;
				break;
			case 'lastMonth':
				$start = $today->modify( 'first day of last month' );
				$end   = $today->modify( 'last day of last month' );
				break;
			default:
				$days  = (int) substr( $id, 4 );
				$end   = $today->modify( '-1 day' );
				$start = $end->modify( '-' . ( $days - 1 ) . ' days' );
		}
		$length = (int) $start->diff( $end )->days + 1;
		$before = $start->modify( '-1 day' );
		return array(
			'id'            => $id,
			'start'         => $start->format( 'Y-m-d' ),
			'end'           => $end->format( 'Y-m-d' ),
			'previousStart' => $before->modify( '-' . ( $length - 1 ) . ' days' )->format( 'Y-m-d' ),
			'previousEnd'   => $before->format( 'Y-m-d' ),
		);
	}

	/**
	 * The range of a realtime report: today, no previous period.
	 *
	 * @return array{id: string, start: string, end: string, previousStart: string, previousEnd: string}
	 */
	public static function realtime(): array {
		$today = ( new DateTimeImmutable( 'now', wp_timezone() ) )->format( 'Y-m-d' );
		return array(
			'id'            => 'realtime',
			'start'         => $today,
			'end'           => $today,
			'previousStart' => '',
			'previousEnd'   => '',
		);
	}

	/**
	 * Every day from start to end, `YYYY-MM-DD`.
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return list<string>
	 */
	public static function days( string $start, string $end ): array {
		$days = array();
		$day  = DateTimeImmutable::createFromFormat( '!Y-m-d', $start );
		$last = DateTimeImmutable::createFromFormat( '!Y-m-d', $end );
		if ( false === $day || false === $last ) {
			return $days;
		}
		for ( $count = 0; $day <= $last && $count < 400; $count++ ) {
			$days[] = $day->format( 'Y-m-d' );
			$day    = $day->modify( '+1 day' );
		}
		return $days;
	}
}
