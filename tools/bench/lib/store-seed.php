<?php
/**
 * Seeds the store benchmark shop (npm run bench:store) through WooCommerce's
 * own APIs, then fills WooCommerce's analytics tables through its own sync.
 *
 * Usage: php store-seed.php SITE_DIR ORDERS hpos|posts
 *
 * One long-running process (no WordPress bootstrap per batch). It resumes
 * where it stopped: what was done is kept in the option
 * `uipress_bench_store_seed`, so a second run on a seeded shop only checks.
 *
 * - Shop: US dollars, ~100 simple products (no stock management) in 10
 *   categories, made with WC_Product_Simple.
 * - Orders: WC_Order objects saved by WooCommerce's data store of the chosen
 *   storage (high-performance order tables, or posts; compatibility sync
 *   off), over ~3 years ending now with growing sales, 1–4 line items,
 *   shipping on most, guest customers from ~25 countries (a few without an
 *   address), statuses as a real shop's, ~5 % refunded in part or in full
 *   (wc_create_refund). Batches of 200 in one transaction each.
 * - Per-order work that is not the orders' data is off while seeding
 *   (uipress_bench_store_quiet()): the transactional e-mails (no mail
 *   transport), the per-order scheduled analytics import (the import runs
 *   in bulk afterwards instead), and the status hooks that would do nothing
 *   in this shop but flag the order (stock: none managed; coupons: none;
 *   downloads: none; paying customer: guests) or count product sales
 *   (products' total_sales, which WooCommerce Analytics does not read).
 * - Analytics: OrdersScheduler::import() for each order not yet in
 *   wc_order_stats (what WooCommerce's scheduled import action runs:
 *   its data stores' sync_order for stats, products, coupons, taxes and
 *   customers), in batches, oldest first, as WooCommerce's import batches do.
 *
 * Prints progress lines (`seeded 12,000 / 100,000 orders (185/s)`), then one
 * line of JSON: what the shop holds and how long each phase took.
 *
 * @package UiPress
 */

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.WP.AlternativeFunctions.rand_mt_rand, WordPress.NamingConventions.PrefixAllGlobals -- a seeding script for a throwaway local site.

use Automattic\WooCommerce\Internal\Admin\Schedulers\OrdersScheduler;
use Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer;
use Automattic\WooCommerce\Internal\Features\FeaturesController;

if ( 'cli' !== PHP_SAPI || ! isset( $argv[3] ) || ! in_array( $argv[3], array( 'hpos', 'posts' ), true ) ) {
	exit( 1 );
}

// Registered before WordPress loads (WP_Hook reads these): WooCommerce hooks
// its transactional e-mails on `init` from this list, and no mail is sent.
$GLOBALS['wp_filter'] = array( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress is not loaded yet: this is how hooks are registered before it (WP_Hook::build_preinitialized_hooks).
	'woocommerce_email_actions' => array(
		PHP_INT_MAX => array(
			array(
				'function'      => '__return_empty_array',
				'accepted_args' => 1,
			),
		),
	),
	'pre_wp_mail'               => array(
		10 => array(
			array(
				'function'      => '__return_false',
				'accepted_args' => 1,
			),
		),
	),
);
require dirname( __DIR__, 2 ) . '/local-wordpress/load-site.php';
require __DIR__ . '/store-seed-shop.php';

if ( ! class_exists( 'WooCommerce' ) ) {
	fwrite( STDERR, "WooCommerce is not active on this site.\n" );
	exit( 1 );
}
wp_set_current_user( 1 );

global $wpdb;
// One seeder per shop: a second one would make the same orders again.
if ( '1' !== (string) $wpdb->get_var( "SELECT GET_LOCK( CONCAT( DATABASE(), '.uipress_bench_seed' ), 0 )" ) ) {
	fwrite( STDERR, "Another seeder is filling this shop.\n" );
	exit( 3 );
}

$uipress_target = max( 1, (int) $argv[2] );
$uipress_state  = get_option( 'uipress_bench_store_seed' );
if ( ! is_array( $uipress_state ) || (int) $uipress_state['target'] !== $uipress_target ) {
	if ( is_array( $uipress_state ) && (int) $uipress_state['created'] > 0 ) {
		fwrite( STDERR, "This shop was seeded for {$uipress_state['target']} orders, not {$uipress_target}.\n" );
		exit( 2 );
	}
	$uipress_state = array(
		'target'   => $uipress_target,
		'storage'  => $argv[3],
		'created'  => 0,
		'imported' => false,
		// Orders end a minute before the first run: a resumed run keeps the same timeline.
		'anchor'   => time() - 60,
		'seconds'  => array(
			'orders' => 0.0,
			'import' => 0.0,
		),
	);
}
$uipress_fresh = 0 === (int) $uipress_state['created'];

