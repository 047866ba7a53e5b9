<?php
/**
 * The benchmark shop's settings, products and orders (store-seed.php), all
 * made with WooCommerce's own objects. Every order is drawn from a random
 * stream seeded by its position, so a resumed seed makes the same shop.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.WP.AlternativeFunctions.rand_mt_rand, WordPress.NamingConventions.PrefixAllGlobals -- a seeding script for a throwaway local site.

/** Countries of the customers, with their weights (ISO alpha-2 => weight). */
const UIPRESS_BENCH_STORE_COUNTRIES = array(
	'US' => 300,
	'GB' => 110,
	'DE' => 90,
	'FR' => 70,
	'CA' => 60,
	'AU' => 45,
	'NL' => 35,
	'ES' => 30,
	'IT' => 30,
	'SE' => 20,
	'BE' => 18,
	'CH' => 16,
	'AT' => 14,
	'IE' => 12,
	'DK' => 12,
	'NO' => 10,
	'PL' => 12,
	'PT' => 8,
	'JP' => 15,
	'NZ' => 8,
	'BR' => 12,
	'MX' => 10,
	'IN' => 12,
	'ZA' => 6,
	'SG' => 6,
);

/** Product categories. */
const UIPRESS_BENCH_STORE_CATEGORIES = array( 'Clothing', 'Shoes', 'Accessories', 'Home', 'Kitchen', 'Garden', 'Books', 'Toys', 'Electronics', 'Sports' );

/** Distinct guest customers (by e-mail) the orders come from. */
const UIPRESS_BENCH_STORE_CUSTOMERS = 30000;

/**
 * Turns off, for this process, the per-order work that is not the orders'
 * data (see store-seed.php): the per-order scheduled analytics import and
 * the status hooks that only flag the order or count product sales here.
 */
function uipress_bench_store_quiet(): void {
	$scheduler = array( Automattic\WooCommerce\Internal\Admin\Schedulers\OrdersScheduler::class, 'possibly_schedule_import' );
	remove_action( 'woocommerce_update_order', $scheduler );
	remove_filter( 'woocommerce_create_order', $scheduler );
	remove_action( 'woocommerce_refund_created', $scheduler );
	$callbacks = array( 'wc_downloadable_product_permissions', 'wc_update_total_sales_counts', 'wc_update_coupon_usage_counts', 'wc_maybe_reduce_stock_levels', 'wc_maybe_increase_stock_levels', 'wc_release_stock_for_order', 'wc_paying_customer' );
	foreach ( array_keys( $GLOBALS['wp_filter'] ) as $hook ) {
		if ( ! str_starts_with( (string) $hook, 'woocommerce_order_status_' ) && 'woocommerce_payment_complete' !== $hook ) {
			continue;
		}
		foreach ( $callbacks as $callback ) {
			$priority = has_action( (string) $hook, $callback );
			if ( false !== $priority ) {
				remove_action( (string) $hook, $callback, (int) $priority );
			}
		}
	}
}

/**
 * The shop's settings: US dollars, prices without tax, a US base.
 */
function uipress_bench_store_settings(): void {
	update_option( 'woocommerce_currency', 'USD' );
	update_option( 'woocommerce_currency_pos', 'left' );
	update_option( 'woocommerce_price_decimal_sep', '.' );
	update_option( 'woocommerce_price_thousand_sep', ',' );
	update_option( 'woocommerce_price_num_decimals', '2' );
	update_option( 'woocommerce_default_country', 'US:CA' );
	update_option( 'woocommerce_calc_taxes', 'no' );
	update_option( 'woocommerce_manage_stock', 'no' );
	update_option( 'woocommerce_analytics_enabled', 'yes' );
}

/**
 * About 100 simple products in 10 categories.
 *
 * @return list<int> Product ids, the best sellers first.
 */
