<?php
/**
 * Records what happens to posts, pages and other content types.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use UiPress\Lifecycle\StoredData;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Events: post.published, post.updated (the changed fields before and after),
 * post.trashed, post.restored, post.deleted, for every post type with an
 * admin screen except media (MediaRecorder) and UiPress's own
 * (UiPressRecorder). Revisions and autosaves are not events.
 *
 * Content is recorded as its word count before and after, never the text:
 * the log outlives posts, and a full copy of every edit is what revisions
 * are for.
 */
final class PostRecorder {

	/**
	 * Post types that are never recorded here.
	 */
	private const SKIPPED_TYPES = array( 'attachment', 'revision', 'nav_menu_item', 'customize_changeset', 'oembed_cache', 'user_request', 'wp_global_styles', 'wp_font_family', 'wp_font_face', StoredData::TEMPLATE_POST_TYPE, StoredData::MENU_POST_TYPE );

	/**
	 * Whether wp_insert_post() is making a new post now (its first terms
	 * are part of it, not a change).
	 *
	 * @var bool
	 */
	private static bool $inserting = false;

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_filter( 'wp_insert_post_data', array( self::class, 'inserting' ), 10, 4 );
		add_action( 'wp_insert_post', array( self::class, 'inserted' ) );
		add_action( 'transition_post_status', array( self::class, 'transitioned' ), 10, 3 );
		add_action( 'post_updated', array( self::class, 'updated' ), 10, 3 );
		add_action( 'trashed_post', array( self::class, 'trashed' ) );
		add_action( 'untrashed_post', array( self::class, 'restored' ) );
		add_action( 'before_delete_post', array( self::class, 'deleted' ), 10, 2 );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ), 10, 6 );
	}

	/**
	 * Whether a post's events are recorded here.
	 *
	 * @param WP_Post|mixed $post The post.
	 * @phpstan-assert-if-true WP_Post $post
	 */
	public static function is_recorded( $post ): bool {
		if ( ! $post instanceof WP_Post || in_array( $post->post_type, self::SKIPPED_TYPES, true ) || 'auto-draft' === $post->post_status ) {
			return false;
		}
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return false;
		}
		$type = get_post_type_object( $post->post_type );
		return null !== $type && $type->show_ui;
	}

	/**
	 * `wp_insert_post_data` (a filter passed through): notes whether the
	 * write makes a new post.
	 *
	 * @param mixed $data        The post's fields, returned as they are.
	 * @param mixed $postarr     The fields asked for (unused).
	 * @param mixed $unsanitized The fields before sanitising (unused).
	 * @param mixed $update      Whether an existing post is updated.
	 * @return mixed
	 */
	public static function inserting( $data, $postarr = null, $unsanitized = null, $update = false ) {
		unset( $postarr, $unsanitized );
		self::$inserting = true !== $update;
		return $data;
	}

	/**
	 * `wp_insert_post`: the write is over.
	 */
	public static function inserted(): void {
		self::$inserting = false;
	}

	/**
	 * `transition_post_status`: published (for the first time or again).
	 *
	 * @param string|mixed  $new_status The new status.
	 * @param string|mixed  $old_status The old status.
	 * @param WP_Post|mixed $post      The post.
	 */
	public static function transitioned( $new_status, $old_status, $post ): void {
		if ( 'publish' !== $new_status || 'publish' === $old_status || ! self::is_recorded( $post ) ) {
			return;
		}
		self::record( 'post.published', $post );
	}

	/**
	 * `post_updated`: the fields that changed. A post published now has its
	 * changes in the post.published event; trashing and restoring are their
	 * own events.
	 *
	 * @param int|mixed     $post_id The post.
	 * @param WP_Post|mixed $after   The post after.
	 * @param WP_Post|mixed $before  The post before.
	 */
	public static function updated( $post_id, $after, $before ): void {
		unset( $post_id );
		if ( ! self::is_recorded( $after ) || ! $before instanceof WP_Post || 'trash' === $after->post_status || 'trash' === $before->post_status ) {
			return;
		}
		$changes = self::changes( $before, $after );
		if ( array() === $changes ) {
			return;
		}
		$published = 'publish' === $after->post_status && 'publish' !== $before->post_status;
		self::record( $published ? 'post.published' : 'post.updated', $after, $changes );
	}

	/**
	 * `trashed_post`.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public static function trashed( $post_id ): void {
		$post = get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
		if ( self::is_recorded( $post ) ) {
			self::record( 'post.trashed', $post );
		}
	}

	/**
	 * `untrashed_post`.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public static function restored( $post_id ): void {
		$post = get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
		if ( self::is_recorded( $post ) ) {
			self::record( 'post.restored', $post );
		}
	}

	/**
	 * `before_delete_post`: while its title can still be read.
	 *
	 * @param int|mixed     $post_id The post.
	 * @param WP_Post|mixed $post    The post.
	 */
	public static function deleted( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
		if ( self::is_recorded( $post ) ) {
			self::record( 'post.deleted', $post );
		}
	}

	/**
	 * `set_object_terms`: categories, tags and other taxonomies' terms, in
	 * the post's event of this request (published or updated).
	 *
	 * @param int|mixed    $object_id  The post.
	 * @param mixed        $terms      The terms given (unused).
	 * @param array|mixed  $tt_ids     Term taxonomy ids now.
	 * @param string|mixed $taxonomy  The taxonomy.
	 * @param bool|mixed   $append     Whether added to (unused).
	 * @param array|mixed  $old_tt_ids Term taxonomy ids before.
	 */
	public static function terms_set( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ): void {
		unset( $terms, $append );
		$post = get_post( is_numeric( $object_id ) ? (int) $object_id : 0 );
		if ( self::$inserting || ! self::is_recorded( $post ) || ! is_string( $taxonomy ) || 'trash' === $post->post_status ) {
			return;
		}
		$tax = get_taxonomy( $taxonomy );
		if ( false === $tax || ! $tax->show_ui ) {
			return;
		}
		$before = self::term_names( $old_tt_ids, $taxonomy );
		$after  = self::term_names( $tt_ids, $taxonomy );
		if ( $before === $after ) {
			return;
		}
		$action = ActivityLog::is_queued( 'post.published', 'post', (string) $post->ID ) ? 'post.published' : 'post.updated';
		self::record(
			$action,
			$post,
			array(
				'tax:' . $taxonomy => array(
					'before' => $before,
					'after'  => $after,
				),
			)
		);
	}

	/**
	 * The recorded fields that differ.
	 *
	 * @param WP_Post $before The post before.
	 * @param WP_Post $after  The post after.
	 * @return array<string, array{before: mixed, after: mixed}>
	 */
	public static function changes( WP_Post $before, WP_Post $after ): array {
		$changes = array();
		$pairs   = array(
			'title'   => array( $before->post_title, $after->post_title ),
			'status'  => array( $before->post_status, $after->post_status ),
			'excerpt' => array( $before->post_excerpt, $after->post_excerpt ),
			'slug'    => array( $before->post_name, $after->post_name ),
		);
		if ( $before->post_content !== $after->post_content ) {
			$pairs['content'] = array( self::words( $before->post_content ), self::words( $after->post_content ) );
		}
		if ( (int) $before->post_author !== (int) $after->post_author ) {
			$pairs['author'] = array( self::user_name( (int) $before->post_author ), self::user_name( (int) $after->post_author ) );
		}
		if ( $before->post_parent !== $after->post_parent ) {
			$pairs['parent'] = array( self::post_title( $before->post_parent ), self::post_title( $after->post_parent ) );
		}
		// A draft's date follows its saves until it is published: not a change of date.
		if ( '0000-00-00 00:00:00' !== $before->post_date_gmt && $before->post_date !== $after->post_date ) {
			$pairs['date'] = array( $before->post_date, $after->post_date );
		}
		foreach ( $pairs as $field => $pair ) {
			if ( 'content' === $field || $pair[0] !== $pair[1] ) {
				$changes[ $field ] = array(
					'before' => $pair[0],
					'after'  => $pair[1],
				);
			}
		}
		return $changes;
	}

	/**
	 * Queues a post's event.
	 *
	 * @param string                                            $action  The action.
	 * @param WP_Post                                           $post    The post.
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record( string $action, WP_Post $post, array $changes = array() ): void {
		ActivityLog::record( $action, 'post', (string) $post->ID, self::title( $post ), $changes, array( 'subtype' => $post->post_type ) );
	}

	/**
	 * A post's title as read in the log.
	 *
	 * @param WP_Post $post The post.
	 */
	public static function title( WP_Post $post ): string {
		$title = trim( wp_strip_all_tags( $post->post_title ) );
		/* translators: %d: post id. */
		return '' === $title ? sprintf( __( '(no title) #%d', 'uipress' ), $post->ID ) : $title;
	}

	/**
	 * A post's title by id ('' for none).
	 *
	 * @param int $post_id The post (0: none).
	 */
	private static function post_title( int $post_id ): string {
		$post = 0 === $post_id ? null : get_post( $post_id );
		return $post instanceof WP_Post ? self::title( $post ) : '';
	}

	/**
	 * A user's display name ('' for none).
	 *
	 * @param int $user_id The user.
	 */
	private static function user_name( int $user_id ): string {
		$user = get_userdata( $user_id );
		return $user instanceof \WP_User ? (string) $user->display_name : '';
	}

	/**
	 * Words in some content (markup and block comments left out).
	 *
	 * @param string $content The content.
	 */
	private static function words( string $content ): int {
		$text  = trim( wp_strip_all_tags( $content ) );
		$words = '' === $text ? array() : preg_split( '/\s+/u', $text );
		return is_array( $words ) ? count( $words ) : 0;
	}

	/**
	 * Term names of term taxonomy ids, sorted.
	 *
	 * @param array|mixed $tt_ids   Term taxonomy ids.
	 * @param string      $taxonomy The taxonomy.
	 * @return list<string>
	 */
	private static function term_names( $tt_ids, string $taxonomy ): array {
		$names = array();
		foreach ( is_array( $tt_ids ) ? $tt_ids : array() as $tt_id ) {
			$term = is_numeric( $tt_id ) ? get_term_by( 'term_taxonomy_id', (int) $tt_id, $taxonomy ) : false;
			if ( $term instanceof WP_Term ) {
				$names[] = $term->name;
			}
		}
		sort( $names );
		return $names;
	}
}