if ( $uipress_fresh ) {
	uipress_bench_store_settings();
	// The storage is chosen before the first order, as on a new shop.
	update_option( DataSynchronizer::ORDERS_DATA_SYNC_ENABLED_OPTION, 'no' );
	wc_get_container()->get( FeaturesController::class )->change_feature_enable( 'custom_order_tables', 'hpos' === $argv[3] );
	$uipress_state['products'] = uipress_bench_store_products();
	update_option( 'uipress_bench_store_seed', $uipress_state, false );
}

if ( ( 'hpos' === $argv[3] ) !== Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ) {
	fwrite( STDERR, "This shop stores its orders in the other storage than {$argv[3]}.\n" );
	exit( 2 );
}
uipress_bench_store_quiet();

$uipress_products = array_map( 'wc_get_product', $uipress_state['products'] );
$uipress_batch    = 200;
$uipress_started  = microtime( true );
$uipress_done_now = 0;
while ( $uipress_state['created'] < $uipress_target ) {
	$uipress_batch_started = microtime( true );
	$uipress_from          = (int) $uipress_state['created'];
	$uipress_to            = min( $uipress_target, $uipress_from + $uipress_batch );
	$wpdb->query( 'START TRANSACTION' );
	for ( $uipress_i = $uipress_from; $uipress_i < $uipress_to; $uipress_i++ ) {
		uipress_bench_store_order( $uipress_i, $uipress_target, (int) $uipress_state['anchor'], $uipress_products );
	}
	$uipress_state['created']            = $uipress_to;
	$uipress_state['seconds']['orders'] += microtime( true ) - $uipress_batch_started;
	update_option( 'uipress_bench_store_seed', $uipress_state, false );
	$wpdb->query( 'COMMIT' );
	$uipress_done_now += $uipress_to - $uipress_from;
	// Objects of orders already saved are not read again.
	wp_cache_flush_runtime();
	$uipress_elapsed = microtime( true ) - $uipress_started;
	printf(
		"seeded %s / %s orders (%s/s)\n",
		number_format( $uipress_to ),
		number_format( $uipress_target ),
		number_format( $uipress_done_now / max( 0.001, $uipress_elapsed ) )
	);
}

$uipress_import_started = microtime( true );
$uipress_imported_now   = 0;
$uipress_total_items    = OrdersScheduler::get_items( 1, 1, false, false )->total;
$uipress_seen           = array();
while ( ! $uipress_state['imported'] ) {
	$uipress_items = OrdersScheduler::get_items( 500, 1, false, true );
	$uipress_ids   = array_values( array_diff( array_map( 'intval', $uipress_items->ids ), array_keys( $uipress_seen ) ) );
	if ( array() === $uipress_ids ) {
		// Nothing left, or only items the import leaves out (as WooCommerce's own batches would).
		$uipress_state['imported'] = true;
		break;
	}
	$wpdb->query( 'START TRANSACTION' );
	foreach ( $uipress_ids as $uipress_id ) {
		OrdersScheduler::import( $uipress_id );
		$uipress_seen[ $uipress_id ] = true;
	}
	$wpdb->query( 'COMMIT' );
	$uipress_imported_now += count( $uipress_ids );
	wp_cache_flush_runtime();
	$uipress_elapsed = microtime( true ) - $uipress_import_started;
	printf(
		"imported %s / %s orders and refunds into WooCommerce Analytics (%s/s)\n",
		number_format( $uipress_total_items - $uipress_items->total + count( $uipress_ids ) ),
		number_format( $uipress_total_items ),
		number_format( $uipress_imported_now / max( 0.001, $uipress_elapsed ) )
	);
}
$uipress_state['seconds']['import'] += microtime( true ) - $uipress_import_started;
// What saving the products queued (their lookup tables), run as wp-admin's queue
// runner would, so no queued work runs while the benchmark measures.
$uipress_runner = ActionScheduler_QueueRunner::instance();
for ( $uipress_round = 0; $uipress_round < 50; $uipress_round++ ) {
	if ( 0 === $uipress_runner->run( 'bench' ) ) {
		break;
	}
	wp_cache_flush_runtime();
}
update_option( 'uipress_bench_store_seed', $uipress_state, false );

echo wp_json_encode( uipress_bench_store_summary( $uipress_state, $uipress_fresh, $uipress_done_now, microtime( true ) - $uipress_started ) ) . "\n";