function uipress_bench_store_products(): array {
	$adjectives = array( 'Classic', 'Organic', 'Compact', 'Deluxe', 'Vintage', 'Everyday', 'Premium', 'Travel', 'Soft', 'Bold' );
	$nouns      = array(
		'Clothing'    => 'T-shirt',
		'Shoes'       => 'Sneaker',
		'Accessories' => 'Wallet',
		'Home'        => 'Cushion',
		'Kitchen'     => 'Mug',
		'Garden'      => 'Planter',
		'Books'       => 'Notebook',
		'Toys'        => 'Puzzle',
		'Electronics' => 'Charger',
		'Sports'      => 'Water bottle',
	);
	mt_srand( 100 );
	$ids = array();
	foreach ( UIPRESS_BENCH_STORE_CATEGORIES as $category ) {
		$term = term_exists( $category, 'product_cat' );
		$term = $term ? $term : wp_insert_term( $category, 'product_cat' );
		if ( is_wp_error( $term ) ) {
			fwrite( STDERR, $term->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a CLI script's error.
			exit( 1 );
		}
		foreach ( $adjectives as $index => $adjective ) {
			$product = new WC_Product_Simple();
			$product->set_name( "{$adjective} {$nouns[ $category ]}" );
			$product->set_sku( strtoupper( substr( $category, 0, 3 ) ) . '-' . ( $index + 1 ) );
			$product->set_regular_price( (string) ( mt_rand( 500, 15000 ) / 100 ) );
			$product->set_category_ids( array( (int) $term['term_id'] ) );
			$product->set_status( 'publish' );
			$ids[] = $product->save();
		}
	}
	shuffle( $ids );
	return $ids;
}

/**
 * A value of a weighted list.
 *
 * @param array<string, int> $weights Value => weight.
 * @param int                $roll    0 to the sum of the weights − 1.
 */
function uipress_bench_store_weighted( array $weights, int $roll ): string {
	foreach ( $weights as $value => $weight ) {
		if ( $roll < $weight ) {
			return (string) $value;
		}
		$roll -= $weight;
	}
	return (string) array_key_first( $weights );
}

/**
 * An order's status as a real shop's mix, the newest ones still being processed more often.
 *
 * @param bool $recent Whether the order is of the last three days.
 */
function uipress_bench_store_status( bool $recent ): string {
	return uipress_bench_store_weighted(
		$recent
			? array(
				'completed'  => 45,
				'processing' => 35,
				'on-hold'    => 5,
				'pending'    => 8,
				'failed'     => 4,
				'cancelled'  => 3,
			)
			: array(
				'completed'  => 86,
				'processing' => 1,
				'on-hold'    => 1,
				'pending'    => 3,
				'failed'     => 4,
				'cancelled'  => 5,
			),
		mt_rand( 0, 99 )
	);
}

/**
 * Sets the guest customer's addresses (none for ~2 % of orders: taken by phone).
 *
 * @param WC_Order $order    The order.
 * @param int      $customer Customer number.
 */
function uipress_bench_store_customer( WC_Order $order, int $customer ): void {
	$first = array( 'Alex', 'Sam', 'Maria', 'Jonas', 'Aiko', 'Priya', 'Lucas', 'Emma', 'Noah', 'Olivia', 'Mateo', 'Sofia' );
	$last  = array( 'Smith', 'Müller', 'Martin', 'Rossi', 'García', 'Tanaka', 'Patel', 'Jensen', 'Silva', 'Brown', 'Novak' );
	$order->set_billing_first_name( $first[ $customer % count( $first ) ] );
	$order->set_billing_last_name( $last[ intdiv( $customer, count( $first ) ) % count( $last ) ] );
	$order->set_billing_email( "customer{$customer}@example.com" );
	if ( mt_rand( 1, 100 ) <= 2 ) {
		return;
	}
	// A customer keeps a country: drawn from their number, not from the order's stream.
	$country = uipress_bench_store_weighted( UIPRESS_BENCH_STORE_COUNTRIES, (int) ( ( $customer * 2654435761 ) % array_sum( UIPRESS_BENCH_STORE_COUNTRIES ) ) );
	$order->set_billing_country( $country );
	$order->set_billing_city( "City {$country}-" . ( $customer % 40 ) );
	$order->set_billing_address_1( ( $customer % 200 + 1 ) . ' Main Street' );
	$order->set_billing_postcode( (string) ( 10000 + $customer % 80000 ) );
	$order->set_shipping_first_name( $order->get_billing_first_name() );
	$order->set_shipping_last_name( $order->get_billing_last_name() );
	$order->set_shipping_country( $country );
	$order->set_shipping_city( $order->get_billing_city() );
	$order->set_shipping_address_1( $order->get_billing_address_1() );
	$order->set_shipping_postcode( $order->get_billing_postcode() );
}

/**
 * Makes the index-th of `total` orders (oldest first): 3 years of growing
 * sales, so the newest days hold about twice the average.
 *
 * @param int          $index    0-based position.
 * @param int          $total    Orders in all.
 * @param int          $anchor   When the newest order was placed (Unix time).
 * @param WC_Product[] $products The products, best sellers first.
 */
function uipress_bench_store_order( int $index, int $total, int $anchor, array $products ): void {
	mt_srand( 7919 * ( $index + 1 ) );
	$span    = 3 * 365 * DAY_IN_SECONDS;
	$created = min( $anchor, (int) ( $anchor - $span + $span * sqrt( ( $index + mt_rand( 0, 999 ) / 1000 ) / $total ) ) );
	$status  = uipress_bench_store_status( $anchor - $created < 3 * DAY_IN_SECONDS );

	$order = new WC_Order();
	$order->set_created_via( 'checkout' );
	$order->set_currency( 'USD' );
	$order->set_date_created( $created );
	uipress_bench_store_customer( $order, mt_rand( 1, UIPRESS_BENCH_STORE_CUSTOMERS ) );
	$paid_by = mt_rand( 1, 10 ) <= 7 ? array( 'stripe', 'Credit card' ) : array( 'paypal', 'PayPal' );
	$order->set_payment_method( $paid_by[0] );
	$order->set_payment_method_title( $paid_by[1] );

	$lines = uipress_bench_store_weighted(
		array(
			'1' => 55,
			'2' => 28,
			'3' => 12,
			'4' => 5,
		),
		mt_rand( 0, 99 )
	);
	for ( $line = 0; $line < (int) $lines; $line++ ) {
		// Best sellers sell most: the square of a uniform draw leans to the front of the list.
		$pick = (int) floor( count( $products ) * ( mt_rand( 0, 9999 ) / 10000 ) ** 2 );
		$order->add_product( $products[ $pick ], mt_rand( 1, 10 ) <= 8 ? 1 : mt_rand( 2, 3 ) );
	}
	if ( mt_rand( 1, 10 ) <= 7 ) {
		$shipping = new WC_Order_Item_Shipping();
		$shipping->set_method_title( 'Flat rate' );
		$shipping->set_method_id( 'flat_rate' );
		$shipping->set_total( '5.00' );
		$order->add_item( $shipping );
	}
	$order->calculate_totals( false );
	if ( in_array( $status, array( 'completed', 'processing' ), true ) ) {
		$order->set_date_paid( $created + mt_rand( 10, 600 ) );
	}
	if ( 'completed' === $status ) {
		$order->set_date_completed( min( $anchor, $created + mt_rand( 3600, 4 * DAY_IN_SECONDS ) ) );
	}
	$order->set_status( $status );
	$order->save();

	$refund = 'completed' === $status ? mt_rand( 1, 100 ) : 100;
	// A refund comes 1–20 days later; one that would come after the seed's end has not happened yet.
	$refunded = $created + mt_rand( DAY_IN_SECONDS, 20 * DAY_IN_SECONDS );
	if ( $refund <= 5 && $refunded <= $anchor ) {
		uipress_bench_store_refund( $order, $refund <= 2, $refunded );
	}
}

/**
 * Refunds an order in full (every line) or in part (its first line), as an
 * administrator does from the order screen, without a payment gateway.
 *
 * @param WC_Order $order When refunded.
 * @param bool     $full  Whether in full (the order becomes Refunded).
 * @param int      $when  When (Unix time).
 */
function uipress_bench_store_refund( WC_Order $order, bool $full, int $when ): void {
	$lines  = array();
	$amount = 0.0;
	foreach ( $order->get_items( $full ? array( 'line_item', 'shipping' ) : array( 'line_item' ) ) as $item_id => $item ) {
		$lines[ $item_id ] = array(
			'qty'          => $item instanceof WC_Order_Item_Product ? $item->get_quantity() : 0,
			'refund_total' => (float) $item->get_total(),
		);
		$amount           += (float) $item->get_total();
		if ( ! $full ) {
			break;
		}
	}
	$result = wc_create_refund(
		array(
			'order_id'     => $order->get_id(),
			'amount'       => wc_format_decimal( $full ? $order->get_total() : $amount, 2 ),
			'reason'       => $full ? 'Returned' : 'Damaged item',
			'line_items'   => $lines,
			'date_created' => $when,
		)
	);
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, "Refund of order {$order->get_id()}: {$result->get_error_message()}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a CLI script's error.
	}
}

