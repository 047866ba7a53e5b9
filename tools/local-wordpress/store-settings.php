<?php
/**
 * The settings every local WooCommerce shop (UIPRESS_WOOCOMMERCE=1) starts
 * with, so a test can rely on them: US dollars, a store in California, no
 * setup wizard or "coming soon" page, analytics on, and orders in
 * WooCommerce's own tables (HPOS, as a new shop gets) without syncing to posts.
 * Loaded by install.php configure, with WooCommerce active and loaded.
 *
 * @package UiPress
 */

use Automattic\WooCommerce\Internal\Features\FeaturesController;

/**
 * Applies the shop's settings once (a test may change them later: a site
 * that is only re-served keeps what the test left).
 */
function uipress_local_store_settings(): void {
	if ( ! function_exists( 'WC' ) ) {
		fwrite( STDERR, "WooCommerce is active but did not load.\n" );
		exit( 1 );
	}
	if ( 'yes' === get_option( 'uipress_local_store_ready' ) ) {
		return;
	}
	// What wp-admin's first visit would do for a new shop, done now so it
	// never happens in the middle of a test.
	WC_Install::newly_installed();
	$settings = array(
		'woocommerce_currency'                      => 'USD',
		'woocommerce_currency_pos'                  => 'left',
		'woocommerce_price_decimal_sep'             => '.',
		'woocommerce_price_thousand_sep'            => ',',
		'woocommerce_price_num_decimals'            => '2',
		'woocommerce_default_country'               => 'US:CA',
		'woocommerce_store_address'                 => '1 Market Street',
		'woocommerce_store_city'                    => 'San Francisco',
		'woocommerce_store_postcode'                => '94105',
		'woocommerce_calc_taxes'                    => 'no',
		'woocommerce_analytics_enabled'             => 'yes',
		// No setup wizard, task list, tracking prompt or marketplace tips.
		'woocommerce_onboarding_profile'            => array( 'skipped' => true ),
		'woocommerce_task_list_hidden'              => 'yes',
		'woocommerce_extended_task_list_hidden'     => 'yes',
		'woocommerce_task_list_reminder_bar_hidden' => 'yes',
		'woocommerce_allow_tracking'                => 'no',
		'woocommerce_show_marketplace_suggestions'  => 'no',
		// The shop is open: no "coming soon" page for visitors.
		'woocommerce_coming_soon'                   => 'no',
		'woocommerce_store_pages_only'              => 'no',
		// No "try the new e-mails" modal on WooCommerce's home page.
		'woocommerce_admin_dismissed_try_email_improvements_modal' => 'yes',
		'woocommerce_custom_orders_table_data_sync_enabled' => 'no',
	);
	foreach ( $settings as $name => $value ) {
		update_option( $name, $value );
	}
	delete_transient( '_wc_activation_redirect' );
	// Explicit: WooCommerce turns HPOS on for a new shop only when every active
	// plugin declares it compatible.
	wc_get_container()->get( FeaturesController::class )->change_feature_enable( 'custom_order_tables', true );
	update_option( 'uipress_local_store_ready', 'yes' );
}
