<?php
/**
 * The store blocks' figures against WooCommerce's own analytics.
 *
 * @package UiPress
 */

namespace UiPress\Tests\Store;

use UiPress\Analytics\Reports\ReportCache;
use UiPress\Analytics\Store\OrdersMapReport;
use UiPress\Analytics\Store\StoreSettings;
use WC_Order;

/**
 * A shop with orders over 60 days (statuses WooCommerce counts and some it
 * does not, several countries and one without, refunds), imported into
 * WooCommerce's analytics, in both order storages: every store block's
 * answer equals what wc-analytics answers for the same range and sort.
 *
 * @group woocommerce
 */
final class StoreReportsTest extends StoreTestCase {

	use StoreRoutes;

	/**
	 * Orders WooCommerce counts, made by shop().
	 *
	 * @var int
	 */
	private int $counted = 0;

	/**
	 * Both order storages.
	 *
	 * @return array<string, array{bool}>
	 */
	public static function storages(): array {
		return array(
			'HPOS'  => array( true ),
			'posts' => array( false ),
		);
	}

	/**
	 * The revenue chart and the KPI strip equal revenue/stats; the top
	 * lists equal reports/products and reports/categories (sort and pages);
	 * the map's countries add up to revenue/stats; refunds and statuses
	 * count as WooCommerce counts them.
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_every_block_answers_woocommerces_figures( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$this->shop();
		list( $template, $uids ) = $this->dashboard(
			array(
				StoreSettings::MODULE_REVENUE    => array(
					'metrics'      => array( 'net_revenue', 'orders_count' ),
					'dateRanges'   => array( 'last7', 'last90' ),
					'defaultRange' => 'last90',
				),
				StoreSettings::MODULE_TOP_ITEMS  => array(
					'perPage' => 2,
					'orderby' => 'items_sold',
				),
				'categories'                     => array( 'report' => 'categories' ),
				StoreSettings::MODULE_ORDERS_MAP => array( 'metric' => 'net_revenue' ),
				StoreSettings::MODULE_KPIS       => array( 'metrics' => array( 'net_revenue', 'orders_count', 'avg_order_value', 'gross_sales' ) ),
			)
		);
		$this->act_as( 'shop_manager' );

		// Revenue over time, by day then by week, with the previous period.
		$answer = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_REVENUE ] ) );
		$this->assertSame( 'woocommerce', $answer['source'] );
		$this->assertSame( 'last90', $this->value_at( $answer, 'range.id' ) );
		$this->assertSame( 'USD', $this->value_at( $answer, 'currency.code' ) );
		$this->assertSame( '$', $this->value_at( $answer, 'currency.symbol' ) );
		$this->assertFalse( $answer['importing'] );
		$this->assertRevenueMatches( $answer, 'day', array( 'net_revenue', 'orders_count' ) );
		$this->assertSame( $this->counted, $this->value_at( $answer, 'report.totals.1' ), 'Cancelled, failed and pending orders are not counted.' );

		$answer = $this->answer(
			$this->report(
				$template,
				$uids[ StoreSettings::MODULE_REVENUE ],
				array(
					'interval' => 'week',
					'range'    => 'last7',
				)
			)
		);
		$this->assertSame( 'last7', $this->value_at( $answer, 'range.id' ) );
		$this->assertSame( 'week', $this->value_at( $answer, 'report.interval' ) );
		$this->assertRevenueMatches( $answer, 'week', array( 'net_revenue', 'orders_count' ) );

		// Top products: WooCommerce's sort and pages.
		foreach ( array(
			array(),
			array( 'page' => 2 ),
			array(
				'orderby' => 'net_revenue',
				'order'   => 'asc',
			),
		) as $picks ) {
			$answer = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_TOP_ITEMS ], $picks ) );
			$this->assertTopItemsMatch( $answer, 'products', 2, $picks + array( 'orderby' => 'items_sold' ) );
		}
		$answer = $this->answer( $this->report( $template, $uids['categories'] ) );
		$this->assertTopItemsMatch( $answer, 'categories', 10, array( 'orderby' => 'net_revenue' ) );

		// Orders by country add up to revenue stats (the order without a country is not a row).
		$answer = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_ORDERS_MAP ] ) );
		$range  = $this->range_params( $answer, 'start', 'end' );
		$totals = $this->wc_analytics( 'reports/revenue/stats', $range + array( 'interval' => 'day' ) )['totals'];
		$this->assertIsArray( $totals );
		$rows      = $this->records( $answer, 'report.rows' );
		$countries = array_column( $rows, 'countryId' );
		sort( $countries );
		$this->assertSame( array( 'DE', 'FR', 'GB', 'US' ), $countries, 'Each order under its billing country (one customer e-mail for all); the order without a country is not a row.' );
		$values = array_column( $rows, 'value' );
		$sorted = $values;
		rsort( $sorted );
		$this->assertSame( $sorted, $values, 'Largest first.' );
		$by_country = OrdersMapReport::totals( $this->text( $this->value_at( $answer, 'range.start' ) ), $this->text( $this->value_at( $answer, 'range.end' ) ) );
		$this->assertArrayHasKey( '', $by_country, 'The order without a country is counted apart.' );
		$this->assertEqualsWithDelta( $this->number( $totals['net_revenue'] ), array_sum( array_column( $rows, 'value' ) ) + $by_country['']['net_revenue'], 0.001 );
		$this->assertSame( (int) $this->number( $totals['orders_count'] ), array_sum( array_column( $by_country, 'orders_count' ) ) );
		$this->assertSame( 'Germany', array_column( $rows, 'country', 'countryId' )['DE'] ?? null );

		// KPIs: each period and the one before it, as revenue stats totals for those days.
		$answer = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_KPIS ] ) );
		$this->assertSame( 'today', $this->value_at( $answer, 'range.id' ) );
		$periods = $this->records( $answer, 'report.periods' );
		$this->assertSame( array( 'today', 'week', 'month' ), array_column( $periods, 'id' ) );
		foreach ( $periods as $period ) {
			foreach ( array(
				'values'   => array( 'start', 'end' ),
				'previous' => array( 'previousStart', 'previousEnd' ),
			) as $field => $days ) {
				$expected = $this->wc_analytics( 'reports/revenue/stats', $this->range_params( $period, $days[0], $days[1] ) + array( 'interval' => 'day' ) )['totals'];
				$this->assertIsArray( $expected );
				$this->assertIsArray( $period[ $field ] );
				foreach ( array( 'net_revenue', 'orders_count', 'avg_order_value', 'gross_sales' ) as $index => $metric ) {
					$this->assertEqualsWithDelta( $this->number( $expected[ $metric ] ), $this->number( $period[ $field ][ $index ] ), 0.001, "{$field} {$metric}" );
				}
			}
		}
	}

	/**
	 * A refund lowers net sales on the day WooCommerce counts it; gross sales stay.
	 *
	 * @dataProvider storages
	 * @param bool $hpos Whether orders are in WooCommerce's own tables.
	 */
	public function test_refunds_count_as_woocommerce_counts_them( bool $hpos ): void {
		$this->use_hpos( $hpos );
		$mug   = $this->product( 'Mug', 20.0, 'Kitchen' );
		$order = $this->order( array( $mug->get_id() => 3 ), self::days_ago( 5 ) );
		$this->run_analytics_import();
		list( $template, $uids ) = $this->dashboard( array( StoreSettings::MODULE_REVENUE => array( 'metrics' => array( 'net_revenue', 'gross_sales' ) ) ) );
		$this->act_as( 'shop_manager' );
		$before = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_REVENUE ] ) );
		$this->assertEqualsWithDelta( 60.0, $this->number( $this->value_at( $before, 'report.totals.0' ) ), 0.001 );

		$this->refund( $order, 15.0, self::days_ago( 3 ) );
		$this->run_analytics_import();
		$after = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_REVENUE ] ) );
		$this->assertEqualsWithDelta( 45.0, $this->number( $this->value_at( $after, 'report.totals.0' ) ), 0.001, 'The refund is imported, so the cached answer is not reused.' );
		$this->assertEqualsWithDelta( 60.0, $this->number( $this->value_at( $after, 'report.totals.1' ) ), 0.001 );
		$this->assertRevenueMatches( $after, 'day', array( 'net_revenue', 'gross_sales' ) );
	}

	/**
	 * The top lists are kept by WooCommerce's data store alone (a copy of
	 * UiPress's made them slower cold than WooCommerce's own call); the
	 * revenue chart is kept by UiPress. Both follow an imported order.
	 */
	public function test_top_lists_are_kept_by_woocommerce_alone(): void {
		$mug = $this->product( 'Mug', 20.0, 'Kitchen' );
		$this->order( array( $mug->get_id() => 2 ), self::days_ago( 5 ) );
		$this->run_analytics_import();
		list( $template, $uids ) = $this->dashboard(
			array(
				StoreSettings::MODULE_TOP_ITEMS => array( 'orderby' => 'items_sold' ),
				StoreSettings::MODULE_REVENUE   => array( 'metrics' => array( 'net_revenue' ) ),
			)
		);
		$this->act_as( 'shop_manager' );
		ReportCache::forget_all();
		$top = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_TOP_ITEMS ] ) );
		$this->assertSame( 2, $this->value_at( $this->records( $top, 'report.rows' )[0], 'values.0' ) );
		$this->assertSame( array(), ReportCache::names() );
		$this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_REVENUE ] ) );
		$this->assertCount( 1, ReportCache::names() );

		$this->order( array( $mug->get_id() => 3 ), self::days_ago( 4 ) );
		$this->run_analytics_import();
		$top = $this->answer( $this->report( $template, $uids[ StoreSettings::MODULE_TOP_ITEMS ] ) );
		$this->assertSame( 5, $this->value_at( $this->records( $top, 'report.rows' )[0], 'values.0' ) );
	}

	/**
	 * Products in two categories; orders over 60 days: counted ones (completed,
	 * processing, refunded in part), others (cancelled, failed, pending), four
	 * countries and one order without a country, all of one customer e-mail
	 * (StoreTestCase::order()'s); one today.
	 */
	private function shop(): void {
		$products  = array(
			$this->product( 'Field guide', 12.5, 'Books' ),
			$this->product( 'Atlas', 30.0, 'Books' ),
			$this->product( 'Board game', 40.0, 'Games' ),
			$this->product( 'Puzzle', 18.0, 'Games' ),
		);
		$statuses  = array( 'completed', 'processing', 'completed', 'cancelled', 'completed', 'failed', 'completed', 'pending' );
		$countries = array( 'US', 'US', 'GB', 'US', 'DE', 'GB', 'FR', 'US', 'DE' );
		$refunded  = null;
		for ( $day = 0; $day <= 60; $day += 2 ) {
			$status  = $statuses[ $day % count( $statuses ) ];
			$country = $countries[ $day % count( $countries ) ];
			$order   = $this->order(
				array(
					$products[ $day % 4 ]->get_id() => 1 + $day % 3,
					$products[ ( $day + 1 ) % 4 ]->get_id() => 1,
				),
				self::days_ago( $day, '10:30:00' ),
				$status,
				$country
			);
			// Counted in the last 90 days up to yesterday: not today's order.
			if ( in_array( $status, array( 'completed', 'processing' ), true ) && $day > 0 ) {
				++$this->counted;
				$refunded = $refunded ?? ( $day > 10 ? $order : null );
			}
		}
		$this->order( array( $products[0]->get_id() => 2 ), self::days_ago( 9, '09:00:00' ), 'completed', '' );
		++$this->counted;
		$this->assertInstanceOf( WC_Order::class, $refunded );
		$this->refund( $refunded, 10.0, self::days_ago( 8 ) );
		$this->run_analytics_import();
	}

	/**
	 * The chart's points, totals and previous period equal revenue/stats.
	 *
	 * @param array<mixed> $answer   The block's answer.
	 * @param string       $interval Interval.
	 * @param string[]     $metrics  Its metrics.
	 */
	private function assertRevenueMatches( array $answer, string $interval, array $metrics ): void {
		$this->assertSame( $metrics, $this->column( $answer, 'report.metrics', 'id' ) );
		foreach ( array(
			'points'   => array( 'start', 'end', 'totals' ),
			'previous' => array( 'previousStart', 'previousEnd', 'previousTotals' ),
		) as $field => $fields ) {
			$stats     = $this->wc_analytics(
				'reports/revenue/stats',
				$this->range_params( $answer, $fields[0], $fields[1] ) + array(
					'interval' => $interval,
					'per_page' => 100,
					'order'    => 'asc',
					'fields'   => $metrics,
				)
			);
			$intervals = $this->records( $stats, 'intervals' );
			$points    = $this->records( $answer, 'report.' . $field );
			$this->assertCount( count( $intervals ), $points, $field );
			foreach ( $intervals as $index => $expected ) {
				$this->assertIsString( $expected['date_start'] );
				$this->assertSame( substr( $expected['date_start'], 0, 10 ), $points[ $index ]['date'] );
				foreach ( $metrics as $position => $metric ) {
					$this->assertEqualsWithDelta( $this->number( $this->value_at( $expected, "subtotals.{$metric}" ) ), $this->number( $this->value_at( $points[ $index ], "values.{$position}" ) ), 0.001, "{$field} {$index} {$metric}" );
				}
			}
			foreach ( $metrics as $position => $metric ) {
				$this->assertEqualsWithDelta( $this->number( $this->value_at( $stats, "totals.{$metric}" ) ), $this->number( $this->value_at( $answer, "report.{$fields[2]}.{$position}" ) ), 0.001, "{$fields[2]} {$metric}" );
			}
		}
	}

	/**
	 * A top list equals reports/products (or categories) for the same sort and page.
	 *
	 * @param array<mixed>         $answer   The block's answer.
	 * @param string               $report   `products` or `categories`.
	 * @param int                  $per_page Rows per page.
	 * @param array<string, mixed> $picks    Sort and page asked.
	 */
	private function assertTopItemsMatch( array $answer, string $report, int $per_page, array $picks ): void {
		$params   = $this->range_params( $answer, 'start', 'end' ) + array(
			'orderby'       => $picks['orderby'],
			'order'         => $picks['order'] ?? 'desc',
			'page'          => $picks['page'] ?? 1,
			'per_page'      => $per_page,
			'extended_info' => true,
		);
		$expected = $this->records( $this->wc_analytics( 'reports/' . $report, $params ), '' );
		$this->assertNotSame( array(), $expected );
		$rows = $this->records( $answer, 'report.rows' );
		$this->assertSame( array( 'items_sold', 'net_revenue', 'orders_count' ), $this->column( $answer, 'report.metrics', 'id' ) );
		$this->assertSame( array( 'Items sold', 'Net sales', 'Orders' ), $this->column( $answer, 'report.metrics', 'label' ) );
		$this->assertCount( count( $expected ), $rows );
		foreach ( $expected as $index => $item ) {
			$this->assertSame( html_entity_decode( $this->text( $this->value_at( $item, 'extended_info.name' ) ) ), $this->value_at( $rows[ $index ], 'dimensions.0' ) );
			$this->assertSame( (int) $this->number( $item['items_sold'] ), $this->value_at( $rows[ $index ], 'values.0' ) );
			$this->assertEqualsWithDelta( $this->number( $item['net_revenue'] ), $this->number( $this->value_at( $rows[ $index ], 'values.1' ) ), 0.001 );
			$this->assertSame( (int) $this->number( $item['orders_count'] ), $this->value_at( $rows[ $index ], 'values.2' ) );
		}
		$this->assertSame( $params['page'], $this->value_at( $answer, 'report.paging.page' ) );
		$this->assertSame( $params['orderby'], $this->value_at( $answer, 'report.paging.orderby' ) );
		$this->assertSame( $params['order'], $this->value_at( $answer, 'report.paging.order' ) );
		$this->assertSame( 'products' === $report ? 4 : 2, $this->value_at( $answer, 'report.paging.totalRows' ) );
		$this->assertSame( (int) ceil( ( 'products' === $report ? 4 : 2 ) / $per_page ), $this->value_at( $answer, 'report.paging.pages' ) );
	}
}
