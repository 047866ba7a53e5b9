<?php
/**
 * Records what happens to media.
 *
 * @package UiPress
 */

namespace UiPress\Activity\Recorders;

use UiPress\Activity\ActivityLog;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Events: attachment.uploaded, attachment.updated (title, caption, description,
 * alternative text, before and after), attachment.deleted.
 */
final class MediaRecorder {

	/**
	 * The alternative text's meta key.
	 */
	private const ALT_META = '_wp_attachment_image_alt';

	/**
	 * Adds the hooks.
	 */
	public static function register_hooks(): void {
		add_action( 'add_attachment', array( self::class, 'uploaded' ) );
		add_action( 'attachment_updated', array( self::class, 'updated' ), 10, 3 );
		add_action( 'update_post_meta', array( self::class, 'alt_updating' ), 10, 4 );
		add_action( 'added_post_meta', array( self::class, 'alt_added' ), 10, 4 );
		add_action( 'delete_attachment', array( self::class, 'deleted' ), 10, 2 );
	}

	/**
	 * `add_attachment`.
	 *
	 * @param int|mixed $post_id The attachment.
	 */
	public static function uploaded( $post_id ): void {
		$post = get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
		if ( $post instanceof WP_Post ) {
			self::record( 'attachment.uploaded', $post );
		}
	}

	/**
	 * `attachment_updated`: the fields that changed.
	 *
	 * @param int|mixed     $post_id The attachment.
	 * @param WP_Post|mixed $after   After.
	 * @param WP_Post|mixed $before  Before.
	 */
	public static function updated( $post_id, $after, $before ): void {
		unset( $post_id );
		if ( ! $after instanceof WP_Post || ! $before instanceof WP_Post ) {
			return;
		}
		$changes = array();
		$pairs   = array(
			'title'       => array( $before->post_title, $after->post_title ),
			'caption'     => array( $before->post_excerpt, $after->post_excerpt ),
			'description' => array( $before->post_content, $after->post_content ),
			'slug'        => array( $before->post_name, $after->post_name ),
			'parent'      => array( $before->post_parent, $after->post_parent ),
		);
		foreach ( $pairs as $field => $pair ) {
			if ( $pair[0] !== $pair[1] ) {
				$changes[ $field ] = array(
					'before' => $pair[0],
					'after'  => $pair[1],
				);
			}
		}
		if ( array() !== $changes ) {
			self::record( 'attachment.updated', $after, $changes );
		}
	}

	/**
	 * `update_post_meta` (before the write): a changed alternative text.
	 *
	 * @param int|mixed    $meta_id  The meta row (unused).
	 * @param int|mixed    $post_id  The post.
	 * @param string|mixed $meta_key The key.
	 * @param mixed        $value    The new value.
	 */
	public static function alt_updating( $meta_id, $post_id, $meta_key, $value ): void {
		unset( $meta_id );
		if ( self::ALT_META !== $meta_key || ! is_numeric( $post_id ) ) {
			return;
		}
		$before = get_post_meta( (int) $post_id, self::ALT_META, true );
		self::alt_changed( (int) $post_id, is_string( $before ) ? $before : '', is_string( $value ) ? $value : '' );
	}

	/**
	 * `added_post_meta`: a first alternative text, except on an upload.
	 *
	 * @param int|mixed    $meta_id  The meta row (unused).
	 * @param int|mixed    $post_id  The post.
	 * @param string|mixed $meta_key The key.
	 * @param mixed        $value    The value.
	 */
	public static function alt_added( $meta_id, $post_id, $meta_key, $value ): void {
		unset( $meta_id );
		if ( self::ALT_META !== $meta_key || ! is_numeric( $post_id ) || ActivityLog::is_queued( 'attachment.uploaded', 'attachment', (string) $post_id ) ) {
			return;
		}
		self::alt_changed( (int) $post_id, '', is_string( $value ) ? $value : '' );
	}

	/**
	 * `delete_attachment`: while its title can be read.
	 *
	 * @param int|mixed     $post_id The attachment.
	 * @param WP_Post|mixed $post    The attachment.
	 */
	public static function deleted( $post_id, $post = null ): void {
		$post = $post instanceof WP_Post ? $post : get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
		if ( $post instanceof WP_Post ) {
			self::record( 'attachment.deleted', $post );
		}
	}

	/**
	 * Records a changed alternative text.
	 *
	 * @param int    $post_id The attachment.
	 * @param string $before  Before.
	 * @param string $after   After.
	 */
	private static function alt_changed( int $post_id, string $before, string $after ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post || 'attachment' !== $post->post_type || $before === $after ) {
			return;
		}
		self::record(
			'attachment.updated',
			$post,
			array(
				'alt' => array(
					'before' => $before,
					'after'  => $after,
				),
			)
		);
	}

	/**
	 * Queues an attachment's event.
	 *
	 * @param string                                            $action  The action.
	 * @param WP_Post                                           $post    The attachment.
	 * @param array<string, array{before: mixed, after: mixed}> $changes The changes.
	 */
	private static function record( string $action, WP_Post $post, array $changes = array() ): void {
		ActivityLog::record( $action, 'attachment', (string) $post->ID, PostRecorder::title( $post ), $changes, array( 'subtype' => (string) $post->post_mime_type ) );
	}
}
