<?php
/**
 * Whether WooCommerce's analytics can answer, and what changes its data.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use Automattic\WooCommerce\Admin\API\Reports\Cache;
use Automattic\WooCommerce\Admin\Features\Features;
use Automattic\WooCommerce\Admin\ReportsSync;
use UiPress\Analytics\Reports\ReportErrors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The store blocks read WooCommerce's analytics tables, so they need
 * WooCommerce active with its Analytics feature on. WooCommerce's report
 * cache version changes whenever those tables change (an order imported, a
 * setting of its analytics saved), so it keys our cached answers too.
 */
final class StoreSource {

	/**
	 * Whether WooCommerce is active.
	 */
	public static function woocommerce_active(): bool {
		return class_exists( 'WooCommerce', false ) && function_exists( 'wc_get_orders' );
	}

	/**
	 * Whether WooCommerce is active with its Analytics on (what the builder's inserter needs).
	 */
	public static function available(): bool {
		return self::woocommerce_active() && class_exists( Features::class ) && Features::is_enabled( 'analytics' );
	}

	/**
	 * Why the store blocks cannot answer (409 with what the block shows), or null when they can.
	 */
	public static function unavailable(): ?WP_Error {
		if ( ! self::woocommerce_active() ) {
			$can = current_user_can( 'activate_plugins' );
			return self::not_connected( __( 'WooCommerce is not active.', 'uipress' ), $can, $can ? admin_url( 'plugins.php' ) : '' );
		}
		if ( ! self::available() ) {
			$can = current_user_can( 'manage_woocommerce' );
			return self::not_connected( __( 'WooCommerce Analytics is turned off.', 'uipress' ), $can, $can ? admin_url( 'admin.php?page=wc-settings&tab=advanced&section=features' ) : '' );
		}
		return null;
	}

	/**
	 * WooCommerce's analytics cache version ('' when it has none).
	 */
	public static function data_version(): string {
		return class_exists( Cache::class ) ? (string) Cache::get_version() : '';
	}

	/**
	 * Whether WooCommerce is still importing orders into its analytics tables.
	 */
	public static function importing(): bool {
		return class_exists( ReportsSync::class ) && ReportsSync::is_importing();
	}

	/**
	 * WooCommerce's date column of its analytics (`woocommerce_date_type`), as its order stats read it.
	 */
	public static function date_column(): string {
		$column = get_option( 'woocommerce_date_type', 'date_paid' );
		return in_array( $column, array( 'date_created', 'date_paid', 'date_completed' ), true ) ? $column : 'date_paid';
	}

	/**
	 * The order statuses WooCommerce's analytics leave out, as stored (`wc-` prefixed).
	 *
	 * @return list<string>
	 */
	public static function excluded_statuses(): array {
		$excluded = get_option( 'woocommerce_excluded_report_order_statuses', array( 'pending', 'failed', 'cancelled' ) );
		$excluded = array_merge( array( 'auto-draft', 'trash' ), is_array( $excluded ) ? array_filter( $excluded, 'is_string' ) : array() );
		/** This filter is documented in WooCommerce's src/Admin/API/Reports/DataStore.php. */
		$excluded = apply_filters( 'woocommerce_analytics_excluded_order_statuses', $excluded ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, so its analytics and ours leave out the same statuses.
		$statuses = array();
		foreach ( is_array( $excluded ) ? $excluded : array() as $status ) {
			if ( is_string( $status ) ) {
				$statuses[] = 'wc-' . trim( $status );
			}
		}
		return $statuses;
	}

	/**
	 * The not-connected error.
	 *
	 * @param string $message     What is missing.
	 * @param bool   $can_connect Whether the viewer may fix it.
	 * @param string $url         Where.
	 */
	private static function not_connected( string $message, bool $can_connect, string $url ): WP_Error {
		return new WP_Error(
			ReportErrors::NOT_CONNECTED,
			$message,
			array(
				'status'      => 409,
				'canConnect'  => $can_connect,
				'settingsUrl' => $url,
			)
		);
	}
}
