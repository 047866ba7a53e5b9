<?php
/**
 * The orders by country report.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce has no report by country, so this one reads its analytics
 * tables with its own rules: `wc_order_stats` (orders and their refunds)
 * joined to the customer lookup's country, the statuses its analytics
 * leave out left out, the `woocommerce_date_type` date column, orders
 * counted when they are not refunds (parent_id = 0) and net sales the sum
 * of net totals (refunds subtract). Across countries the figures add up to
 * WooCommerce's revenue stats for the same range; orders without a country
 * are not rows.
 */
final class OrdersMapReport {

	/**
	 * The report.
	 *
	 * @param StoreQuery $query The block's query.
	 * @return array<string, mixed>
	 */
	public static function run( StoreQuery $query ): array {
		$metric = $query->metrics[0] ?? 'orders_count';
		$names  = WC()->countries->get_countries();
		$rows   = array();
		foreach ( self::totals( $query->range['start'], $query->range['end'] ) as $country => $totals ) {
			if ( 1 !== preg_match( '/^[A-Z]{2}$/', $country ) ) {
				continue;
			}
			$name   = $names[ $country ] ?? $country;
			$rows[] = array(
				'countryId' => $country,
				'country'   => html_entity_decode( is_string( $name ) ? $name : $country, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'value'     => StoreMetrics::value( $metric, $totals[ $metric ] ),
			);
		}
		// Largest first; equal values by country code, so the order is stable.
		usort( $rows, static fn ( array $a, array $b ): int => 0 !== ( $b['value'] <=> $a['value'] ) ? $b['value'] <=> $a['value'] : strcmp( $a['countryId'], $b['countryId'] ) );
		return array(
			'kind'   => 'countries',
			'metric' => StoreMetrics::metric( $metric ),
			'rows'   => $rows,
		);
	}

	/**
	 * Orders and net sales by customer country ('' for none), for the days of a range.
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return array<string, array{orders_count: int, net_revenue: float}>
	 */
	public static function totals( string $start, string $end ): array {
		global $wpdb;
		if ( ! $wpdb instanceof \wpdb ) {
			return array();
		}
		$excluded = StoreSource::excluded_statuses();
		$status   = array() === $excluded ? '' : 'AND stats.status NOT IN (' . implode( ',', array_fill( 0, count( $excluded ), '%s' ) ) . ')';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- %i are the tables and the date column; only placeholders are interpolated; WooCommerce's analytics tables, cached by StoreReports.
		$results = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT customers.country AS country,
					SUM( CASE WHEN stats.parent_id = 0 THEN 1 ELSE 0 END ) AS orders_count,
					SUM( stats.net_total ) AS net_revenue
				FROM %i AS stats
				LEFT JOIN %i AS customers ON customers.customer_id = stats.customer_id
				WHERE stats.%i >= %s AND stats.%i <= %s {$status}
				GROUP BY customers.country",
				array_merge( array( $wpdb->prefix . 'wc_order_stats', $wpdb->prefix . 'wc_customer_lookup', StoreSource::date_column(), $start . ' 00:00:00', StoreSource::date_column(), $end . ' 23:59:59' ), $excluded )
			),
			'ARRAY_A'
		);
		// phpcs:enable
		$totals = array();
		foreach ( is_array( $results ) ? $results : array() as $row ) {
			$row                = is_array( $row ) ? $row : array();
			$country            = strtoupper( is_string( $row['country'] ?? null ) ? $row['country'] : '' );
			$previous           = $totals[ $country ] ?? array(
				'orders_count' => 0,
				'net_revenue'  => 0.0,
			);
			$totals[ $country ] = array(
				'orders_count' => $previous['orders_count'] + ( is_numeric( $row['orders_count'] ?? null ) ? (int) $row['orders_count'] : 0 ),
				'net_revenue'  => $previous['net_revenue'] + ( is_numeric( $row['net_revenue'] ?? null ) ? (float) $row['net_revenue'] : 0.0 ),
			);
		}
		return $totals;
	}
}
