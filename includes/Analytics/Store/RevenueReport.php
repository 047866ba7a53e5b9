<?php
/**
 * The store revenue chart's report.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * One point per interval of the range (dated by the interval's first day
 * within the range, as WooCommerce bounds it), the previous period's
 * intervals beside them point by point, and both periods' totals, from
 * WooCommerce's revenue stats.
 */
final class RevenueReport {

	/**
	 * The report.
	 *
	 * @param StoreQuery $query The block's query.
	 * @return array<string, mixed>
	 */
	public static function run( StoreQuery $query ): array {
		$range   = $query->range;
		$current = RevenueStats::range( $range['start'], $range['end'], $query->interval, $query->metrics );
		$points  = self::points( $current['intervals'], $query->metrics );

		$previous        = array();
		$previous_totals = null;
		if ( $query->compare ) {
			$before          = RevenueStats::range( $range['previousStart'], $range['previousEnd'], $query->interval, $query->metrics );
			$previous        = self::aligned( self::points( $before['intervals'], $query->metrics ), count( $points ), count( $query->metrics ), $range['previousEnd'] );
			$previous_totals = self::values( $before['totals'], $query->metrics );
		}
		return array(
			'kind'           => 'timeseries',
			'interval'       => $query->interval,
			'metrics'        => StoreMetrics::metrics( $query->metrics ),
			'points'         => $points,
			'previous'       => $previous,
			'totals'         => self::values( $current['totals'], $query->metrics ),
			'previousTotals' => $previous_totals,
		);
	}

	/**
	 * The metrics' values of a totals or subtotals record.
	 *
	 * @param array<string, mixed> $record  WooCommerce's record.
	 * @param string[]             $metrics Metric ids.
	 * @phpstan-param list<string> $metrics
	 * @return list<int|float>
	 */
	public static function values( array $record, array $metrics ): array {
		$values = array();
		foreach ( $metrics as $metric ) {
			$values[] = StoreMetrics::value( $metric, $record[ $metric ] ?? 0 );
		}
		return $values;
	}

	/**
	 * Chart points of intervals.
	 *
	 * @param list<array{start: string, values: array<string, mixed>}> $intervals Intervals.
	 * @param string[]                                                 $metrics   Metric ids.
	 * @phpstan-param list<string> $metrics
	 * @return list<array{date: string, values: list<int|float|null>}>
	 */
	private static function points( array $intervals, array $metrics ): array {
		$points = array();
		foreach ( $intervals as $interval ) {
			$points[] = array(
				'date'   => $interval['start'],
				'values' => self::values( $interval['values'], $metrics ),
			);
		}
		return $points;
	}

	/**
	 * The previous period's points, as many as the current period's: a
	 * month or week range may hold one interval more or fewer than the
	 * one before it (the chart pairs them by position; a missing one reads
	 * null, dated the previous period's last day).
	 *
	 * @param list<array{date: string, values: list<int|float|null>}> $points  The previous period's points.
	 * @param int                                                     $count   The current period's count.
	 * @param int                                                     $metrics How many metrics.
	 * @param string                                                  $last    The previous period's last day.
	 * @return list<array{date: string, values: list<int|float|null>}>
	 */
	private static function aligned( array $points, int $count, int $metrics, string $last ): array {
		$points = array_slice( $points, 0, $count );
		for ( $missing = $count - count( $points ); $missing > 0; $missing-- ) {
			$points[] = array(
				'date'   => $last,
				'values' => array_fill( 0, $metrics, null ),
			);
		}
		return $points;
	}
}
