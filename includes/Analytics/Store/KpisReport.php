<?php
/**
 * The store KPI strip's report.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Today, the week to date and the month to date against their previous
 * periods (StoreDates::kpi_periods()). One revenue stats request by day
 * covers all six periods; each period adds up its days. Every revenue
 * figure WooCommerce sums is additive day by day (its gross sales too), and
 * the average order value is WooCommerce's own ratio, net sales ÷ orders.
 */
final class KpisReport {

	/**
	 * The report.
	 *
	 * @param StoreQuery $query The block's query.
	 * @return array<string, mixed>
	 */
	public static function run( StoreQuery $query ): array {
		$all    = StoreDates::kpi_periods( $query->range['end'] );
		$wanted = array_intersect_key( $all, array_flip( $query->periods ) );
		$first  = $query->range['end'];
		foreach ( $wanted as $period ) {
			$first = min( $first, $period['previousStart'] );
		}
		$days = array();
		foreach ( RevenueStats::range( $first, $query->range['end'], 'day', self::fields( $query->metrics ) )['intervals'] as $interval ) {
			$days[ $interval['start'] ] = $interval['values'];
		}

		$periods = array();
		foreach ( $wanted as $period ) {
			$periods[] = $period + array(
				'values'   => self::values( $days, $period['start'], $period['end'], $query->metrics ),
				'previous' => self::values( $days, $period['previousStart'], $period['previousEnd'], $query->metrics ),
			);
		}
		return array(
			'kind'    => 'kpis',
			'metrics' => StoreMetrics::metrics( $query->metrics ),
			'periods' => $periods,
		);
	}

	/**
	 * The revenue fields the metrics need (the average from its two parts).
	 *
	 * @param string[] $metrics Metric ids.
	 * @phpstan-param list<string> $metrics
	 * @return list<string>
	 */
	private static function fields( array $metrics ): array {
		$fields = array();
		foreach ( $metrics as $metric ) {
			$fields = array_merge( $fields, 'avg_order_value' === $metric ? array( 'net_revenue', 'orders_count' ) : array( $metric ) );
		}
		return array_values( array_unique( $fields ) );
	}

	/**
	 * The metrics' values over some days.
	 *
	 * @param array<string, array<string, mixed>> $days    Subtotals by day.
	 * @param string                              $start   First day.
	 * @param string                              $end     Last day.
	 * @param string[]                            $metrics Metric ids.
	 * @phpstan-param list<string> $metrics
	 * @return list<int|float>
	 */
	private static function values( array $days, string $start, string $end, array $metrics ): array {
		$sums = array();
		foreach ( $days as $day => $subtotals ) {
			if ( $day < $start || $day > $end ) {
				continue;
			}
			foreach ( $subtotals as $field => $value ) {
				$sums[ $field ] = ( $sums[ $field ] ?? 0 ) + ( is_numeric( $value ) ? (float) $value : 0.0 );
			}
		}
		$values = array();
		foreach ( $metrics as $metric ) {
			if ( 'avg_order_value' === $metric ) {
				$orders   = $sums['orders_count'] ?? 0;
				$values[] = $orders > 0 ? round( ( $sums['net_revenue'] ?? 0 ) / $orders, 6 ) : 0.0;
				continue;
			}
			$values[] = StoreMetrics::value( $metric, round( $sums[ $metric ] ?? 0, 6 ) );
		}
		return $values;
	}
}