/**
 * What the shop holds, and how long seeding took.
 *
 * @param array<string, mixed> $state   The seed's state.
 * @param bool                 $fresh   Whether this run seeded from nothing.
 * @param int                  $created Orders made by this run.
 * @param float                $seconds This run's time.
 * @return array<string, mixed> Summary.
 */
function uipress_bench_store_summary( array $state, bool $fresh, int $created, float $seconds ): array {
	global $wpdb;
	$count  = static fn( string $sql ): int => (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- fixed queries below.
	$hpos   = 'hpos' === $state['storage'];
	$table  = $hpos ? "{$wpdb->prefix}wc_orders" : $wpdb->posts;
	$type   = $hpos ? 'type' : 'post_type';
	$date   = $hpos ? 'date_created_gmt' : 'post_date_gmt';
	$orders = "FROM {$table} WHERE {$type} = 'shop_order'";
	return array(
		'storage'       => $state['storage'],
		'fresh'         => $fresh,
		'createdNow'    => $created,
		'secondsNow'    => round( $seconds, 1 ),
		'orders'        => $count( "SELECT COUNT(*) {$orders}" ),
		'refunds'       => $count( "SELECT COUNT(*) FROM {$table} WHERE {$type} = 'shop_order_refund'" ),
		'statsRows'     => $count( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_order_stats" ),
		'productRows'   => $count( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_order_product_lookup" ),
		'customers'     => $count( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_customer_lookup" ),
		'products'      => count( $state['products'] ),
		'orderSeconds'  => round( (float) $state['seconds']['orders'], 1 ),
		'importSeconds' => round( (float) $state['seconds']['import'], 1 ),
		'firstOrder'    => $wpdb->get_var( "SELECT MIN( {$date} ) {$orders}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed names.
		'lastOrder'     => $wpdb->get_var( "SELECT MAX( {$date} ) {$orders}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed names.
	);
}
