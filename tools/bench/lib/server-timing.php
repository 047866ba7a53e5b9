<?php
/**
 * Plugin Name: UiPress benchmark server timing
 * Description: Copied into the posts benchmark site only (npm run bench:posts). Adds a Server-Timing header to REST responses: the PHP time of the whole request, the time of the route's callback, and the number of database queries.
 *
 * @package UiPress
 */

defined( 'ABSPATH' ) || exit;

$GLOBALS['uipress_bench_route_start'] = 0.0;
$GLOBALS['uipress_bench_route_time']  = 0.0;

add_filter(
	'rest_request_before_callbacks',
	static function ( $response ) {
		$GLOBALS['uipress_bench_route_start'] = microtime( true );
		return $response;
	},
	PHP_INT_MIN
);

add_filter(
	'rest_request_after_callbacks',
	static function ( $response ) {
		$GLOBALS['uipress_bench_route_time'] = microtime( true ) - (float) $GLOBALS['uipress_bench_route_start'];
		return $response;
	},
	PHP_INT_MAX
);

add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		if ( $response instanceof WP_REST_Response ) {
			$start   = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
			$queries = isset( $GLOBALS['wpdb'] ) && $GLOBALS['wpdb'] instanceof wpdb ? (int) $GLOBALS['wpdb']->num_queries : 0;
			$response->header(
				'Server-Timing',
				sprintf(
					'php;dur=%.1f, route;dur=%.1f, db;desc="%d queries"',
					( microtime( true ) - $start ) * 1000,
					(float) $GLOBALS['uipress_bench_route_time'] * 1000,
					$queries
				)
			);
		}
		return $response;
	},
	PHP_INT_MAX
);
