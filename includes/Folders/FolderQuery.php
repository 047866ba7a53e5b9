<?php
/**
 * Lists narrowed to one folder: the `uip_folder` parameter.
 *
 * @package UiPress
 */

namespace UiPress\Folders;

use WP_Query;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * One function (narrow()) narrows a query to a folder: an id lists that
 * folder only (not its subfolders: a tax_query), 0 lists Uncategorised
 * (no folder of the kind: a NOT EXISTS condition of its own, see
 * where_uncategorised()), no value lists All. It narrows the admin list
 * tables (edit.php, upload.php in list mode), the media grid and every
 * media modal (admin-ajax `query-attachments`), and the REST collections
 * of each kind.
 *
 * It only ever adds a condition, so the other filters on the same hooks
 * (privateLibrary, privatePosts) keep narrowing too, in any order.
 */
final class FolderQuery {

	/**
	 * The query parameter (docs/FOLDERS.md).
	 */
	public const PARAM = 'uip_folder';

	/**
	 * The query var narrow() sets on an Uncategorised list: the folder
	 * taxonomies its items are in none of (see where_uncategorised()).
	 * Read through `posts_where`, so such a query runs with filters on (as
	 * WP_Query does, not get_posts()).
	 */
	public const UNCATEGORISED_VAR = 'uip_folder_uncategorised';

	/**
	 * Adds the hooks (FoldersModule, only while folders are on).
	 */
	public static function register_hooks(): void {
		add_action( 'pre_get_posts', array( self::class, 'narrow_list_table' ) );
		add_filter( 'ajax_query_attachments_args', array( self::class, 'narrow_ajax_args' ) );
		add_filter( 'posts_where', array( self::class, 'where_uncategorised' ), 5, 2 );
		// After the taxonomies (init 20), when every kind's post type exists.
		add_action( 'rest_api_init', array( self::class, 'add_rest_filters' ) );
	}

	/**
	 * WP_Query arguments narrowed to a folder of a kind.
	 *
	 * @template K of array-key
	 * @param array<mixed> $args   WP_Query arguments.
	 * @param string       $kind   The kind (a post type name).
	 * @param int|null     $folder A folder's term id, 0 for Uncategorised, null for All.
	 * @phpstan-param array<K, mixed> $args
	 * @return array<K|string, mixed>
	 */
	public static function narrow( array $args, string $kind, ?int $folder ): array {
		if ( null === $folder ) {
			return $args;
		}
		$taxonomy = FolderKinds::taxonomy( $kind );
		if ( 0 === $folder ) {
			$taxonomies                      = isset( $args[ self::UNCATEGORISED_VAR ] ) && is_array( $args[ self::UNCATEGORISED_VAR ] ) ? array_filter( $args[ self::UNCATEGORISED_VAR ], 'is_string' ) : array();
			$args[ self::UNCATEGORISED_VAR ] = array_values( array_unique( array_merge( $taxonomies, array( $taxonomy ) ) ) );
			return $args;
		}
		$clause   = array(
			'taxonomy'         => $taxonomy,
			'field'            => 'term_id',
			'terms'            => array( $folder ),
			'include_children' => false,
		);
		$existing = $args['tax_query'] ?? null;
		// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the folder is a taxonomy (docs/FOLDERS.md).
		$args['tax_query'] = is_array( $existing ) && array() !== $existing
			// Nested, so a relation OR in what was there cannot widen the list.
			? array(
				'relation' => 'AND',
				$existing,
				$clause,
			)
			: array( $clause );
		return $args;
	}

	/**
	 * Arguments of a list over several post types (the posts table block,
	 * the block query) narrowed to a folder: a folder's id lists that
	 * folder's items (of its kind, so nothing when its kind is not listed or
	 * it is no folder); 0 lists what is in no folder of any kind listed (the
	 * types without folders count as Uncategorised). With folders off the
	 * list is not narrowed (a block saved with a folder lists All).
	 *
	 * @template K of array-key
	 * @param array<mixed> $args   WP_Query arguments.
	 * @param string[]     $types  The post types listed.
	 * @param int|null     $folder A folder's term id, 0 for Uncategorised, null for All.
	 * @phpstan-param array<K, mixed> $args
	 * @return array<K|string, mixed>
	 */
	public static function narrow_types( array $args, array $types, ?int $folder ): array {
		if ( null === $folder || ! Folders::enabled() ) {
			return $args;
		}
		if ( $folder > 0 ) {
			$kind = self::kind_of_folder( $folder );
			if ( '' === $kind || ! in_array( $kind, $types, true ) ) {
				$args['post__in'] = array( 0 );
				return $args;
			}
			return self::narrow( $args, $kind, $folder );
		}
		foreach ( $types as $type ) {
			if ( FolderKinds::exists( $type ) ) {
				$args = self::narrow( $args, $type, 0 );
			}
		}
		return $args;
	}

