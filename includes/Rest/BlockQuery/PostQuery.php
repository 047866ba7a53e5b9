<?php
/**
 * The posts a block query lists.
 *
 * @package UiPress
 */

namespace UiPress\Rest\BlockQuery;

use UiPress\Folders\FolderQuery;
use WP_Post;
use WP_Query;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Runs a WP_Query limited to what the current user may read, whatever the
 * query settings or the `uipress/block_query/args` filter ask for:
 *
 * - post types shown in REST that are public, or whose posts the user may
 *   edit (`edit_posts` of the type);
 * - statuses that are not internal (so never trash, auto-drafts or
 *   attachments' `inherit`), and per post type, as `read_post` decides:
 *   public statuses for everyone, the user's own posts in any status,
 *   others' private posts with `read_private_posts`, others' drafts,
 *   pending and scheduled posts with `edit_others_posts`.
 *
 * That limit is a WHERE clause added to this query only; every result is
 * checked against `read_post` once more.
 *
 * @phpstan-import-type Settings from QuerySettings
 */
final class PostQuery {

	/**
	 * WP_Query orderby for each `orderBy`.
	 */
	private const ORDER_BY = array(
		'date'       => 'date',
		'modified'   => 'modified',
		'title'      => 'title',
		'menu_order' => 'menu_order',
		'ID'         => 'ID',
		'name'       => 'name',
		'registered' => 'date',
	);

	/**
	 * Runs the query.
	 *
	 * @param array<string, mixed> $settings Checked query settings.
	 * @param int                  $page     Page, from 1.
	 * @param string               $search   Search text ('' for none).
	 * @param WP_REST_Request      $request  The request, for the args filter.
	 * @phpstan-param Settings $settings
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return array{posts: list<WP_Post>, found: int, totalPages: int}
	 */
	public static function run( array $settings, int $page, string $search, WP_REST_Request $request ): array {
		$user_id  = get_current_user_id();
		$readable = self::readable_clause( $settings['postTypes'], $settings['postStatus'], $user_id );
		if ( '' === $readable ) {
			return array(
				'posts'      => array(),
				'found'      => 0,
				'totalPages' => 0,
			);
		}

		$orderby = self::ORDER_BY[ $settings['orderBy'] ] ?? 'date';
		$args    = array(
			'post_type'           => $settings['postTypes'],
			'post_status'         => $settings['postStatus'],
			'posts_per_page'      => $settings['perPage'],
			'paged'               => $page,
			'orderby'             => 'ID' === $orderby ? array( 'ID' => $settings['order'] ) : array(
				$orderby => $settings['order'],
				'ID'     => $settings['order'],
			),
			'ignore_sticky_posts' => true,
		);
		if ( '' !== $search ) {
			$args['s'] = $search;
		}
		if ( $settings['limitToAuthor'] ) {
			$args['author'] = $user_id;
		}

		$args = ArgsFilter::apply( $args, $settings, $request );
		// The block's folder, after the filter so it cannot be dropped: it only narrows.
		$args = FolderQuery::narrow_types( $args, $settings['postTypes'], $settings['folder'] );
		// Site setting privatePosts, which no filter may lift.
		$args = \UiPress\Settings\Effects\PrivatePosts::limit_block_query( $args );

		// What the filter may not change: the limit on results and the permission clause.
		$per_page                 = isset( $args['posts_per_page'] ) && is_numeric( $args['posts_per_page'] ) ? (int) $args['posts_per_page'] : $settings['perPage'];
		$args['posts_per_page']   = max( 1, min( QuerySettings::MAX_PER_PAGE, $per_page ) ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- capped at 100.
		$args['nopaging']         = false;
		$args['no_found_rows']    = false;
		$args['suppress_filters'] = false;
		$args['fields']           = '';
		unset( $args['posts_per_archive_page'] );

		$query = new WP_Query();
		// The conditions so far are grouped, so an OR another filter added cannot bypass the clause.
		$where = static function ( string $sql, WP_Query $current ) use ( $query, $readable ): string {
			return $current === $query ? ' AND ( 1=1 ' . $sql . ' ) AND ' . $readable : $sql;
		};
		add_filter( 'posts_where', $where, PHP_INT_MAX, 2 );
		try {
			$results = $query->query( $args );
		} finally {
			remove_filter( 'posts_where', $where, PHP_INT_MAX );
		}

		$posts = array();
		foreach ( $results as $post ) {
			if ( $post instanceof WP_Post && current_user_can( 'read_post', $post->ID ) ) {
				$posts[] = $post;
			}
		}

		return array(
			'posts'      => $posts,
			'found'      => (int) $query->found_posts,
			'totalPages' => (int) $query->max_num_pages,
		);
	}

	/**
	 * The post types of the request the current user may list.
	 *
	 * @param string[] $names Post type names.
	 * @phpstan-param list<string> $names
	 * @return list<\WP_Post_Type>
	 */
	public static function readable_types( array $names ): array {
		$types = array();
		foreach ( $names as $name ) {
			$type = get_post_type_object( $name );
			if ( ! $type instanceof \WP_Post_Type || ! $type->show_in_rest ) {
				continue;
			}
			if ( is_post_type_viewable( $type ) || current_user_can( self::cap( $type, 'edit_posts' ) ) ) {
				$types[] = $type;
			}
		}
		return $types;
	}

	/**
	 * SQL that keeps only the posts the user may read among the types and statuses asked for.
	 *
	 * @param string[] $type_names   Post types asked for.
	 * @param string[] $status_names Statuses asked for.
	 * @param int      $user_id      The user.
	 * @phpstan-param list<string> $type_names
	 * @phpstan-param list<string> $status_names
	 * @return string '' when nothing may be read.
	 */
	public static function readable_clause( array $type_names, array $status_names, int $user_id ): string {
		$wpdb = $GLOBALS['wpdb'] ?? null;
		if ( ! $wpdb instanceof \wpdb ) {
			return '';
		}

		$clauses = array();
		foreach ( self::readable_types( $type_names ) as $type ) {
			foreach ( $status_names as $status_name ) {
				$status = get_post_status_object( $status_name );
				if ( ! $status instanceof \stdClass || ! empty( $status->internal ) ) {
					continue;
				}
				if ( ! empty( $status->public ) ) {
					$everyone = true;
				} elseif ( ! empty( $status->private ) ) {
					$everyone = current_user_can( self::cap( $type, 'read_private_posts' ) );
				} else {
					$everyone = current_user_can( self::cap( $type, 'edit_others_posts' ) );
				}

				$clause = $wpdb->posts . '.post_type = ' . $wpdb->prepare( '%s', $type->name )
					. ' AND ' . $wpdb->posts . '.post_status = ' . $wpdb->prepare( '%s', $status_name );
				if ( ! $everyone ) {
					$clause .= ' AND ' . $wpdb->posts . '.post_author = ' . $user_id;
				}
				$clauses[] = '(' . $clause . ')';
			}
		}

		return array() === $clauses ? '' : '(' . implode( ' OR ', $clauses ) . ')';
	}

	/**
	 * A capability of a post type ('do_not_allow' when it has none by that name).
	 *
	 * @param \WP_Post_Type $type Post type.
	 * @param string        $name Capability key, e.g. 'edit_posts'.
	 */
	private static function cap( \WP_Post_Type $type, string $name ): string {
		$cap = $type->cap->{$name} ?? null;
		return is_string( $cap ) ? $cap : 'do_not_allow';
	}
}
