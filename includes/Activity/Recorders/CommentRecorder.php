<?php
/**
 * Records comment moderation.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use WP_Comment;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Events: comment.approved, comment.unapproved, comment.spammed, comment.trashed,
 * comment.deleted: what a moderator did (new comments arriving are not
 * events of the admin; comments going with their post are part of its
 * post.deleted).
 */
final class CommentRecorder {

	/**
	 * Posts being deleted now, whose comments go with them.
	 *
	 * @var array<int, true>
	 */
	private static array $deleting_posts = array();

	/**
	 * The action of each status a comment moves to.
	 */
	private const ACTIONS = array(
		'approved'   => 'comment.approved',
		'unapproved' => 'comment.unapproved',
		'spam'       => 'comment.spammed',
		'trash'      => 'comment.trashed',
	);

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'transition_comment_status', array( self::class, 'transitioned' ), 10, 3 );
		add_action( 'delete_comment', array( self::class, 'deleted' ), 10, 2 );
		add_action( 'before_delete_post', array( self::class, 'post_deleting' ) );
		add_action( 'deleted_post', array( self::class, 'post_deleted' ) );
	}

	/**
	 * `before_delete_post`: its comments' deletions are not events.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public static function post_deleting( $post_id ): void {
		if ( is_numeric( $post_id ) ) {
			self::$deleting_posts[ (int) $post_id ] = true;
		}
	}

	/**
	 * `deleted_post`: the post is gone.
	 *
	 * @param int|mixed $post_id The post.
	 */
	public static function post_deleted( $post_id ): void {
		if ( is_numeric( $post_id ) ) {
			unset( self::$deleting_posts[ (int) $post_id ] );
		}
	}

	/**
	 * `transition_comment_status`.
	 *
	 * @param string|mixed     $new_status The new status.
	 * @param string|mixed     $old_status The old status.
	 * @param WP_Comment|mixed $comment    The comment.
	 */
	public static function transitioned( $new_status, $old_status, $comment ): void {
		if ( ! $comment instanceof WP_Comment || ! is_string( $new_status ) || ! isset( self::ACTIONS[ $new_status ] ) ) {
			return;
		}
		self::record(
			self::ACTIONS[ $new_status ],
			$comment,
			array(
				'status' => array(
					'before' => is_string( $old_status ) ? $old_status : '',
					'after'  => $new_status,
				),
			)
		);
	}

	/**
	 * `delete_comment`: before it goes.
	 *
	 * @param int|string|mixed $comment_id The comment.
	 * @param WP_Comment|mixed $comment    The comment.
	 */
	public static function deleted( $comment_id, $comment = null ): void {
		$comment = $comment instanceof WP_Comment ? $comment : get_comment( is_numeric( $comment_id ) ? (int) $comment_id : 0 );
		if ( $comment instanceof WP_Comment && ! isset( self::$deleting_posts[ (int) $comment->comment_post_ID ] ) ) {
			self::record( 'comment.deleted', $comment );
		}
	}

	/**
	 * Queues a comment's event, named "author on post title".
	 *
	 * @param string                                            $action  The action.
	 * @param WP_Comment                                        $comment The comment.
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record( string $action, WP_Comment $comment, array $changes = array() ): void {
		$post   = get_post( (int) $comment->comment_post_ID );
		$author = '' === $comment->comment_author ? __( 'Anonymous', 'uipress' ) : $comment->comment_author;
		$name   = $post instanceof WP_Post
			/* translators: 1: comment author, 2: post title. */
			? sprintf( __( '%1$s on %2$s', 'uipress' ), $author, PostRecorder::title( $post ) )
			: $author;
		ActivityLog::record( $action, 'comment', (string) $comment->comment_ID, $name, $changes, array( 'subtype' => '' === $comment->comment_type ? 'comment' : $comment->comment_type ) );
	}
}
