<?php
/**
 * One store analytics block's answer: from the cache or WooCommerce.
 *
 * @package UiPress
 */

namespace UiPress\Analytics\Store;

use UiPress\Analytics\Reports\ReportCache;
use UiPress\Analytics\Reports\ReportErrors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of GET analytics/report for a store block once the block and
 * the viewer are checked (Rest\Analytics\StoreReportRoute). Answers are kept
 * an hour (recent orders a minute) under a key holding WooCommerce's
 * analytics cache version, so an order imported into its analytics shows
 * at once, and its currency settings. The top lists are not: WooCommerce
 * keeps their one query under that same version, and writing a copy made
 * a cold top list slower than WooCommerce's own call (docs/ANALYTICS.md).
 * Whether WooCommerce is still importing is read on every request
 * (StoreImportState keeps it between them).
 */
final class StoreReports {

	/**
	 * The answer of a query.
	 *
	 * @param StoreQuery $query The query.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function answer( StoreQuery $query ) {
		$unavailable = StoreSource::unavailable();
		if ( null !== $unavailable ) {
			return $unavailable;
		}
		$key    = $query->is_kept_by_woocommerce() ? null : self::key( $query );
		$answer = null === $key ? null : ReportCache::fresh( $key );
		if ( null === $answer ) {
			try {
				$report = self::run( $query );
			} catch ( \Exception $error ) {
				return ReportErrors::provider( $error->getMessage() );
			}
			$answer = array(
				'source'    => StoreSettings::SOURCE,
				'range'     => $query->range,
				'updatedAt' => gmdate( 'c' ),
				'stale'     => false,
				'currency'  => StoreCurrency::settings(),
				'report'    => $report,
			);
			if ( null !== $key ) {
				ReportCache::keep( $key, $answer, $query->is_recent_orders() ? ReportCache::REALTIME_TTL : ReportCache::REPORT_TTL );
			}
		}
		$answer['importing'] = StoreImportState::importing();
		return $answer;
	}

	/**
	 * The cache key of a query: WooCommerce's data version, its currency
	 * format, the language of the labels and the normalised query.
	 *
	 * @param StoreQuery $query The query.
	 */
	public static function key( StoreQuery $query ): string {
		return ReportCache::key_of( array( StoreSettings::SOURCE, StoreSource::data_version(), StoreCurrency::settings(), determine_locale(), $query->normalised() ) );
	}

	/**
	 * The report of a query, from WooCommerce.
	 *
	 * @param StoreQuery $query The query.
	 * @return array<string, mixed>
	 */
	private static function run( StoreQuery $query ): array {
		switch ( $query->module ) {
			case StoreSettings::MODULE_TOP_ITEMS:
				return TopItemsReport::run( $query );
			case StoreSettings::MODULE_ORDERS_MAP:
				return OrdersMapReport::run( $query );
			case StoreSettings::MODULE_RECENT_ORDERS:
				return RecentOrdersReport::run( $query );
			case StoreSettings::MODULE_KPIS:
				return KpisReport::run( $query );
			default:
				return RevenueReport::run( $query );
		}
	}
}
