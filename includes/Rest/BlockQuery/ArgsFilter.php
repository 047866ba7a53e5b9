<?php
/**
 * The uipress/block_query/args filter.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Lets plugins change the arguments of a block query before it runs.
 */
final class ArgsFilter {

	/**
	 * The arguments after the filter (the unfiltered ones when it returns no array).
	 *
	 * @param array<string, mixed> $args     WP_Query or WP_User_Query arguments.
	 * @param array<string, mixed> $settings Checked query settings (`type` is 'posts' or 'users').
	 * @param WP_REST_Request      $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array<string, mixed>
	 */
	public static function apply( array $args, array $settings, WP_REST_Request $request ): array {
		/**
		 * Filters the arguments of a block query: WP_Query arguments when
		 * `$settings['type']` is 'posts', WP_User_Query arguments when it is
		 * 'users'. UiPress then still limits results to 100 per page and to
		 * what the current user may read.
		 *
		 * @param array           $args     Query arguments.
		 * @param array           $settings The block's query settings, checked.
		 * @param WP_REST_Request $request  The block-query request.
		 */
		$filtered = apply_filters( 'uipress/block_query/args', $args, $settings, $request );
		if ( ! is_array( $filtered ) ) {
			return $args;
		}
		$clean = array();
		foreach ( $filtered as $key => $value ) {
			if ( is_string( $key ) ) {
				$clean[ $key ] = $value;
			}
		}
		return $clean;
	}
}
