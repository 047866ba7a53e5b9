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
 * country, from the order storage in use: the HPOS address table or the
 * order post's `_billing_country` meta. A refund row takes its parent
 * order's country. Not the customer lookup's country: WooCommerce knows a
 * guest by e-mail, so a customer who ordered from two countries would
 * count under one. No order is loaded. Across countries the figures add up
 * to WooCommerce's revenue stats for the range; orders without a country
 * are not rows.
 */
final class OrdersMapReport {

	/** A stats row's order: a refund's (parent_id > 0) is its parent's. */
	private const ORDER_ID = 'CASE WHEN stats.parent_id > 0 THEN stats.parent_id ELSE stats.order_id END';

	/** Orders counted as WooCommerce counts them (refunds are not orders) and net sales (refunds subtract). */
	private const SUMS = 'SUM( CASE WHEN stats.parent_id = 0 THEN 1 ELSE 0 END ) AS orders_count, SUM( stats.net_total ) AS net_revenue';

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
		$rows   = class_exists( OrderUtil::class ) && OrderUtil::custom_orders_table_usage_is_enabled()
			? self::order_table_rows( $wpdb, $start, $end )
			: self::post_meta_rows( $wpdb, $start, $end );
		$totals = array();
		foreach ( $rows as $row ) {
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
	 * HPOS: one aggregate query, each stats row joined to its order's billing
	 * address through the address table's unique (address_type, order_id) key.
	 *
	 * @param \wpdb  $wpdb  The database.
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return list<array<array-key, mixed>> Rows of country, orders_count, net_revenue.
	 */
	private static function order_table_rows( \wpdb $wpdb, string $start, string $end ): array {
		list( $where, $values ) = self::range_condition( $start, $end );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i are the tables; only placeholders and the constant expressions of this class are interpolated; WooCommerce's tables, cached by StoreReports.
		$results = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT billing.country AS country, ' . self::SUMS . '
				FROM %i AS stats
				LEFT JOIN %i AS billing ON billing.address_type = \'billing\' AND billing.order_id = ' . self::ORDER_ID . "
				WHERE {$where}
				GROUP BY billing.country",
				array_merge( array( $wpdb->prefix . 'wc_order_stats', $wpdb->prefix . 'wc_order_addresses' ), $values )
			),
			'ARRAY_A'
		);
		// phpcs:enable
		return self::records( $results );
	}

	/**
	 * Posts: core's post meta has no (post_id, meta_key) index, so joining
	 * each order's `_billing_country` through post_id reads every meta row
	 * of every order (about 30 each). Instead: the range's figures per order
	 * (refunds under their order); the span of meta ids those orders' meta
	 * rows hold, two dives per post on the post_id index (MIN and MAX of its
	 * meta ids, a loose index scan, the rows not read); then the
	 * `_billing_country` rows of that span through the meta_key index, whose
	 * entries carry the meta id, so rows outside it are not read either.
	 * Orders are made in id order on a shop, so the span is about the
	 * range's own orders; an order out of that order only widens it (more
	 * rows read, never a country missed).
	 *
	 * @param \wpdb  $wpdb  The database.
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return list<array<array-key, mixed>> Rows of country, orders_count, net_revenue.
	 */
	private static function post_meta_rows( \wpdb $wpdb, string $start, string $end ): array {
		list( $where, $values ) = self::range_condition( $start, $end );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- %i are the tables; only placeholders and the constant expressions of this class are interpolated; WooCommerce's tables and core's post meta, cached by StoreReports.
		$orders = self::records(
			$wpdb->get_results(
				$wpdb->prepare(
					'SELECT ' . self::ORDER_ID . ' AS id, ' . self::SUMS . "
					FROM %i AS stats
					WHERE {$where}
					GROUP BY id",
					array_merge( array( $wpdb->prefix . 'wc_order_stats' ), $values )
				),
				'ARRAY_A'
			)
		);
		$ids    = array_map( static fn ( array $order ): int => is_numeric( $order['id'] ?? null ) ? (int) $order['id'] : 0, $orders );
		if ( array() === $ids ) {
			return array();
		}
		$span      = $wpdb->get_row(
			$wpdb->prepare(
				'SELECT MIN( low ) AS low, MAX( high ) AS high
				FROM ( SELECT MIN( meta_id ) AS low, MAX( meta_id ) AS high FROM %i WHERE post_id BETWEEN %d AND %d GROUP BY post_id ) AS per_post',
				$wpdb->postmeta,
				min( $ids ),
				max( $ids )
			),
			'ARRAY_A'
		);
		$countries = array();
		if ( is_array( $span ) && is_numeric( $span['low'] ?? null ) && is_numeric( $span['high'] ?? null ) ) {
			$meta = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT post_id, meta_value FROM %i WHERE meta_key = '_billing_country' AND meta_id BETWEEN %d AND %d",
					$wpdb->postmeta,
					(int) $span['low'],
					(int) $span['high']
				),
				'ARRAY_A'
			);
			foreach ( self::records( $meta ) as $row ) {
				$countries[ is_numeric( $row['post_id'] ?? null ) ? (int) $row['post_id'] : 0 ] = is_string( $row['meta_value'] ?? null ) ? $row['meta_value'] : '';
			}
		}
		// phpcs:enable
		foreach ( $orders as $index => $order ) {
			$orders[ $index ]['country'] = $countries[ $ids[ $index ] ] ?? '';
		}
		return $orders;
	}

	/**
	 * The stats rows WooCommerce's analytics count for a range: its date
	 * column, the statuses it leaves out left out.
	 *
	 * @param string $start First day.
	 * @param string $end   Last day.
	 * @return array{literal-string, list<string>} The condition on `stats` and its values.
	 */
	private static function range_condition( string $start, string $end ): array {
		$excluded = StoreSource::excluded_statuses();
		$status   = array() === $excluded ? '' : ' AND stats.status NOT IN (' . implode( ',', array_fill( 0, count( $excluded ), '%s' ) ) . ')';
		$column   = StoreSource::date_column();
		return array( "stats.%i >= %s AND stats.%i <= %s{$status}", array_merge( array( $column, $start . ' 00:00:00', $column, $end . ' 23:59:59' ), $excluded ) );
	}

	/**
	 * Rows of a query as arrays.
	 *
	 * @param mixed $results What get_results() returned.
	 * @return list<array<array-key, mixed>>
	 */
	private static function records( $results ): array {
		return array_values( array_filter( is_array( $results ) ? $results : array(), 'is_array' ) );
	}
}