	/**
	 * A folder as sent: a whole number of at least 0, or null (All) for
	 * anything else (absent, empty, negative, not a number).
	 *
	 * @param mixed $value The value sent.
	 */
	public static function folder_of( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : null;
		}
		if ( is_string( $value ) && 1 === preg_match( '/^\d{1,19}$/', trim( $value ) ) ) {
			return (int) trim( $value );
		}
		return null;
	}

	/**
	 * The list tables of each kind: edit.php's and upload.php's (list mode)
	 * main query (action `pre_get_posts`), narrowed by `?uip_folder=`.
	 *
	 * @param mixed $query The query.
	 */
	public static function narrow_list_table( $query ): void {
		if ( ! $query instanceof WP_Query || ! is_admin() || ! $query->is_main_query() ) {
			return;
		}
		$page = $GLOBALS['pagenow'] ?? '';
		if ( 'upload.php' === $page ) {
			$kind = FolderKinds::MEDIA;
		} elseif ( 'edit.php' === $page ) {
			$type = $query->get( 'post_type' );
			$kind = is_string( $type ) && '' !== $type ? $type : 'post';
		} else {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a list filter: it only narrows what the screen shows.
		$folder = self::folder_of( isset( $_GET[ self::PARAM ] ) && is_scalar( $_GET[ self::PARAM ] ) ? sanitize_text_field( wp_unslash( (string) $_GET[ self::PARAM ] ) ) : null );
		if ( null === $folder || ! FolderKinds::exists( $kind ) ) {
			return;
		}
		$args = self::narrow( array( 'tax_query' => $query->get( 'tax_query' ) ), $kind, $folder ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- see narrow().
		foreach ( array( 'tax_query', self::UNCATEGORISED_VAR ) as $var ) {
			if ( isset( $args[ $var ] ) ) {
				$query->set( $var, $args[ $var ] );
			}
		}
	}

	/**
	 * An Uncategorised list's condition (filter `posts_where`): no term of
	 * the folder taxonomies narrow() named. A condition of its own, not a
	 * tax_query, because a tax_query brings core's GROUP BY and, on media,
	 * a join of each attachment's parent; on 50,000 attachments that made
	 * Uncategorised's first page three times the stock page's cost.
	 *
	 * @param mixed $where The WHERE clause.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function where_uncategorised( $where, $query ) {
		global $wpdb;
		$taxonomies = $query instanceof WP_Query ? $query->get( self::UNCATEGORISED_VAR ) : null;
		if ( ! is_string( $where ) || ! is_array( $taxonomies ) || ! $wpdb instanceof \wpdb ) {
			return $where;
		}
		foreach ( $taxonomies as $taxonomy ) {
			if ( is_string( $taxonomy ) && '' !== FolderKinds::kind_of( $taxonomy ) ) {
				// phpcs:disable WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- %i are tables (WordPress 6.2+); the outer table's name is core's own.
				$where .= ' AND NOT EXISTS ( ' . $wpdb->prepare(
					'SELECT 1 FROM %i uip_tr INNER JOIN %i uip_tt ON uip_tt.term_taxonomy_id = uip_tr.term_taxonomy_id WHERE uip_tt.taxonomy = %s AND uip_tr.object_id = ',
					$wpdb->term_relationships,
					$wpdb->term_taxonomy,
					$taxonomy
				) . $wpdb->posts . '.ID )';
				// phpcs:enable
			}
		}
		return $where;
	}

	/**
	 * The media grid and modals (filter `ajax_query_attachments_args`):
	 * WordPress keeps only the query keys it knows, so the folder is read
	 * from the request's `query[uip_folder]`.
	 *
	 * @param mixed $args WP_Query arguments.
	 * @return mixed
	 */
	public static function narrow_ajax_args( $args ) {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- query-attachments checks upload_files; this only narrows its list.
		$sent = isset( $_REQUEST['query'] ) && is_array( $_REQUEST['query'] ) && isset( $_REQUEST['query'][ self::PARAM ] ) && is_scalar( $_REQUEST['query'][ self::PARAM ] )
			? sanitize_text_field( wp_unslash( (string) $_REQUEST['query'][ self::PARAM ] ) )
			: null;
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( ! is_array( $args ) || null === $sent ) {
			return $args;
		}
		$folder = self::folder_of( $sent );
		return self::narrow( $args, FolderKinds::MEDIA, $folder );
	}

	/**
	 * Adds the REST filters of each kind (action `rest_api_init`): its
	 * collection parameter and its query.
	 */
	public static function add_rest_filters(): void {
		foreach ( FolderKinds::all() as $kind ) {
			add_filter( 'rest_' . $kind . '_collection_params', array( self::class, 'collection_params' ), 10, 2 );
			add_filter( 'rest_' . $kind . '_query', array( self::class, 'narrow_rest_args' ), 10, 2 );
		}
	}

	/**
	 * The `uip_folder` collection parameter (filter `rest_{post_type}_collection_params`).
	 *
	 * @param mixed $params    The collection's parameters.
	 * @param mixed $post_type The post type.
	 * @return mixed
	 */
	public static function collection_params( $params, $post_type = null ) {
		if ( ! is_array( $params ) ) {
			return $params;
		}
		unset( $post_type );
		$params[ self::PARAM ] = array(
			'description'       => __( 'Only items in this folder (not its subfolders); 0 lists the items in no folder.', 'uipress' ),
			'type'              => 'integer',
			'minimum'           => 0,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
		return $params;
	}

	/**
	 * A REST list's query (filter `rest_{post_type}_query`).
	 *
	 * @param mixed           $args    WP_Query arguments.
	 * @param WP_REST_Request $request The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function narrow_rest_args( $args, $request ) {
		if ( ! is_array( $args ) || ! $request instanceof WP_REST_Request ) {
			return $args;
		}
		$kind = $args['post_type'] ?? '';
		if ( ! is_string( $kind ) || ! FolderKinds::exists( $kind ) ) {
			return $args;
		}
		return self::narrow( $args, $kind, self::folder_of( $request->get_param( self::PARAM ) ) );
	}

	/**
	 * The kind a folder belongs to ('' when the id is no folder of a kind on this site).
	 *
	 * @param int $folder A term id.
	 */
	public static function kind_of_folder( int $folder ): string {
		$term = $folder > 0 ? get_term( $folder ) : null;
		return $term instanceof \WP_Term ? FolderKinds::kind_of( $term->taxonomy ) : '';
	}
}
