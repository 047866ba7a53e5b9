<?php
/**
 * The users a block query lists.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

use WP_REST_Request;
use WP_User;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a WP_User_Query on the current site, for users with `list_users`
 * (the controller refuses the others).
 *
 * @phpstan-import-type Settings from QuerySettings
 */
final class UserQuery {

	/**
	 * WP_User_Query orderby for each `orderBy`.
	 */
	private const ORDER_BY = array(
		'date'       => 'registered',
		'modified'   => 'registered',
		'registered' => 'registered',
		'title'      => 'display_name',
		'name'       => 'display_name',
		'menu_order' => 'ID',
		'ID'         => 'ID',
	);

	/**
	 * Columns the search looks in.
	 */
	private const SEARCH_COLUMNS = array( 'user_login', 'user_email', 'user_nicename', 'display_name' );

	/**
	 * Runs the query.
	 *
	 * @param array<string, mixed> $settings Checked query settings.
	 * @param int                  $page     Page, from 1.
	 * @param string               $search   Search text ('' for none).
	 * @param WP_REST_Request      $request  The request, for the args filter.
	 * @phpstan-param Settings $settings
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array{users: list<WP_User>, found: int, totalPages: int}
	 */
	public static function run( array $settings, int $page, string $search, WP_REST_Request $request ): array {
		$none = array(
			'users'      => array(),
			'found'      => 0,
			'totalPages' => 0,
		);

		$roles = array_values( array_intersect( $settings['roles'], array_keys( wp_roles()->role_names ) ) );
		if ( array() !== $settings['roles'] && array() === $roles ) {
			return $none;
		}

		$args = array(
			'number'  => $settings['perPage'],
			'paged'   => $page,
			'orderby' => self::ORDER_BY[ $settings['orderBy'] ] ?? 'registered',
			'order'   => $settings['order'],
		);
		if ( array() !== $roles ) {
			$args['role__in'] = $roles;
		}
		if ( '' !== $search ) {
			$args['search']         = '*' . $search . '*';
			$args['search_columns'] = self::SEARCH_COLUMNS;
		}

		$args = ArgsFilter::apply( $args, $settings, $request );

		$number              = isset( $args['number'] ) && is_numeric( $args['number'] ) ? (int) $args['number'] : $settings['perPage'];
		$args['number']      = max( 1, min( QuerySettings::MAX_PER_PAGE, $number ) );
		$args['count_total'] = true;
		$args['fields']      = 'all';
		$args['blog_id']     = get_current_blog_id();

		$query = new WP_User_Query( $args ); // @phpstan-ignore argument.type (arguments a filter may have extended)
		$users = array();
		foreach ( $query->get_results() as $user ) {
			if ( $user instanceof WP_User ) {
				$users[] = $user;
			}
		}
		$found = (int) $query->get_total();

		return array(
			'users'      => $users,
			'found'      => $found,
			'totalPages' => (int) ceil( $found / $args['number'] ),
		);
	}
}
