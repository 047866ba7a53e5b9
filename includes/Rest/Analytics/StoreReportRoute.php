<?php
/**
 * GET uipress/v1/analytics/report for the store analytics blocks.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Analytics;

use UiPress\Analytics\Reports\ReportErrors;
use UiPress\Analytics\Store\StoreAccess;
use UiPress\Analytics\Store\StoreQuery;
use UiPress\Analytics\Store\StoreReports;
use UiPress\Analytics\Store\StoreSettings;
use UiPress\Analytics\Store\StoreSource;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Once ReportController has found a store block in a template that applies
 * to the viewer: WooCommerce must be there with its Analytics on, the
 * viewer must see store analytics (StoreAccess: not the visitor analytics
 * roles), and recent orders need the order editing capability. The query
 * comes from the stored block and the viewer's picks (StoreQuery).
 */
final class StoreReportRoute {

	/** Recent orders refused: the block shows nothing on the interface. */
	public const ORDERS_FORBIDDEN = 'uipress_store_orders_forbidden';

	/**
	 * The route's arguments for the store blocks' picks.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'interval' => array(
				'description' => __( 'Store revenue: the interval of each point (else the block\'s).', 'uipress' ),
				'type'        => 'string',
				'enum'        => StoreSettings::INTERVALS,
			),
			'orderby'  => array(
				'description' => __( 'Top products and categories: the metric sorted by (else the block\'s).', 'uipress' ),
				'type'        => 'string',
				'enum'        => StoreSettings::ITEM_METRICS,
			),
			'order'    => array(
				'description' => __( 'Top products and categories: the direction of the sort.', 'uipress' ),
				'type'        => 'string',
				'enum'        => array( 'asc', 'desc' ),
			),
			'page'     => array(
				'description' => __( 'Top products and categories: the page.', 'uipress' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => StoreQuery::MAX_PAGE,
			),
		);
	}

	/**
	 * The answer for a store block.
	 *
	 * @param WP_REST_Request                                         $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @param array{module: string, options: array<array-key, mixed>} $block   The block found.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function answer( WP_REST_Request $request, array $block ) {
		$unavailable = StoreSource::unavailable();
		if ( null !== $unavailable ) {
			return $unavailable;
		}
		$user = wp_get_current_user();
		if ( ! StoreAccess::can_read( $user ) ) {
			return new WP_Error( ReportErrors::FORBIDDEN, __( 'Your role may not see store analytics.', 'uipress' ), array( 'status' => 403 ) );
		}
		if ( StoreSettings::MODULE_RECENT_ORDERS === $block['module'] && ! StoreAccess::can_see_orders( $user ) ) {
			return new WP_Error( self::ORDERS_FORBIDDEN, __( 'Only users who can edit orders see recent orders.', 'uipress' ), array( 'status' => 403 ) );
		}
		$picks = array();
		foreach ( array( 'range', 'interval', 'orderby', 'order', 'page' ) as $name ) {
			$picks[ $name ] = $request->get_param( $name );
		}
		return StoreReports::answer( StoreQuery::from_block( $block['module'], $block['options'], $picks ) );
	}
}
