<?php
/**
 * WooCommerce's REST controllers left unregistered on the report route.
 *
 * @package UiPress
 */

namespace UiPress\Rest\Analytics;

use UiPress\Rest\CurrentTemplateController;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce registers its REST controllers only for its own namespaces
 * when a request is for one of them, but all of them (hundreds of routes)
 * for any other request. GET uipress/v1/analytics/report reads
 * WooCommerce's report data stores directly and never its REST API, so on
 * that request those routes only cost time: their registration, and core's
 * Allow header (rest_send_allow_header) going through every route there
 * is. Measured on a 100,000-order shop, they made a store block's answer
 * 10–20 ms slower than WooCommerce's own analytics call for the same
 * figure (docs/ANALYTICS.md). WooCommerce's two filters for the lists of
 * controllers it loads are emptied for that one route; the Store API,
 * which has no such filter, still registers.
 */
final class ReportRouteWooCommerceRoutes {

	/**
	 * Hooks the filters (they only act on the report route's requests).
	 */
	public static function register_hooks(): void {
		add_filter( 'woocommerce_rest_api_get_rest_namespaces', array( self::class, 'rest_namespaces' ) );
		add_filter( 'woocommerce_admin_rest_controllers', array( self::class, 'admin_controllers' ) );
	}

	/**
	 * Whether the current request is for the report route, as WooCommerce
	 * itself tells which namespace a request is for: by the `rest_route`
	 * query variable (pretty and plain permalinks alike).
	 */
	public static function is_report_request(): bool {
		$wp    = $GLOBALS['wp'] ?? null;
		$route = $wp instanceof \WP && is_string( $wp->query_vars['rest_route'] ?? null ) ? $wp->query_vars['rest_route'] : '';
		return trim( $route, '/' ) === CurrentTemplateController::NAMESPACE . ReportController::ROUTE;
	}

	/**
	 * WooCommerce's REST API namespaces (wc/v1…v3, telemetry), each with no
	 * controller on the report route.
	 *
	 * @param mixed $namespaces Namespace => controllers.
	 * @return mixed
	 */
	public static function rest_namespaces( $namespaces ) {
		if ( ! is_array( $namespaces ) || ! self::is_report_request() ) {
			return $namespaces;
		}
		return array_fill_keys( array_keys( $namespaces ), array() );
	}

	/**
	 * WooCommerce Admin's controllers (wc-admin, wc-analytics): none on the
	 * report route.
	 *
	 * @param mixed $controllers Controller class names.
	 * @return mixed
	 */
	public static function admin_controllers( $controllers ) {
		return is_array( $controllers ) && self::is_report_request() ? array() : $controllers;
	}
}
