<?php
/**
 * The recent orders report.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The latest orders through wc_get_orders() (a small limit, newest first),
 * so it reads whichever storage WooCommerce uses, its order tables (HPOS)
 * or posts; each row links to the order's own edit screen.
 */
final class RecentOrdersReport {

	/**
	 * The report.
	 *
	 * @param StoreQuery $query The block's query.
	 * @return array<string, mixed>
	 */
	public static function run( StoreQuery $query ): array {
		$orders = wc_get_orders(
			array(
				'type'     => 'shop_order',
				'limit'    => $query->row_limit,
				'orderby'  => 'date',
				'order'    => 'DESC',
				'paginate' => false,
			)
		);
		$rows   = array();
		foreach ( is_array( $orders ) ? $orders : array() as $order ) {
			if ( $order instanceof WC_Order ) {
				$rows[] = self::row( $order );
			}
		}
		return array(
			'kind' => 'orders',
			'rows' => $rows,
		);
	}

	/**
	 * One order's row.
	 *
	 * @param WC_Order $order The order.
	 * @return array{id: int, number: string, customer: string, status: string, statusLabel: string, total: float, currency: string, date: string, editUrl: string}
	 */
	private static function row( WC_Order $order ): array {
		$customer = trim( $order->get_formatted_billing_full_name() );
		if ( '' === $customer ) {
			$customer = $order->get_billing_email();
		}
		$created = $order->get_date_created();
		$status  = $order->get_status();
		return array(
			'id'          => $order->get_id(),
			'number'      => (string) $order->get_order_number(),
			'customer'    => '' === $customer ? __( 'Guest', 'uipress' ) : $customer,
			'status'      => $status,
			'statusLabel' => wc_get_order_status_name( $status ),
			'total'       => (float) $order->get_total(),
			'currency'    => $order->get_currency(),
			'date'        => null === $created ? '' : $created->setTimezone( wp_timezone() )->format( DATE_ATOM ),
			'editUrl'     => esc_url_raw( $order->get_edit_order_url() ),
		);
	}
}
