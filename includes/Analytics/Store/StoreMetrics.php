<?php
/**
 * The store analytics metrics: WooCommerce's names and how they read.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Labels are WooCommerce Analytics' own words, so a figure reads the same
 * in a block as under WooCommerce → Analytics. Money carries the store's
 * currency code.
 */
final class StoreMetrics {

	/**
	 * Metrics that are money.
	 */
	private const MONEY = array( 'net_revenue', 'gross_sales', 'avg_order_value' );

	/**
	 * A metric as answers list it.
	 *
	 * @param string $id A metric id of StoreSettings.
	 * @return array{id: string, label: string, type: string, currency?: string}
	 */
	public static function metric( string $id ): array {
		$metric = array(
			'id'    => $id,
			'label' => self::label( $id ),
			'type'  => in_array( $id, self::MONEY, true ) ? 'currency' : 'integer',
		);
		if ( 'currency' === $metric['type'] ) {
			$metric['currency'] = StoreCurrency::code();
		}
		return $metric;
	}

	/**
	 * Metrics as answers list them.
	 *
	 * @param string[] $ids Metric ids.
	 * @phpstan-param list<string> $ids
	 * @return list<array{id: string, label: string, type: string, currency?: string}>
	 */
	public static function metrics( array $ids ): array {
		return array_map( array( self::class, 'metric' ), $ids );
	}

	/**
	 * A number of WooCommerce's answer in the metric's type.
	 *
	 * @param string $id    Metric id.
	 * @param mixed  $value WooCommerce's value.
	 * @return int|float
	 */
	public static function value( string $id, $value ) {
		$number = is_numeric( $value ) ? $value + 0 : 0;
		return in_array( $id, self::MONEY, true ) ? (float) $number : (int) round( (float) $number );
	}

	/**
	 * WooCommerce's label of a metric.
	 *
	 * @param string $id Metric id.
	 */
	private static function label( string $id ): string {
		switch ( $id ) {
			case 'net_revenue':
				return __( 'Net sales', 'uipress' );
			case 'gross_sales':
				return __( 'Gross sales', 'uipress' );
			case 'orders_count':
				return __( 'Orders', 'uipress' );
			case 'avg_order_value':
				return __( 'Average order value', 'uipress' );
			case 'num_items_sold':
			case 'items_sold':
				return __( 'Items sold', 'uipress' );
			default:
				return $id;
		}
	}
}
