<?php
/**
 * The orders by country report.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use Automattic\WooCommerce\Utilities\OrderUtil;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce has no report by country, so this one reads its analytics
 * table `wc_order_stats` with its own rules (the statuses its analytics
 * leave out left out, the `woocommerce_date_type` date column, orders
 * counted when they are not refunds (parent_id = 0), net sales the sum of
 * net totals, refunds subtracting) and gives each row its ORDER's billing
 * country, joined from the order storage in use: the HPOS address table
 * or the order post's `_billing_country` meta. A refund row takes its
 * parent order's country. Not the customer lookup's country: WooCommerce
 * knows a guest by e-mail, so a customer who ordered from two countries
 * would count under one. One aggregate query, each row joined through a
 * unique (HPOS) or post id (posts) index, no order loaded. Across
 * countries the figures add up to WooCommerce's revenue stats for the
 * range; orders without a country are not rows.
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
	 * Orders and net sales by the orders' billing country ('' for none), for the days of a range.
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
		list( $billing, $join, $country_column ) = self::billing_country_join( $wpdb );

		$excluded = StoreSource::excluded_statuses();
		$status   = array() === $excluded ? '' : 'AND stats.status NOT IN (' . implode( ',', array_fill( 0, count( $excluded ), '%s' ) ) . ')';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- %i are the tables and the date column; only placeholders and the constant join of billing_country_join() are interpolated; WooCommerce's tables, cached by StoreReports.
		$results = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT {$country_column} AS country,
					SUM( CASE WHEN stats.parent_id = 0 THEN 1 ELSE 0 END ) AS orders_count,
					SUM( stats.net_total ) AS net_revenue
				FROM %i AS stats
				LEFT JOIN %i AS billing ON {$join}
				WHERE stats.%i >= %s AND stats.%i <= %s {$status}
				GROUP BY {$country_column}",
				array_merge( array( $wpdb->prefix . 'wc_order_stats', $billing, StoreSource::date_column(), $start . ' 00:00:00', StoreSource::date_column(), $end . ' 23:59:59' ), $excluded )
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

	/**
	 * Where the billing country of a `wc_order_stats` row (`stats`) is, in
	 * the order storage in use: the table joined as `billing`, the join's
	 * condition and the country's column. Refund rows (parent_id > 0) look
	 * up their parent order. In HPOS the join is the address table's unique
	 * (address_type, order_id) key; in posts the post meta's post_id key.
	 *
	 * @param \wpdb $wpdb The database.
	 * @return array{string, literal-string, literal-string}
	 */
	private static function billing_country_join( \wpdb $wpdb ): array {
		$order_id = 'CASE WHEN stats.parent_id > 0 THEN stats.parent_id ELSE stats.order_id END';
		if ( class_exists( OrderUtil::class ) && OrderUtil::custom_orders_table_usage_is_enabled() ) {
			return array( $wpdb->prefix . 'wc_order_addresses', "billing.address_type = 'billing' AND billing.order_id = {$order_id}", 'billing.country' );
		}
		return array( $wpdb->postmeta, "billing.post_id = {$order_id} AND billing.meta_key = '_billing_country'", 'billing.meta_value' );
	}
}
